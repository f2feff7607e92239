"""GSM8K train solutions -> structured steps -> styled correct and faulty step lists.

A solution is parsed into lines whose calculator annotations (<<48/2=24>>24) become
structured calcs. Correct and faulty solutions are rendered by the SAME renderer so
that style never leaks the label. Faulty solutions change one calc (the first error)
and then propagate the wrong value through every later calc, as a real solver would.
"""
import copy
import random
import re

from .numfmt import NUM_RE, fmt, is_int, nice, parse_num, same

ANN_RE = re.compile(r"<<([^<>]*)>>")
TOK_RE = re.compile(r"\s*(\d+(?:\.\d+)?|\.\d+|[-+*/()])")
NUMTOK = r"\$?\d[\d,]*(?:\.\d+)?%?"
VIS_RE = re.compile(
    r"(\(*\s*" + NUMTOK + r"\s*\)*(?:\s*[-+*/x×÷]\s*\(*\s*" + NUMTOK + r"\s*\)*)*)\s*=\s*$"
)
POST_RE = re.compile(r"^\s*(-?\d[\d,]*(?:\.\d+)?)")


def tokenize_expr(expr):
    toks, pos = [], 0
    expr = expr.strip()
    while pos < len(expr):
        m = TOK_RE.match(expr, pos)
        if not m:
            return None
        t = m.group(1)
        if t in "+-*/()":
            toks.append(t)
        else:
            toks.append(float(t))
        pos = m.end()
    return toks


def eval_toks(toks):
    s = "".join(t if isinstance(t, str) else repr(float(t)) for t in toks)
    try:
        v = eval(s, {"__builtins__": {}}, {})  # only digits/ops/parens reach here
        return float(v)
    except Exception:
        return None


def parse_solution(question, answer):
    lines_raw = [l for l in answer.split("\n") if l.strip()]
    final = None
    body = []
    for l in lines_raw:
        if l.startswith("####"):
            final = parse_num(l[4:])
        else:
            body.append(l)
    if final is None or not body:
        return None
    calcs, lines = [], []
    for raw in body:
        parts, pos = [], 0
        for m in ANN_RE.finditer(raw):
            pre = raw[pos:m.start()]
            ann = m.group(1)
            post = raw[m.end():]
            pm = POST_RE.match(post)
            if "=" not in ann or not pm:
                parts.append(pre)
                pos = m.end()
                continue
            expr, _, res = ann.rpartition("=")
            resv = parse_num(res)
            toks = tokenize_expr(expr)
            val = eval_toks(toks) if toks else None
            fixed = toks is None or val is None or resv is None or not same(val, resv)
            cur = False
            p = pre.rstrip()
            if p.endswith("$"):
                cur = True
                pre = p[:-1] + (" " if p[:-1].endswith("=") else "")
            visible = False
            vm = VIS_RE.search(pre)
            if vm and not fixed:
                vis = vm.group(1).replace("x", "*").replace("×", "*").replace("÷", "/").replace("$", "")
                vt = tokenize_expr(vis.replace(",", "").replace("%", ""))
                vv = eval_toks(vt) if vt else None
                g = vm.group(1)
                if vv is not None and same(vv, resv) and g.count("(") == g.count(")"):
                    visible = True
                    pre = pre[: vm.start()]
                    if pre and not pre[-1].isspace():
                        pre += " "
                    if vm.group(1).lstrip().startswith("$"):
                        cur = True
            # expression written in the text but not parseable (units, words): never re-render it
            textexpr = not visible and pre.rstrip().endswith("=")
            if fixed:
                parts.append(pre + pm.group(1))
            else:
                parts.append(pre)
                calcs.append({"toks": toks, "res": resv, "visible": visible, "cur": cur, "line": len(lines),
                              "textexpr": textexpr})
                parts.append(len(calcs) - 1)
            pos = m.end() + pm.end()
        parts.append(raw[pos:])
        lines.append([p for p in parts if p != ""])
    qnums = [v for v in (parse_num(x) for x in NUM_RE.findall(question)) if v is not None]
    return {"question": question, "lines": lines, "calcs": calcs, "final": final, "qnums": qnums}


# ---------------------------------------------------------------- rendering

OPS = {
    "plain": {"*": "*", "/": "/"},
    "x": {"*": "x", "/": "/"},
    "times": {"*": "×", "/": "÷"},
    "latex": {"*": "\\times", "/": "\\div"},
}


def random_style(rng):
    latex = rng.random() < 0.25
    return {
        "ops": "latex" if latex else rng.choice(["plain", "plain", "x", "times"]),
        "spaces": latex or rng.random() < 0.6,
        "number": rng.choice(["none", "none", "step", "dot"]),
        "show_hidden": rng.random() < 0.45,
        "connectors": rng.random() < 0.35,
        "dollar": "\\$" if latex and rng.random() < 0.7 else "$",
        "commas": rng.random() < 0.3,
        "final": rng.choice(["hash", "answer", "so", "boxed", "therefore", "colon", "none"])
        if not latex
        else rng.choice(["boxed", "boxed", "so", "answer"]),
        "wrap": latex and rng.random() < 0.5,
        "intro": rng.random() < 0.1,
    }


def render_expr(toks, style):
    om = OPS[style["ops"]]
    out = []
    for t in toks:
        if isinstance(t, str):
            if t in "+-*/":
                sym = om.get(t, t)
                out.append(f" {sym} " if style["spaces"] else sym)
            else:
                out.append(t)
        else:
            out.append(fmt(t, style["commas"]))
    s = "".join(out)
    # keep "\times" from gluing onto the next digit when spaces are off
    return s.replace("\\times", "\\times ").replace("\\div", "\\div ").replace("  ", " ")


def render_calc(c, style):
    res = fmt(c["res"], style["commas"])
    if c["cur"]:
        res = style["dollar"] + res
    show = c["visible"] or (style["show_hidden"] and not c.get("textexpr"))
    if not show:
        return res
    eq = " = " if style["spaces"] else "="
    body = render_expr(c["toks"], style) + eq + res
    if style["wrap"]:
        return "\\( " + body + " \\)"
    return body


CONNECT_FIRST = ["First, ", "To start, ", ""]
CONNECT_MID = ["Then, ", "Next, ", "Now, ", ""]
CONNECT_LAST = ["Finally, ", "So, ", ""]


LOWERABLE = {"The", "He", "She", "They", "It", "There", "We", "So", "This", "That", "In", "If", "Then",
             "Each", "His", "Her", "Their", "All", "After", "She's", "He's", "Since", "Now", "To"}


def lower_first(s):
    if s.split(" ", 1)[0] in LOWERABLE:
        return s[0].lower() + s[1:]
    return s


def render_final(v, style, rng_choice):
    a = fmt(v, style["commas"])
    kind = style["final"]
    if kind == "hash":
        return f"#### {a}"
    if kind == "answer":
        return f"The answer is {a}."
    if kind == "so":
        return f"So the answer is {a}."
    if kind == "boxed":
        return f"The final answer is \\boxed{{{a}}}."
    if kind == "therefore":
        return f"Therefore, the answer is {a}."
    if kind == "colon":
        return f"Answer: {a}"
    return None


def render(sol, style, seed):
    """Returns the list of step strings (one per line, plus an optional final-answer step)."""
    rng = random.Random(seed)
    steps = []
    n = len(sol["lines"])
    for i, parts in enumerate(sol["lines"]):
        s = "".join(p if isinstance(p, str) else render_calc(sol["calcs"][p], style) for p in parts)
        s = re.sub(r"\s+", " ", s).strip()
        if style["dollar"] != "$":
            s = s.replace("\\$", "$").replace("$", style["dollar"])
        if style["connectors"] and n > 1:
            pool = CONNECT_FIRST if i == 0 else (CONNECT_LAST if i == n - 1 else CONNECT_MID)
            c = rng.choice(pool)
            if c:
                s = c + lower_first(s)
        steps.append(s)
    fin = render_final(sol["final"], style, rng.choice)
    if fin:
        steps.append(fin)
    if style["number"] == "step":
        steps = [f"Step {i + 1}: {s}" for i, s in enumerate(steps)]
    elif style["number"] == "dot":
        steps = [f"{i + 1}. {s}" for i, s in enumerate(steps)]
    return steps


# ---------------------------------------------------------------- perturbation

UNIT_SWAP = {60: [100, 24, 30], 100: [10, 1000, 60], 12: [10, 24, 52], 7: [5, 30], 24: [12, 60],
             52: [12, 48], 365: [360, 52], 1000: [100], 30: [31, 7], 4: [3, 2], 3: [4], 2: [3, 4],
             10: [100, 12], 16: [12, 8], 8: [16, 10]}


def slip(v, rng):
    cands = []
    if is_int(v):
        iv = int(round(v))
        s = str(abs(iv))
        for d in (1, 2, 10, -1, -2, -10, 5, -5, 100):
            cands.append(iv + d)
        if len(s) >= 2:
            j = rng.randrange(len(s) - 1)
            sw = s[:j] + s[j + 1] + s[j] + s[j + 2:]
            if sw[0] != "0":
                cands += [int(sw) * (1 if iv >= 0 else -1)] * 3
            k = rng.randrange(len(s))
            dig = str((int(s[k]) + rng.choice([1, -1, 2])) % 10)
            nd = s[:k] + dig + s[k + 1:]
            if nd[0] != "0":
                cands += [int(nd) * (1 if iv >= 0 else -1)] * 3
        cands += [iv * 10, iv // 10 if abs(iv) >= 20 else iv + 3]
    else:
        cands = [v * 10, v / 10, v + 1, v - 1, round(v + 0.1, 2), round(v - 0.1, 2), round(v)]
    cands = [float(c) for c in cands if not same(float(c), v) and nice(float(c)) and (v < 0 or c > 0)]
    return rng.choice(cands) if cands else None


def operand_positions(toks):
    return [i for i, t in enumerate(toks) if not isinstance(t, str)]


def binop_positions(toks):
    out = []
    for i, t in enumerate(toks):
        if t in ("+", "-", "*", "/") and i > 0 and toks[i - 1] not in ("(", "+", "-", "*", "/"):
            out.append(i)
    return out


def recompute(toks):
    v = eval_toks(toks)
    if v is None:
        return None
    return round(v, 2) if not nice(v) else v


def propagate(sol, start_calc, mapping, qnums):
    """Recompute every calc after start_calc whose operands use a changed value."""
    for ci in range(start_calc + 1, len(sol["calcs"])):
        c = sol["calcs"][ci]
        changed = False
        for i in operand_positions(c["toks"]):
            for old, new in mapping.items():
                if same(c["toks"][i], old):
                    c["toks"][i] = new
                    changed = True
                    break
        if changed:
            nv = recompute(c["toks"])
            if nv is None or abs(nv) > 1e9 or (nv < 0 <= c["res"]):
                return False
            if not same(nv, c["res"]):
                if any(same(c["res"], q) for q in qnums):
                    return False  # ambiguous: the old value also appears in the problem
                mapping[c["res"]] = nv
                c["res"] = nv
    # plain-text mentions of a changed value in later lines
    for li, parts in enumerate(sol["lines"]):
        if li <= sol["calcs"][start_calc]["line"] if start_calc >= 0 else False:
            continue
        for pi, p in enumerate(parts):
            if isinstance(p, str):
                def sub(m):
                    v = parse_num(m.group(0))
                    for old, new in mapping.items():
                        if v is not None and same(v, old):
                            return fmt(new)
                    return m.group(0)
                parts[pi] = NUM_RE.sub(sub, p)
    for old, new in mapping.items():
        if same(sol["final"], old):
            sol["final"] = new
            break
    return True


ERROR_KINDS = ["arithmetic", "wrong-operation", "wrong-quantity", "dropped-step", "percent-base", "unit",
               "ignored-condition", "double-count", "off-by-one", "relation-twice", "over-continuation"]
# The last five are the reasoning errors real solvers make (issue #11: a condition ignored, double
# counting, off-by-one in counting, a relation applied twice, going one step past the question);
# their arithmetic is always right, so only the reasoning is wrong.
KIND_WEIGHTS = [0.16, 0.15, 0.14, 0.08, 0.04, 0.05, 0.12, 0.06, 0.08, 0.08, 0.04]
RELATION_WORDS = re.compile(r"\b(times|twice|thrice|double|triple|half|as (?:many|much|long|old|fast))\b", re.I)


def _flat(toks):
    return "(" not in toks and ")" not in toks


def early_stop(sol, style, rng):
    """The solver stops after an intermediate result and states it as the answer: every line
    kept is true, the closing answer line is the first faulty step. Needs a closing line."""
    if style["final"] == "none" or len(sol["lines"]) < 2:
        return None
    lines_with_calc = sorted({c["line"] for c in sol["calcs"] if c["line"] < len(sol["lines"]) - 1})
    for _ in range(3):
        if not lines_with_calc:
            return None
        li = rng.choice(lines_with_calc)
        res = [c["res"] for c in sol["calcs"] if c["line"] == li][-1]
        if same(res, sol["final"]) or not nice(res):
            lines_with_calc.remove(li)
            continue
        s = copy.deepcopy(sol)
        s["lines"] = s["lines"][: li + 1]  # calcs stay indexed as before; later ones are unused
        s["final"] = res
        return s, li + 1, "early-stop"
    return None


def ignored_condition(toks, prev, sol, rng):
    """A sum or difference of three or more terms loses one term (a condition left out)."""
    ops = operand_positions(toks)
    if not _flat(toks) or len(ops) < 3 or any(t in ("*", "/") for t in toks if isinstance(t, str)):
        return None
    j = rng.choice(ops[1:])
    return toks[: j - 1] + toks[j + 1:]


def double_count(toks, prev, sol, rng):
    """A total adds a part that is already in it (or an earlier result) a second time."""
    if not _flat(toks) or "+" not in toks or any(t in ("*", "/", "-") for t in toks if isinstance(t, str)):
        return None
    pool = [t for t in toks if not isinstance(t, str)] + prev
    return toks + ["+", float(rng.choice(pool))]


def off_by_one(toks, prev, sol, rng):
    """Counting intervals or days inclusively/exclusively the wrong way: a difference is off by one."""
    if not _flat(toks) or toks.count("-") != 1 or any(t in ("*", "/") for t in toks if isinstance(t, str)):
        return None
    if not all(is_int(t) for t in toks if not isinstance(t, str)):
        return None
    return toks + [rng.choice(["+", "-"]), 1.0]


def relation_twice(toks, prev, sol, rng):
    """"4 times as long" applied twice: a factor of a relation is used again on its own result."""
    if not RELATION_WORDS.search(sol["question"]) or not _flat(toks):
        return None
    cands = [i for i in operand_positions(toks) if i > 0 and toks[i - 1] in ("*", "/") and 1 < toks[i] <= 12]
    if not cands:
        return None
    i = rng.choice(cands)
    return toks[: i + 1] + [toks[i - 1], toks[i]] + toks[i + 1:]


REASONING = {"ignored-condition": ignored_condition, "double-count": double_count, "off-by-one": off_by_one,
             "relation-twice": relation_twice}
CONTINUE_TEXT = ["Then {e} left.", "So the total is {e}.", "After that, {e}.", "That means {e} in the end."]


def over_continuation(sol, rng):
    """The solver goes one step past the question: the right result, then one more operation with
    a number of the problem. The extra line is the first faulty step."""
    if not sol["calcs"] or not same(sol["calcs"][-1]["res"], sol["final"]) or not sol["qnums"]:
        return None
    for _ in range(4):
        q = float(rng.choice(sol["qnums"]))
        op = rng.choice(["+", "-", "*", "/"]) if q != 1 else rng.choice(["+", "-"])
        toks = [sol["final"], op, q]
        nv = recompute(toks)
        if nv is None or not nice(nv) or nv <= 0 or same(nv, sol["final"]):
            continue
        s = copy.deepcopy(sol)
        text = rng.choice(CONTINUE_TEXT).split("{e}")
        s["calcs"].append({"toks": toks, "res": nv, "visible": True, "cur": s["calcs"][-1]["cur"],
                           "line": len(s["lines"]), "textexpr": False})
        s["lines"].append([text[0], len(s["calcs"]) - 1, text[1]])
        s["final"] = nv
        return s, len(s["lines"]) - 1, "over-continuation"
    return None


def perturb(sol, style, rng, kind=None):
    """Returns (faulty_sol, first_error_line, kind) or None."""
    if not sol["calcs"]:
        return None
    kind = kind or rng.choices(ERROR_KINDS, KIND_WEIGHTS)[0]
    if kind == "early-stop":
        return early_stop(sol, style, rng)
    if kind == "over-continuation":
        return over_continuation(sol, rng)
    for _attempt in range(6):
        s = copy.deepcopy(sol)
        ci = rng.randrange(len(s["calcs"]))
        c = s["calcs"][ci]
        old = c["res"]
        prev_results = [x["res"] for x in s["calcs"][:ci]]
        if any(same(old, q) for q in s["qnums"]):
            continue
        if kind != "arithmetic" and c.get("textexpr"):
            continue
        if kind in REASONING:
            nt = REASONING[kind](c["toks"], prev_results, s, rng)
            if nt is None:
                continue
            c["toks"] = nt
            nv = recompute(nt)
            if nv is None or same(nv, old) or nv < 0 <= old:
                continue
            c["res"] = nv
        elif kind == "arithmetic":
            if not (c["visible"] or c.get("textexpr") or style["show_hidden"]):
                continue
            nv = slip(old, rng)
            if nv is None:
                continue
            c["res"] = nv
        elif kind == "wrong-operation":
            bps = binop_positions(c["toks"])
            if not bps:
                continue
            i = rng.choice(bps)
            alt = {"+": ["-", "*"], "-": ["+"], "*": ["+", "/"], "/": ["*", "-", "+"]}[c["toks"][i]]
            c["toks"][i] = rng.choice(alt)
            nv = recompute(c["toks"])
            if nv is None or same(nv, old) or nv < 0 <= old:
                continue
            c["res"] = nv
        elif kind in ("wrong-quantity", "percent-base", "unit"):
            ops = operand_positions(c["toks"])
            if not ops:
                continue
            if kind == "unit":
                ops = [i for i in ops if is_int(c["toks"][i]) and int(c["toks"][i]) in UNIT_SWAP]
                if not ops:
                    continue
                i = rng.choice(ops)
                c["toks"][i] = float(rng.choice(UNIT_SWAP[int(c["toks"][i])]))
            else:
                if kind == "percent-base":
                    tk = c["toks"]
                    has_pct = any((not isinstance(t, str)) and 0 < t < 1 for t in tk) or any(
                        tk[j] == "/" and tk[j + 1] == 100.0 for j in range(len(tk) - 1))
                    if not has_pct:
                        continue
                    ops = [i for i in ops if not (0 < c["toks"][i] < 1 or c["toks"][i] == 100)]
                    pool = prev_results + s["qnums"]
                else:
                    pool = s["qnums"] + prev_results
                if not ops:
                    continue
                i = rng.choice(ops)
                pool = [p for p in pool if not same(p, c["toks"][i]) and p > 0]
                if not pool:
                    continue
                c["toks"][i] = float(rng.choice(pool))
            nv = recompute(c["toks"])
            if nv is None or same(nv, old) or nv < 0 <= old:
                continue
            c["res"] = nv
        elif kind == "dropped-step":
            ops = operand_positions(c["toks"])
            if not ops or ci == len(s["calcs"]) - 1:
                continue
            # the solver skips this calc and later uses its first operand instead of its result
            stale = c["toks"][ops[0]]
            line = c["line"]
            if sum(1 for x in s["calcs"] if x["line"] == line) != 1 or len(s["lines"]) < 2:
                continue
            mapping = {old: stale}
            if not propagate(s, ci, mapping, s["qnums"]):
                continue
            changed_lines = [s["calcs"][j]["line"] for j in range(ci + 1, len(s["calcs"]))
                             if s["calcs"][j]["toks"] != sol["calcs"][j]["toks"] and s["calcs"][j]["line"] != line]
            if not changed_lines:
                continue
            first = min(changed_lines)
            del s["lines"][line]
            for x in s["calcs"]:
                if x["line"] > line:
                    x["line"] -= 1
            if same(s["final"], sol["final"]):
                continue
            return s, first - 1, kind
        if not nice(c["res"]):
            continue
        mapping = {old: c["res"]}
        if not propagate(s, ci, mapping, s["qnums"]):
            continue
        if same(s["final"], sol["final"]):
            continue
        return s, c["line"], kind
    return None


# ---------------------------------------------------------------- side quantities

# A true quantity off the solution's path ("each ticket costs 20.25 / 3 = 6.75") is not an error;
# using it where another quantity belongs is. Correct solutions sometimes carry such a line, and
# the misuse is one more reasoning error, so a line off the reference's path is not "wrong" by
# itself to the model: what follows decides.
SIDE_TEXT = ["That is {e}{u}.", "There are {e}{u}.", "Note that {e}{u}.", "We also know that {e}{u}.",
             "This gives {e}{u}.", "Also, {e}{u}.", "Together that is {e}{u}.", "So {e}{u}."]
UNIT_AFTER_RE = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s+([a-z]{3,})")
NOT_UNITS = {"and", "each", "for", "the", "per", "more", "less", "times", "with", "from", "than", "are", "was",
             "were", "his", "her", "their", "its", "but", "that", "this", "who", "how", "what", "will", "had",
             "has", "have", "into", "out", "off", "left", "all", "other", "new", "old", "one", "two"}


def _unit_after(question, v):
    for m in UNIT_AFTER_RE.finditer(question):
        n = parse_num(m.group(1))
        if n is not None and same(n, v) and m.group(2) not in NOT_UNITS:
            return " " + m.group(2)
    return ""


def _side_calc(sol, k, rng):
    """Two numbers known before line k (the problem's or earlier results) combined by one
    operation into a new, true value that the solution never uses."""
    known = list(sol["qnums"]) + [c["res"] for c in sol["calcs"] if c["line"] < k]
    known = [v for v in known if v > 0]
    taken = list(sol["qnums"]) + [c["res"] for c in sol["calcs"]] + [sol["final"]]
    if len(known) < 2:
        return None
    for _ in range(8):
        a, b = rng.sample(known, 2)
        op = rng.choice(["+", "-", "*", "/"])
        if op in ("-", "/") and a < b:
            a, b = b, a
        toks = [float(a), op, float(b)]
        v = recompute(toks)
        if v is None or not nice(v) or v <= 0 or any(same(v, t) for t in taken) or v > 1e7:
            continue
        return toks, v
    return None


def add_side_line(sol, rng):
    """Returns (sol with one true side line inserted, its line index) or None."""
    n = len(sol["lines"])
    for _ in range(3):
        k = rng.randrange(n)
        sc = _side_calc(sol, k, rng)
        if sc is None:
            continue
        toks, v = sc
        s = copy.deepcopy(sol)
        pos = sum(1 for c in s["calcs"] if c["line"] < k)
        for parts in s["lines"]:
            for i, p in enumerate(parts):
                if not isinstance(p, str) and p >= pos:
                    parts[i] = p + 1
        for c in s["calcs"]:
            if c["line"] >= k:
                c["line"] += 1
        s["calcs"].insert(pos, {"toks": toks, "res": v, "visible": True, "cur": False, "line": k,
                                "textexpr": False})
        text = rng.choice(SIDE_TEXT).replace("{u}", _unit_after(s["question"], toks[0])).split("{e}")
        s["lines"].insert(k, [text[0], pos, text[1]])
        return s, k
    return None


def misused_side(sol, rng):
    """A true side quantity, then the next calculation uses it in place of one of its operands
    (the first faulty step is that calculation's line; the side line itself is right)."""
    side = add_side_line(sol, rng)
    if side is None:
        return None
    s, k = side
    pos = next(i for i, c in enumerate(s["calcs"]) if c["line"] == k)
    v = s["calcs"][pos]["res"]
    later = [i for i, c in enumerate(s["calcs"]) if c["line"] > k and not c.get("textexpr")]
    if not later:
        return None
    ci = later[0]
    c = s["calcs"][ci]
    old = c["res"]
    if any(same(old, q) for q in s["qnums"]):
        return None
    ops = [i for i in operand_positions(c["toks"]) if not same(c["toks"][i], v)]
    if not ops:
        return None
    c["toks"][rng.choice(ops)] = v
    nv = recompute(c["toks"])
    if nv is None or not nice(nv) or same(nv, old) or nv < 0 <= old:
        return None
    c["res"] = nv
    final = s["final"]
    if not propagate(s, ci, {old: nv}, s["qnums"]) or same(s["final"], final):
        return None
    return s, c["line"], "misused-side-quantity"
