"""Small generated problems (linear equations, fractions, percentages, integers, order of
operations) with the misconceptions students really make, errors propagated to the end.

Each generator returns (problem, correct_steps, faulty_steps, first_error_index, kind).
"""
import random
from fractions import Fraction

from .numfmt import fmt


def fr(q, style):
    q = Fraction(q)
    if q.denominator == 1:
        return str(q.numerator)
    if style.get("decimal") and (q * 100).denominator == 1:
        return fmt(float(q))
    if style.get("latex"):
        sign = "-" if q < 0 else ""
        return f"{sign}\\frac{{{abs(q.numerator)}}}{{{q.denominator}}}"
    return f"{q.numerator}/{q.denominator}"


def lin(a, b, var="x"):
    """'3x + 5' style rendering of a*x + b."""
    a_s = "" if a == 1 else ("-" if a == -1 else str(a))
    s = f"{a_s}{var}"
    if b > 0:
        s += f" + {b}"
    elif b < 0:
        s += f" - {-b}"
    return s


def say(style, verb, text):
    return f"{verb}: {text}" if style.get("verbose") else text


def linear(rng, style):
    a = rng.randint(2, 9)
    x = rng.randint(-6, 12)
    b = rng.choice([i for i in range(-20, 21) if i != 0])
    c = a * x + b
    v = rng.choice(["x", "x", "y", "n"])
    prob = f"Solve for {v}: {lin(a, b, v)} = {c}"
    mv = "Subtract" if b > 0 else "Add"
    good = [
        say(style, f"{mv} {abs(b)} {'from' if b > 0 else 'to'} both sides", f"{a}{v} = {c} {'-' if b > 0 else '+'} {abs(b)}"),
        f"{a}{v} = {c - b}",
        say(style, f"Divide both sides by {a}", f"{v} = {c - b}/{a}"),
        f"{v} = {x}",
    ]
    kind = rng.choice(["sign", "one-side-only", "arithmetic", "divide"])
    bad = list(good)
    if kind == "sign":
        rhs = c + b
        bad[0] = say(style, f"{mv} {abs(b)} {'from' if b > 0 else 'to'} both sides", f"{a}{v} = {c} {'+' if b > 0 else '-'} {abs(b)}")
        err = 0
    elif kind == "one-side-only":
        rhs = c
        bad[0] = say(style, f"{mv} {abs(b)} {'from' if b > 0 else 'to'} the left side", f"{a}{v} = {c}")
        err = 0
    elif kind == "arithmetic":
        rhs = c - b + rng.choice([-2, -1, 1, 2, 10])
        err = 1
    else:
        rhs = c - b
        bad[2] = say(style, f"Divide both sides by {a}", f"{v} = {a}/{rhs}" if rhs else f"{v} = {a}")
        bad[3] = f"{v} = {fr(Fraction(a, rhs), style)}" if rhs else f"{v} = {a}"
        return prob, good, bad, 2, "divide"
    bad[1] = f"{a}{v} = {rhs}"
    bad[2] = say(style, f"Divide both sides by {a}", f"{v} = {rhs}/{a}")
    bad[3] = f"{v} = {fr(Fraction(rhs, a), style)}"
    if kind == "one-side-only":
        bad = [bad[0]] + bad[2:]
        err = 0
    return prob, good, bad, err, kind


def distribution(rng, style):
    a = rng.randint(2, 7)
    b = rng.choice([i for i in range(-9, 10) if i != 0])
    x = rng.randint(-5, 10)
    c = a * (x + b)
    v = rng.choice(["x", "x", "y"])
    bs = f"+ {b}" if b > 0 else f"- {-b}"
    prob = f"Solve for {v}: {a}({v} {bs}) = {c}"
    good = [
        say(style, "Distribute", f"{lin(a, a * b, v)} = {c}"),
        f"{a}{v} = {c - a * b}",
        f"{v} = {x}",
    ]
    kind = rng.choice(["distribution", "distribution", "sign"])
    if kind == "distribution":
        k = b
        first = say(style, "Distribute", f"{lin(a, k, v)} = {c}")
    else:
        k = -a * b
        first = say(style, "Distribute", f"{lin(a, k, v)} = {c}")
    bad = [first, f"{a}{v} = {c - k}", f"{v} = {fr(Fraction(c - k, a), style)}"]
    return prob, good, bad, 0, kind


def fraction_add(rng, style):
    while True:
        b, d = rng.randint(2, 9), rng.randint(2, 9)
        a, c = rng.randint(1, b - 1) if b > 1 else 1, rng.randint(1, d - 1) if d > 1 else 1
        if b != d:
            break
    op = rng.choice(["+", "+", "-"])
    prob = f"Compute {a}/{b} {op} {c}/{d}"
    lcd = b * d // __import__("math").gcd(b, d)
    a2, c2 = a * lcd // b, c * lcd // d
    num = a2 + c2 if op == "+" else a2 - c2
    res = Fraction(num, lcd)
    good = [
        f"The common denominator is {lcd}.",
        f"{a}/{b} = {a2}/{lcd} and {c}/{d} = {c2}/{lcd}",
        f"{a2}/{lcd} {op} {c2}/{lcd} = {num}/{lcd}",
    ]
    if res.denominator != lcd:
        good.append(f"{num}/{lcd} = {fr(res, {})}")
    kind = rng.choice(["fraction", "fraction", "arithmetic"])
    if kind == "fraction":
        wn = a + c if op == "+" else a - c
        wd = b + d if op == "+" else b - d
        if wd == 0:
            wd = b + d
        bad = [f"{a}/{b} {op} {c}/{d} = {wn}/{wd}", f"The answer is {fr(Fraction(wn, wd), {})}."]
        good = good + [f"The answer is {fr(res, {})}."]
        return prob, good, bad, 0, kind
    wa2 = a * lcd // b + rng.choice([1, -1])
    wnum = wa2 + c2 if op == "+" else wa2 - c2
    bad = [good[0], f"{a}/{b} = {wa2}/{lcd} and {c}/{d} = {c2}/{lcd}", f"{wa2}/{lcd} {op} {c2}/{lcd} = {wnum}/{lcd}"]
    wres = Fraction(wnum, lcd)
    if wres.denominator != lcd:
        bad.append(f"{wnum}/{lcd} = {fr(wres, {})}")
    return prob, good, bad, 1, kind


def percent(rng, style):
    p = rng.choice([5, 10, 15, 20, 25, 30, 40, 50, 75])
    n = rng.choice([20, 40, 60, 80, 120, 150, 200, 240, 300, 500])
    item = rng.choice(["jacket", "bike", "lamp", "game", "pair of shoes"])
    d = p * n / 100
    prob = f"A {item} costs ${n}. It is on sale for {p}% off. What is the sale price?"
    good = [f"The discount is {p}% of ${n} = {p}/100 * {n} = ${fmt(d)}.", f"The sale price is {n} - {fmt(d)} = ${fmt(n - d)}."]
    kind = rng.choice(["wrong-operation", "percent-base", "arithmetic"])
    if kind == "wrong-operation":
        bad = [good[0], f"The sale price is {n} + {fmt(d)} = ${fmt(n + d)}."]
        return prob, good, bad, 1, kind
    if kind == "percent-base":
        base = rng.choice([100, n - p])
        wd = p * base / 100
        bad = [f"The discount is {p}% of ${base} = {p}/100 * {base} = ${fmt(wd)}.", f"The sale price is {n} - {fmt(wd)} = ${fmt(n - wd)}."]
        return prob, good, bad, 0, "wrong-quantity"
    wd = d * 10 if rng.random() < 0.5 else d + rng.choice([1, 2, 5])
    bad = [f"The discount is {p}% of ${n} = {p}/100 * {n} = ${fmt(wd)}.", f"The sale price is {n} - {fmt(wd)} = ${fmt(n - wd)}."]
    return prob, good, bad, 0, kind


def integers(rng, style):
    a, b, c = rng.randint(2, 15), rng.randint(2, 15), rng.randint(2, 15)
    prob = f"Evaluate -{a} - {b} + {c}"
    s1 = -a - b
    good = [f"-{a} - {b} = {s1}", f"{s1} + {c} = {s1 + c}", f"The answer is {s1 + c}."]
    w1 = -a + b if rng.random() < 0.5 else a + b
    bad = [f"-{a} - {b} = {w1}", f"{w1} + {c} = {w1 + c}", f"The answer is {w1 + c}."]
    return prob, good, bad, 0, "sign"


def order_ops(rng, style):
    a, b, c = rng.randint(2, 12), rng.randint(2, 9), rng.randint(2, 9)
    op = rng.choice(["*", "x"])
    prob = f"Evaluate {a} + {b} {op} {c}"
    good = [f"{b} {op} {c} = {b * c}", f"{a} + {b * c} = {a + b * c}", f"The answer is {a + b * c}."]
    bad = [f"{a} + {b} = {a + b}", f"{a + b} {op} {c} = {(a + b) * c}", f"The answer is {(a + b) * c}."]
    return prob, good, bad, 0, "order-of-operations"


GENERATORS = [(linear, 0.35), (distribution, 0.2), (fraction_add, 0.15), (percent, 0.1), (integers, 0.1), (order_ops, 0.1)]


def sample(rng):
    gens, w = zip(*GENERATORS)
    g = rng.choices(gens, w)[0]
    style = {"verbose": rng.random() < 0.4, "latex": rng.random() < 0.15, "decimal": rng.random() < 0.3,
             "number": rng.choice(["none", "none", "step"])}
    prob, good, bad, err, kind = g(rng, style)
    if style["number"] == "step":
        good = [f"Step {i + 1}: {s}" for i, s in enumerate(good)]
        bad = [f"Step {i + 1}: {s}" for i, s in enumerate(bad)]
    return prob, good, bad, err, kind
