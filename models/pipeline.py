#!/usr/bin/python3
"""Stepwise PRM pipeline: data -> tokenizer -> LM warm-up -> PRM training -> ONNX -> int8.

  OPENBLAS_NUM_THREADS=2 /usr/bin/python3 models/pipeline.py --out models/stepwise-prm
  /usr/bin/python3 models/pipeline.py --smoke            # < 2 min, temp dir only

Stages (--stage): all | train | export. `export` re-exports from <work>/best.pt.
"""
import argparse
import json
import os
import random
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import torch  # noqa: E402

from prmkit import data as D  # noqa: E402
from prmkit.model import Cfg  # noqa: E402
from prmkit.tok import WordPieceTokenizer, build_vocab  # noqa: E402

GSM8K = "/work/shared/data/gsm8k/train.jsonl"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=os.path.join(HERE, "stepwise-prm"))
    ap.add_argument("--work", default=os.path.join(HERE, "work", "run"))
    ap.add_argument("--gsm8k", default=GSM8K)
    ap.add_argument("--stage", default="all", choices=["all", "train", "export", "measure"])
    ap.add_argument("--smoke", action="store_true", help="tiny data/model/steps into a temp dir")
    ap.add_argument("--lm-minutes", type=float, default=None,
                    help="LM warm-up minutes (default 12 from scratch, 0 when continuing from --init/--init-onnx)")
    ap.add_argument("--prm-minutes", type=float, default=50)
    ap.add_argument("--ckpt-minutes", type=float, default=5)
    ap.add_argument("--hidden", type=int, default=256)
    ap.add_argument("--layers", type=int, default=6)
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--inter", type=int, default=704)
    ap.add_argument("--vocab", type=int, default=4000)
    ap.add_argument("--max-len", type=int, default=320)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--bs", type=int, default=16, help="examples per batch (a GPU run takes 128)")
    ap.add_argument("--workers", type=int, default=0,
                    help="data worker processes (0 = in the training process; a GPU run needs several)")
    ap.add_argument("--npz", action="store_true",
                    help="also write best.npz / prm-final.npz (fp16, loads in any torch: a GPU run's portable output)")
    ap.add_argument("--lr", type=float, default=1.5e-3)
    ap.add_argument("--init", help="continue from this state dict (its --work tokenizer.json via --init-tokenizer)")
    ap.add_argument("--init-tokenizer", help="tokenizer.json matching --init")
    ap.add_argument("--init-onnx", help="continue from a shipped model folder (weights read back from its int8 ONNX)")
    ap.add_argument("--early-stop", type=float, default=0.0,
                    help="share of faulty GSM8K training examples that stop early at an intermediate result")
    ap.add_argument("--dress", type=float, default=0.0,
                    help="share of GSM8K training examples given LLM-style framing (prmkit.data.dress)")
    ap.add_argument("--ref-p", type=float, default=0.0,
                    help="share of training examples that carry the reference solution (reference-aware scoring)")
    ap.add_argument("--side-p", type=float, default=0.0,
                    help="share of GSM8K training examples with a true side line, misused next in half the faulty ones")
    ap.add_argument("--grow-layers", type=int, default=0,
                    help="deepen the --init/--init-onnx model to this many layers (prmkit.model.grow)")
    ap.add_argument("--measure", nargs="*", default=[],
                    help="with --stage measure: eval-format files whose token lengths to report")
    ap.add_argument("--write-dev", action="store_true", help="(re)write models/data/synthetic-dev.json")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    t_start = time.time()

    if a.smoke:
        tmp = tempfile.mkdtemp(prefix="prm-smoke-")
        a.out, a.work = os.path.join(tmp, "model"), os.path.join(tmp, "work")
        a.hidden, a.layers, a.heads, a.inter, a.vocab = 64, 2, 2, 128, 1500
        a.write_dev = False
    os.makedirs(a.work, exist_ok=True)
    log_f = open(os.path.join(a.work, "log.txt"), "a")

    def log(msg):
        line = f"[{time.strftime('%H:%M:%S')}] {msg}"
        print(line, flush=True)
        log_f.write(line + "\n")
        log_f.flush()

    if a.stage == "measure":
        from prmkit.lengths import report
        report(a.measure, WordPieceTokenizer.load(a.init_tokenizer or os.path.join(a.out, "tokenizer.json")), log)
        return

    train_sols, dev_sols = D.load_gsm8k(a.gsm8k, limit=600 if a.smoke else None)
    log(f"gsm8k problems: train {len(train_sols)} dev {len(dev_sols)}")
    # dev problems: first half calibrates the threshold, second half is the reported synthetic dev
    half = len(dev_sols) // 2
    calib = D.processbench_items(dev_sols[:half], 40 if a.smoke else 240, 10 if a.smoke else 60, 11, "calib")
    dev = D.processbench_items(dev_sols[half:], 40 if a.smoke else 240, 10 if a.smoke else 60, 12, "dev")
    if a.write_dev:
        os.makedirs(os.path.join(HERE, "data"), exist_ok=True)
        with open(os.path.join(HERE, "data", "synthetic-dev.json"), "w") as f:
            json.dump(dev, f, indent=1, ensure_ascii=False)
        log(f"wrote models/data/synthetic-dev.json ({len(dev)} items)")

    if a.init_onnx:
        from prmkit.recover import recover
        t0 = WordPieceTokenizer.load(os.path.join(a.init_onnx, "tokenizer.json"))
        err, cfg0, sd = recover(a.init_onnx, t0.ids["+"], t0.ids["-"], t0.ids["<step>"])
        log(f"recovered {a.init_onnx} from its int8 ONNX: max |dP| vs fixture {err:.4f}")
        if err > 0.05:
            sys.exit(f"recovered weights do not reproduce {a.init_onnx}'s parity fixture")
        a.init = os.path.join(a.work, "init-from-onnx.pt")
        torch.save(sd, a.init)
        a.init_tokenizer = os.path.join(a.init_onnx, "tokenizer.json")
        a.hidden, a.layers, a.heads, a.inter = cfg0.hidden, cfg0.layers, cfg0.heads, cfg0.inter
    if a.grow_layers and a.init:
        from prmkit.model import grow
        sd = torch.load(a.init)
        cfg0 = Cfg(sd["embed.weight"].shape[0], a.hidden, a.layers, a.heads, a.inter)
        a.init = os.path.join(a.work, "init-grown.pt")
        torch.save(grow(sd, cfg0, a.grow_layers), a.init)
        log(f"grew the initial model from {a.layers} to {a.grow_layers} layers (new blocks start as identity)")
        a.layers = a.grow_layers

    tok_path = os.path.join(a.work, "tokenizer.json")
    if a.stage in ("all", "train"):
        corpus_stream = D.stream(train_sols, seed=1)
        texts = []
        for _ in range(3000 if a.smoke else 30000):
            ex = next(corpus_stream)
            texts.append(ex["problem"])
            texts.extend(ex["steps"])
        if a.init_tokenizer:
            tok = WordPieceTokenizer.load(a.init_tokenizer)
        else:
            tok = WordPieceTokenizer(build_vocab(texts, size=a.vocab))
        tok.save(a.work)
        cfg = Cfg(len(tok.vocab), a.hidden, a.layers, a.heads, a.inter, max_pos=max(512, a.max_len))
        with open(os.path.join(a.work, "cfg.json"), "w") as f:
            json.dump(cfg.to_dict(), f)
        from prmkit.train import train
        plus_id, minus_id = tok.ids["+"], tok.ids["-"]
        # LM warm-up on correct solutions, half of them after their reference, LLM-style framing
        # included: the model learns the layout and how a solution follows its reference.
        # k: data worker index, so each worker process draws its own examples
        def correct_only(k):
            return (ex for ex in D.stream(train_sols, seed=2 + 1000 * k, dress_p=a.dress, ref_p=a.ref_p,
                                         side_p=a.side_p)
                    if ex["first_error"] == -1)

        def prm_stream(k):
            return D.stream(train_sols, seed=3 + 1000 * k, dress_p=a.dress, early_stop_p=a.early_stop, ref_p=a.ref_p,
                            side_p=a.side_p)
        _, best, _ = train(
            tok, correct_only, prm_stream, cfg, a.work, plus_id, minus_id, calib,
            lm_minutes=0 if a.smoke else (a.lm_minutes if a.lm_minutes is not None else (0 if a.init else 12)), prm_minutes=a.prm_minutes, bs=8 if a.smoke else a.bs,
            max_len=a.max_len, ckpt_minutes=a.ckpt_minutes, log=log, max_steps=30 if a.smoke else None,
            lr=a.lr, init=a.init, workers=a.workers,
        )
        with open(os.path.join(a.work, "best.json"), "w") as f:
            json.dump(best, f)
        log(f"best {best}")
        if a.npz:
            from prmkit.ckpt import save_npz
            for name in ("best", "prm-final"):
                save_npz(torch.load(os.path.join(a.work, name + ".pt")), os.path.join(a.work, name + ".npz"))

    if a.stage in ("all", "export"):
        from prmkit.export import export_all
        export_all(a.work, a.out, calib, dev, max_len=a.max_len, log=log, smoke=a.smoke)
    log(f"done in {time.time() - t_start:.0f}s -> {a.out}")


if __name__ == "__main__":
    main()
