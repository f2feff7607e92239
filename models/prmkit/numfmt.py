"""Number parsing/formatting shared by the GSM8K and algebra generators."""
import math
import re

NUM_RE = re.compile(r"-?\d[\d,]*(?:\.\d+)?|-?\.\d+")


def parse_num(s):
    s = s.replace(",", "").replace("$", "").strip()
    if s.endswith("%"):
        s = s[:-1]
    try:
        return float(s)
    except ValueError:
        return None


def is_int(v):
    return abs(v - round(v)) < 1e-9


def nice(v):
    """True for values a solver would write down exactly (integers or <= 2 decimals)."""
    if v is None or math.isnan(v) or math.isinf(v):
        return False
    return abs(v * 100 - round(v * 100)) < 1e-6


def fmt(v, commas=False):
    if is_int(v):
        s = str(int(round(v)))
        if commas and abs(v) >= 1000:
            s = f"{int(round(v)):,}"
        return s
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    if commas and abs(v) >= 1000:
        ip, _, fp = s.partition(".")
        s = f"{int(ip):,}" + ("." + fp if fp else "")
    return s


def same(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))


def round_like_solver(v):
    """A solver writes non-terminating results rounded to 2 decimals."""
    if nice(v):
        return round(v, 2)
    return round(v, 2)
