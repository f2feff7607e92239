"""Training examples: GSM8K train (split by problem) + generated algebra, 50/50 correct/faulty.

Labels per step: 1 = correct, 0 = the first faulty step, -100 = after the first error.
Steps after the first error are MASKED from the loss: the errors are propagated, so those
steps are locally consistent with the wrong value and "correct or not" is ambiguous for
them; serving only needs the first faulty step.
"""
import hashlib
import json
import random

from . import algebra
from .gsm8k import parse_solution, perturb, random_style, render

IGNORE = -100


def load_gsm8k(path, dev_frac=0.08, limit=None):
    train, dev = [], []
    with open(path) as f:
        for n, line in enumerate(f):
            if limit is not None and n >= limit:
                break
            r = json.loads(line)
            sol = parse_solution(r["question"], r["answer"])
            if sol is None:
                continue
            # split BY PROBLEM, stable across runs
            h = int(hashlib.md5(r["question"].encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
            (dev if h < dev_frac else train).append(sol)
    return train, dev


def labels_for(n_steps, first_error):
    if first_error < 0:
        return [1] * n_steps
    return [1] * first_error + [0] + [IGNORE] * (n_steps - first_error - 1)


def gsm_example(sol, rng, faulty):
    for _ in range(4):
        style = random_style(rng)
        seed = rng.randrange(1 << 30)
        if not faulty:
            steps = render(sol, style, seed)
            return {"problem": sol["question"], "steps": steps, "labels": labels_for(len(steps), -1),
                    "first_error": -1, "kind": "none", "answer": sol["final"]}
        p = perturb(sol, style, rng)
        if p is None:
            continue
        bad, err, kind = p
        steps = render(bad, style, seed)
        if err >= len(steps):
            continue
        return {"problem": sol["question"], "steps": steps, "labels": labels_for(len(steps), err),
                "first_error": err, "kind": kind, "answer": sol["final"]}
    return None


def algebra_example(rng, faulty):
    prob, good, bad, err, kind = algebra.sample(rng)
    if faulty:
        return {"problem": prob, "steps": bad, "labels": labels_for(len(bad), err), "first_error": err,
                "kind": kind, "answer": good[-1], "reference": good}
    return {"problem": prob, "steps": good, "labels": labels_for(len(good), -1), "first_error": -1,
            "kind": "none", "answer": good[-1], "reference": good}


def stream(sols, seed, algebra_frac=0.2):
    """Endless stream of fresh examples (new style and perturbation every time)."""
    rng = random.Random(seed)
    while True:
        faulty = rng.random() < 0.5
        if rng.random() < algebra_frac:
            yield algebra_example(rng, faulty)
            continue
        ex = gsm_example(rng.choice(sols), rng, faulty)
        if ex is not None:
            yield ex


PLAIN = {"ops": "plain", "spaces": False, "number": "none", "show_hidden": False, "connectors": False,
         "dollar": "$", "commas": False, "final": "hash", "wrap": False, "intro": False}


def processbench_items(sols, n_gsm, n_alg, seed, prefix):
    """ProcessBench-format items: label = index of first faulty step or -1."""
    from .numfmt import fmt
    rng = random.Random(seed)
    items = []
    order = list(range(len(sols)))
    rng.shuffle(order)
    for k, i in enumerate(order[:n_gsm]):
        sol = sols[i]
        ex = gsm_example(sol, rng, faulty=(k % 2 == 1))
        if ex is None:
            ex = gsm_example(sol, rng, faulty=False)
        ref = render(sol, PLAIN, 0)
        items.append({"id": f"{prefix}-gsm-{k}", "problem": sol["question"], "steps": ex["steps"],
                      "label": ex["first_error"], "answer": fmt(sol["final"]), "reference": ref[:-1],
                      "kind": ex["kind"]})
    for k in range(n_alg):
        ex = algebra_example(rng, faulty=(k % 2 == 1))
        items.append({"id": f"{prefix}-alg-{k}", "problem": ex["problem"], "steps": ex["steps"],
                      "label": ex["first_error"], "answer": ex["reference"][-1], "reference": ex["reference"],
                      "kind": ex["kind"]})
    return items
