"""LM warm-up then PRM training, time-budgeted, with periodic checkpoints and calibration."""
import contextlib
import json
import math
import os
import random
import time

import torch
import torch.nn.functional as F

from .ckpt import load_state
from .model import Cfg, PrmLM
from .tok import PAD, STEP, encode_example

IGNORE = -100
# CPU by default; the same code runs unchanged on a GPU when one is there (a larger run).
DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def _cpu(model):
    """Checkpoints are CPU tensors, so export and recovery never need the GPU."""
    return {k: v.detach().cpu() for k, v in model.state_dict().items()}


def _dev(tensors, device=DEVICE):
    return tuple(t.to(device) for t in tensors)


def collate(tok, exs, max_len):
    rows = []
    for ex in exs:
        ids, tags = encode_example(tok, ex["problem"], ex["steps"], max_len, reference=ex.get("reference"))
        labels = ex["labels"][: len(tags)]
        rows.append((ids, tags, labels))
    T = max(len(r[0]) for r in rows)
    B = len(rows)
    ids = torch.full((B, T), PAD, dtype=torch.long)
    att = torch.zeros((B, T), dtype=torch.long)
    lm_mask = torch.zeros((B, T), dtype=torch.bool)
    tag_b, tag_t, tag_y = [], [], []
    for b, (x, tags, labels) in enumerate(rows):
        ids[b, : len(x)] = torch.tensor(x)
        att[b, : len(x)] = 1
        # LM loss only on the correct prefix (up to the first faulty step's tag)
        end = len(x)
        for t, y in zip(tags, labels):
            if y == 0:
                end = t
                break
        lm_mask[b, :end] = True
        for t, y in zip(tags, labels):
            if y != IGNORE:
                tag_b.append(b)
                tag_t.append(t)
                tag_y.append(0 if y == 1 else 1)  # class 0 = "+", class 1 = "-"
    pos = torch.arange(T).unsqueeze(0).expand(B, T).contiguous()
    return (ids, att, pos, lm_mask, torch.tensor(tag_b, dtype=torch.long), torch.tensor(tag_t, dtype=torch.long),
            torch.tensor(tag_y, dtype=torch.long))


def lm_loss_fn(model, h, ids, lm_mask):
    logits = torch.matmul(h[:, :-1], model.embed.weight.t())
    tgt = ids[:, 1:]
    m = lm_mask[:, 1:] & lm_mask[:, :-1] & (ids[:, :-1] != STEP) & (tgt != PAD)
    if m.sum() == 0:
        return logits.sum() * 0
    return F.cross_entropy(logits[m].float(), tgt[m])


def batches(stream, tok, bs, max_len, pool_mult=4, seed=0):
    """Length-bucketed batches from an endless example stream."""
    rng = random.Random(seed)
    while True:
        pool = [next(stream) for _ in range(bs * pool_mult)]
        pool.sort(key=lambda e: len(e["problem"]) + sum(len(s) for s in e["steps"]))
        bl = [pool[i: i + bs] for i in range(0, len(pool), bs)]
        rng.shuffle(bl)
        for b in bl:
            yield collate(tok, b, max_len)


class _Batches(torch.utils.data.IterableDataset):
    """Each worker process draws from its own stream (make_stream(k), k = worker index), so a GPU
    is fed by several CPU cores; the examples stay fresh draws, never repeated across workers."""

    def __init__(self, make_stream, tok, bs, max_len):
        super().__init__()
        self.make_stream, self.tok, self.bs, self.max_len = make_stream, tok, bs, max_len

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        k = info.id if info is not None else 0
        return batches(self.make_stream(k), self.tok, self.bs, self.max_len, seed=k)


def batch_source(make_stream, tok, bs, max_len, workers):
    """Batches in this process (workers=0, the CPU default) or from worker processes."""
    if workers <= 0:
        return batches(make_stream(0), tok, bs, max_len)
    dl = torch.utils.data.DataLoader(_Batches(make_stream, tok, bs, max_len), batch_size=None,
                                     num_workers=workers, pin_memory=DEVICE.type == "cuda", prefetch_factor=8,
                                     persistent_workers=False)
    return iter(dl)


@torch.no_grad()
def score_items(model, tok, items, plus_id, minus_id, max_len, bs=16, with_reference=False):
    """P("+") per scored step; with_reference gives the model each item's reference solution."""
    model.eval()
    out = []
    for i in range(0, len(items), bs):
        chunk = items[i: i + bs]
        exs = [{"problem": it["problem"], "steps": it["steps"], "labels": [1] * len(it["steps"]),
                "reference": it.get("reference") if with_reference else None} for it in chunk]
        ids, att, pos, _, tb, tt, _ = _dev(collate(tok, exs, max_len), next(model.parameters()).device)
        with _autocast():
            h = model.hidden_states(ids, att, pos)
            lg = torch.matmul(h[tb, tt], model.embed.weight[[plus_id, minus_id]].t()).float()
        p = torch.softmax(lg, -1)[:, 0].tolist()
        k = 0
        for j, it in enumerate(chunk):
            n = int((tb == j).sum())
            out.append(p[k: k + n])
            k += n
    model.train()
    return out


def metrics(items, probs, thr):
    err_ok = err_n = cor_ok = cor_n = 0
    for it, p in zip(items, probs):
        pred = next((i for i, v in enumerate(p) if v < thr), -1)
        if it["label"] == -1:
            cor_n += 1
            cor_ok += pred == -1
        else:
            err_n += 1
            err_ok += pred == it["label"]
        # items whose steps were truncated count as predicted on the visible prefix
    acc_e = err_ok / max(1, err_n)
    acc_c = cor_ok / max(1, cor_n)
    f1 = 0.0 if acc_e + acc_c == 0 else 2 * acc_e * acc_c / (acc_e + acc_c)
    return {"errAcc": round(acc_e, 4), "correctAcc": round(acc_c, 4), "f1": round(f1, 4),
            "nErr": err_n, "nCorrect": cor_n}


def calibrate(items, probs):
    best = None
    for k in range(2, 99):
        thr = k / 100
        m = metrics(items, probs, thr)
        if best is None or m["f1"] > best[1]["f1"]:
            best = (thr, m)
    return best


def calib_both(model, tok, items, plus_id, minus_id, max_len):
    """Calibration F1 without and with the reference (the two conditions one model serves); the
    checkpoint kept is the one with the best mean. Returns the no-reference threshold and metrics."""
    thr, m = calibrate(items, score_items(model, tok, items, plus_id, minus_id, max_len))
    thr_r, m_r = calibrate(items, score_items(model, tok, items, plus_id, minus_id, max_len, with_reference=True))
    m = {**m, "thrRef": thr_r, "f1Ref": m_r["f1"], "errAccRef": m_r["errAcc"], "correctAccRef": m_r["correctAcc"]}
    return thr, m, round((m["f1"] + m_r["f1"]) / 2, 4)


def _autocast():
    """bf16 matrix products on a GPU (weights, optimiser and losses stay fp32); fp32 on the CPU."""
    if DEVICE.type == "cuda":
        return torch.autocast("cuda", dtype=torch.bfloat16)
    return contextlib.nullcontext()


def train(tok, stream_lm, stream_prm, cfg, work, plus_id, minus_id, calib_items, *, lm_minutes, prm_minutes,
          bs=16, max_len=320, lr=1.5e-3, ckpt_minutes=5, log=print, max_steps=None, init=None, workers=0):
    """stream_lm / stream_prm: functions k -> an endless example generator (k = data worker index)."""
    torch.manual_seed(0)
    model = PrmLM(cfg)
    if init is not None:
        model.load_state_dict(load_state(init))
    model.to(DEVICE)
    log(f"device {DEVICE}")
    nparams = sum(p.numel() for p in model.parameters())
    log(f"params {nparams}")
    os.makedirs(work, exist_ok=True)
    history = []
    best = {"f1": -1}
    for phase, minutes, stream in (("lm", lm_minutes, stream_lm), ("prm", prm_minutes, stream_prm)):
        if minutes <= 0:
            continue
        opt = torch.optim.AdamW(model.parameters(), lr=lr, betas=(0.9, 0.98), weight_decay=0.05)
        gen = batch_source(stream, tok, bs, max_len, workers)
        t0 = time.time()
        last_ck = t0
        step = 0
        toks = 0
        ema = {}
        budget = minutes * 60
        while True:
            el = time.time() - t0
            if el > budget or (max_steps and step >= max_steps):
                break
            frac = el / budget
            warm = min(1.0, (step + 1) / 100)
            cur_lr = lr * warm * (0.1 + 0.9 * 0.5 * (1 + math.cos(math.pi * frac)))
            for g in opt.param_groups:
                g["lr"] = cur_lr
            ids, att, pos, lm_mask, tb, tt, ty = _dev(next(gen))
            with _autocast():
                h = model.hidden_states(ids, att, pos)
                lm = lm_loss_fn(model, h, ids, lm_mask)
                if phase == "lm":
                    loss = lm
                    prm = torch.tensor(0.0)
                else:
                    lg = torch.matmul(h[tb, tt], model.embed.weight[[plus_id, minus_id]].t())
                    prm = F.cross_entropy(lg.float(), ty)
                    loss = prm + 0.1 * lm
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
            opt.step()
            step += 1
            toks += int(att.sum())
            for k, v in (("lm", float(lm)), ("prm", float(prm))):
                ema[k] = v if k not in ema else 0.98 * ema[k] + 0.02 * v
            if step % 25 == 0:
                log(f"{phase} step {step} t={el:.0f}s lr={cur_lr:.2e} lm={ema['lm']:.3f} prm={ema['prm']:.4f} "
                    f"tok/s={toks / max(1e-6, time.time() - t0):.0f}")
            now = time.time()
            if now - last_ck > ckpt_minutes * 60 or (time.time() - t0 > budget):
                last_ck = now
                rec = {"phase": phase, "step": step, "t": round(el), "lm": ema["lm"], "prm": ema["prm"]}
                torch.save(_cpu(model), f"{work}/last.pt")
                if phase == "prm" and calib_items:
                    thr, m, f1 = calib_both(model, tok, calib_items, plus_id, minus_id, max_len)
                    rec.update({"thr": thr, **m, "f1Both": f1})
                    if f1 > best["f1"]:
                        best = {"f1": f1, "thr": thr, "step": step}
                        torch.save(_cpu(model), f"{work}/best.pt")
                history.append(rec)
                log("CKPT " + json.dumps(rec))
                with open(f"{work}/history.json", "w") as f:
                    json.dump(history, f, indent=1)
        torch.save(_cpu(model), f"{work}/{phase}-final.pt")
    # final checkpoint evaluation
    if calib_items and stream_prm is not None and prm_minutes > 0:
        thr, m, f1 = calib_both(model, tok, calib_items, plus_id, minus_id, max_len)
        if f1 >= best["f1"]:
            best = {"f1": f1, "thr": thr, "step": "final"}
            torch.save(_cpu(model), f"{work}/best.pt")
    with open(f"{work}/history.json", "w") as f:
        json.dump(history, f, indent=1)
    return model, best, history
