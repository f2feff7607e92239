"""Training examples: GSM8K train (split by problem) + generated algebra, 50/50 correct/faulty.

Labels per step: 1 = correct, 0 = the first faulty step, -100 = after the first error.
Steps after the first error are MASKED from the loss: the errors are propagated, so those
steps are locally consistent with the wrong value and "correct or not" is ambiguous for
them; serving only needs the first faulty step.
"""
import hashlib
import re
import json
import random

from . import algebra
from .gsm8k import add_side_line, misused_side, parse_solution, perturb, random_style, render

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


def gsm_example(sol, rng, faulty, kind=None, side=False):
    """side: the solution carries one true line off its path (gsm8k.add_side_line); a faulty one
    then misuses it in the next calculation half the time, else has its error elsewhere."""
    for _ in range(4):
        style = random_style(rng)
        seed = rng.randrange(1 << 30)
        base = sol
        if side and not (faulty and rng.random() < 0.5):
            added = add_side_line(sol, rng)
            base = added[0] if added else sol
        elif side:
            kind = "misused-side-quantity"
        if not faulty:
            steps = render(base, style, seed)
            return {"problem": sol["question"], "steps": steps, "labels": labels_for(len(steps), -1),
                    "first_error": -1, "kind": "none", "answer": sol["final"]}
        p = misused_side(sol, rng) if kind == "misused-side-quantity" else perturb(base, style, rng, kind)
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


INTROS = ["Let's solve this step by step.", "Let's break this problem down step by step.",
          "To solve this, I'll first figure out the quantities we need and then combine them.",
          "We need to find {q}", "The question asks: {q}", "Let's go through the information we are given."]
FILLERS = ["Now we have everything we need for the next part.", "Next, let's use this result.",
           "Let's keep track of what we know so far.", "Now we can move on to the next part of the problem."]


def dress(ex, rng, p=0.5):
    """LLM-style framing around a rendered solution: a restating/planning first step, a
    transition line, two steps merged into one paragraph, bold step headers. The same framing
    is drawn for correct and faulty solutions, and the labels move with the steps."""
    if rng.random() >= p or not ex["steps"]:
        return ex
    steps, err = list(ex["steps"]), ex["first_error"]
    if len(steps) > 2 and rng.random() < 0.3:  # merge steps i and i+1 (never the final-answer line)
        i = rng.randrange(len(steps) - 2)
        tail = re.sub(r"^(?:Step \d+:|\d+\.)\s*", "", steps[i + 1])
        steps[i:i + 2] = [steps[i].rstrip() + " " + tail]
        if err > i:
            err -= 1
    if rng.random() < 0.3 and len(steps) > 1:
        k = rng.randrange(1, len(steps))
        steps.insert(k, rng.choice(FILLERS))
        if err >= k:
            err += 1
    if rng.random() < 0.6:
        sentences = re.split(r"(?<=[.!])\s+", ex["problem"].strip())
        q = sentences[-1] if sentences else ex["problem"]
        steps.insert(0, rng.choice(INTROS).format(q=q))
        if err >= 0:
            err += 1
    if rng.random() < 0.2:
        steps = [re.sub(r"^(Step \d+:)", r"**\1**", st) for st in steps]
    return {**ex, "steps": steps, "labels": labels_for(len(steps), err), "first_error": err}


def gsm_reference(sol, rng):
    """The reference solution as a bank problem carries it: GSM8K's own text with the calculator
    annotations removed (PLAIN), sometimes with the hidden calculations written out."""
    style = dict(PLAIN, show_hidden=rng.random() < 0.3, spaces=rng.random() < 0.3)
    return render(sol, style, 0)[:-1]


def stream(sols, seed, algebra_frac=0.2, dress_p=0.0, early_stop_p=0.0, ref_p=0.0, side_p=0.0):
    """Endless stream of fresh examples (new style and perturbation every time). early_stop_p: share
    of faulty GSM8K examples that stop at an intermediate result (gsm8k.early_stop). ref_p: share
    of examples that carry the problem's reference solution (one model for the tutor condition,
    with a reference, and for typed-in problems without one). side_p: share of GSM8K examples
    with a true side line (gsm_example side)."""
    rng = random.Random(seed)
    while True:
        faulty = rng.random() < 0.5
        with_ref = rng.random() < ref_p
        if rng.random() < algebra_frac:
            ex = algebra_example(rng, faulty)
            yield {**ex, "reference": ex["reference"] if with_ref else None}
            continue
        kind = "early-stop" if faulty and early_stop_p and rng.random() < early_stop_p else None
        sol = rng.choice(sols)
        side = kind is None and side_p and rng.random() < side_p
        ex = gsm_example(sol, rng, faulty, kind, side=bool(side))
        if ex is not None:
            ex = dress(ex, rng, dress_p) if dress_p else ex
            yield {**ex, "reference": gsm_reference(sol, rng) if with_ref else None}


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
