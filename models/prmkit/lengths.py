"""Token lengths of eval-format sets, to size the context window (issue #11: cover 95 % of the
real solutions). Reports, per file, the length without and with the reference segment."""
import json
import os

from .tok import MAX_PROBLEM, MAX_REFERENCE, reference_text


def lengths(items, tok):
    plain, with_ref = [], []
    for it in items:
        problem = min(MAX_PROBLEM, len(tok.encode(it["problem"])))
        steps = sum(len(tok.encode(s)) + 1 for s in it["steps"])
        ref = reference_text(it.get("reference"))
        reference = min(MAX_REFERENCE, len(tok.encode(ref))) + 1 if ref else 0
        plain.append(2 + problem + steps)
        with_ref.append(2 + problem + reference + steps)
    return plain, with_ref


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


def report(paths, tok, log=print):
    allp, allr = [], []
    for path in paths:
        with open(path) as f:
            items = json.load(f)
        p, r = lengths(items, tok)
        allp += p
        allr += r
        log(f"{os.path.basename(path)}: {len(items)} items; tokens p50/p95/max without reference "
            f"{pct(p, .5)}/{pct(p, .95)}/{max(p)}, with reference {pct(r, .5)}/{pct(r, .95)}/{max(r)}")
    if allp:
        log(f"all: p95 without reference {pct(allp, .95)}, with reference {pct(allr, .95)} "
            f"-> a window of {pct(allr, .95)} tokens covers 95 % of the solutions with their reference")
    return allp, allr
