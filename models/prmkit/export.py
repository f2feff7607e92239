"""Export the best checkpoint to the transformers.js layout and quantize it to int8."""
import json
import os
import shutil

import numpy as np
import torch

from .ckpt import load_checkpoint
from .model import Cfg, PrmLM, TwoRowHead
from .quantize import quantize_dynamic
from .tok import BOS, EOS, MAX_PROBLEM, MAX_REFERENCE, PAD, WordPieceTokenizer, encode_example
from .train import calibrate, metrics, score_items


# Ridge pull of Platt's (a, b) towards the identity (1, 0). A sharp model scores the calibration
# steps almost separably, and then the unpenalised fit runs off to a ~ 1e7 (a step function: every
# calibrated score 0 or 1); against ~1,000 steps this weight keeps it finite and barely moves a
# well-posed fit.
PLATT_RIDGE = 1.0


def fit_platt(items, probs):
    """Platt scaling on step labels (steps before the first error = 1, the first error = 0;
    later steps are unlabelled): P_cal = sigmoid(a * logit(p) + b), by damped Newton steps on the
    logistic loss plus PLATT_RIDGE * ((a - 1)^2 + b^2) / 2."""
    xs, ys = [], []
    for it, p in zip(items, probs):
        last = len(p) if it["label"] < 0 else min(len(p), it["label"] + 1)
        for i in range(last):
            q = min(1 - 1e-6, max(1e-6, p[i]))
            xs.append(np.log(q / (1 - q)))
            ys.append(0.0 if i == it["label"] else 1.0)
    x, y = np.array(xs), np.array(ys)
    a, b = 1.0, 0.0
    for _ in range(500):
        z = 1 / (1 + np.exp(-np.clip(a * x + b, -50, 50)))
        g = np.array([np.sum((z - y) * x) + PLATT_RIDGE * (a - 1), np.sum(z - y) + PLATT_RIDGE * b])
        w = z * (1 - z) + 1e-9
        H = np.array([[np.sum(w * x * x), np.sum(w * x)], [np.sum(w * x), np.sum(w)]]) + PLATT_RIDGE * np.eye(2)
        step = np.linalg.solve(H, g)
        step *= min(1.0, 2.0 / max(1e-12, np.abs(step).max()))  # damped: never more than 2 per step
        a, b = a - step[0], b - step[1]
        if np.abs(step).max() < 1e-8:
            break
    return float(a), float(b), int(len(y)), float(1 - y.mean())


def platt_spec(calib, probs, thr, hi, log):
    pa, pb, n_steps, neg_rate = fit_platt(calib, probs)

    def cal(p):
        q = min(1 - 1e-6, max(1e-6, p))
        return float(1 / (1 + np.exp(-(pa * np.log(q / (1 - q)) + pb))))
    log(f"platt a={pa:.3f} b={pb:.3f} on {n_steps} steps (neg rate {neg_rate:.3f}); thr {thr} -> {cal(thr):.3f}")
    return {"a": round(pa, 5), "b": round(pb, 5), "steps": n_steps, "negativeRate": round(neg_rate, 4),
            "note": "calibrated P(correct) = sigmoid(a * logit(p) + b); threshold/unsureBelow are on raw p",
            "thresholdCalibrated": round(cal(thr), 4), "unsureBelowCalibrated": round(cal(hi), 4)}


def export_all(work, out, calib, dev, max_len=320, log=print, smoke=False):
    with open(os.path.join(work, "cfg.json")) as f:
        cfg = Cfg(**json.load(f))
    tok = WordPieceTokenizer.load(os.path.join(work, "tokenizer.json"))
    plus_id, minus_id = tok.ids["+"], tok.ids["-"]
    model = PrmLM(cfg)
    model.load_state_dict(load_checkpoint(work))
    model.eval()
    nparams = sum(p.numel() for p in model.parameters())

    # threshold from the calibration half, metrics on the reported dev half
    pc = score_items(model, tok, calib, plus_id, minus_id, max_len)
    thr, mcal = calibrate(calib, pc)
    pd = score_items(model, tok, dev, plus_id, minus_id, max_len)
    mdev = metrics(dev, pd, thr)
    by_kind = {}
    for it, p in zip(dev, pd):
        k = it.get("kind", "none")
        by_kind.setdefault(k, ([], []))
        by_kind[k][0].append(it)
        by_kind[k][1].append(p)
    kinds = {k: metrics(v[0], v[1], thr) for k, v in sorted(by_kind.items())}
    log(f"threshold {thr} calib {mcal} dev {mdev}")
    # the same model reading each item's reference: its own threshold and scaling
    pc_r = score_items(model, tok, calib, plus_id, minus_id, max_len, with_reference=True)
    thr_r, mcal_r = calibrate(calib, pc_r)
    mdev_r = metrics(dev, score_items(model, tok, dev, plus_id, minus_id, max_len, with_reference=True), thr_r)
    log(f"with reference: threshold {thr_r} calib {mcal_r} dev {mdev_r}")

    os.makedirs(os.path.join(out, "onnx"), exist_ok=True)
    fp32 = os.path.join(work, "model.onnx")
    wrapper = TwoRowHead(model, plus_id, minus_id).eval()
    ids, tags = encode_example(tok, dev[0]["problem"], dev[0]["steps"], max_len, MAX_PROBLEM)
    x = torch.tensor([ids])
    att = torch.ones_like(x)
    pos = torch.arange(x.shape[1]).unsqueeze(0)
    torch.onnx.export(
        wrapper, (x, att, pos), fp32, input_names=["input_ids", "attention_mask", "position_ids"],
        output_names=["logits"], opset_version=14, do_constant_folding=True,
        dynamic_axes={"input_ids": {0: "batch_size", 1: "sequence_length"},
                      "attention_mask": {0: "batch_size", 1: "sequence_length"},
                      "position_ids": {0: "batch_size", 1: "sequence_length"},
                      "logits": {0: "batch_size", 1: "sequence_length"}},
    )
    q = os.path.join(out, "onnx", "model_quantized.onnx")
    n_q = quantize_dynamic(fp32, q)
    log(f"quantized {n_q} MatMuls: {os.path.getsize(fp32) / 1e6:.1f} MB -> {os.path.getsize(q) / 1e6:.1f} MB")

    config = {
        "model_type": "llama", "architectures": ["LlamaForCausalLM"],
        "vocab_size": cfg.vocab_size, "hidden_size": cfg.hidden, "intermediate_size": cfg.inter,
        "num_hidden_layers": cfg.layers, "num_attention_heads": cfg.heads, "num_key_value_heads": cfg.heads,
        "head_dim": cfg.hidden // cfg.heads, "max_position_embeddings": cfg.max_pos, "rope_theta": cfg.rope_theta,
        "rms_norm_eps": cfg.eps, "hidden_act": "silu", "tie_word_embeddings": True,
        "bos_token_id": BOS, "eos_token_id": EOS, "pad_token_id": PAD, "use_cache": False,
        "torch_dtype": "float32",
    }
    with open(os.path.join(out, "config.json"), "w") as f:
        json.dump(config, f, indent=2)
    for name in ("tokenizer.json", "tokenizer_config.json"):
        shutil.copy(os.path.join(work, name), os.path.join(out, name))
    hi = round(min(0.99, thr + (1 - thr) * 0.5), 2)
    platt = platt_spec(calib, pc, thr, hi, log)
    hi_r = round(min(0.99, thr_r + (1 - thr_r) * 0.5), 2)
    platt_r = platt_spec(calib, pc_r, thr_r, hi_r, log)
    prm = {
        "format": "stepwise-prm/1",
        "template": "<s>{problem}<sep>[{reference}<sep>]{step_1}<step>{step_2}<step>...{step_n}<step>",
        "bosToken": "<s>", "sepToken": "<sep>", "stepTag": "<step>",
        "plusToken": "+", "minusToken": "-", "plusTokenId": plus_id, "minusTokenId": minus_id,
        "logits": "two-rows",
        "logitsNote": "the ONNX head outputs only the '+' and '-' rows (index 0 and 1); a full-vocab head "
                      "is also accepted, then plusTokenId/minusTokenId are read",
        "maxLength": max_len, "maxProblemTokens": MAX_PROBLEM,
        "threshold": thr, "unsureBelow": hi,
        "platt": platt,
        "calibration": {"split": "synthetic calib half of GSM8K-train dev problems", **mcal},
        "syntheticDev": {**mdev, "byKind": kinds},
        "reference": {"maxTokens": MAX_REFERENCE, "threshold": thr_r, "unsureBelow": hi_r, "platt": platt_r,
                      "note": "the reference solution's steps joined by newlines, between the problem's <sep> and "
                              "a second <sep>; thresholds calibrated on the same half with each item's reference",
                      "calibration": mcal_r, "syntheticDev": mdev_r},
        "params": nparams,
    }
    with open(os.path.join(out, "prm.json"), "w") as f:
        json.dump(prm, f, indent=2)

    # reference probabilities from PyTorch fp32 for the Node parity test
    # and the Python tokenizer's ids for the Node tokenizer parity test
    samples = []
    for k, it in enumerate(dev[:12]):
        ref = it.get("reference") if k % 2 else None  # half of the fixtures read the reference
        ids_full, _ = encode_example(tok, it["problem"], it["steps"], max_len, reference=ref)
        p = score_items(model, tok, [it], plus_id, minus_id, max_len, with_reference=bool(ref))[0]
        samples.append({"problem": it["problem"], "steps": it["steps"], **({"reference": ref} if ref else {}),
                        "p": [round(v, 5) for v in p], "ids": ids_full})
    texts = []
    for it in (calib + dev)[::2]:
        for t in [it["problem"]] + it["steps"]:
            if len(texts) < 400:
                texts.append({"text": t, "ids": tok.encode(t)})
    extra = ["x² − 3×4 ÷ 2 = €5½ … “ok” <step> 12,345.50 \\$ café naïve", "  \t tabs\u00a0nbsp  ", "<s><sep>+-"]
    texts += [{"text": t, "ids": tok.encode(t)} for t in extra]
    with open(os.path.join(out, "parity-samples.json"), "w") as f:
        json.dump({"note": "fixtures for lib/prm tests: PyTorch fp32 P(correct) and Python token ids",
                   "solutions": samples, "texts": texts}, f, ensure_ascii=False)
    with open(os.path.join(work, "export-metrics.json"), "w") as f:
        json.dump({"threshold": thr, "calib": mcal, "dev": mdev, "byKind": kinds, "params": nparams}, f, indent=1)
    return prm
