"""A WordPiece tokenizer written as Hugging Face tokenizer.json, with a pure-Python encoder
that reproduces exactly what transformers.js does with that file (verified in Node by
lib/prm/tokenizer-parity.test.ts).

Pre-tokenizer: Sequence[Digits(individual_digits) , Whitespace] -> every digit is its own
token; Whitespace is /\\w+|[^\\w\\s]+/ with ASCII \\w and JavaScript's \\s.
"""
import json
import re
from collections import Counter

SPECIALS = ["<pad>", "<s>", "</s>", "<unk>", "<step>", "<sep>"]
PAD, BOS, EOS, UNK, STEP, SEP = range(6)
JS_WS = "\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
DIGITS_RE = re.compile(r"[^0-9]+|[0-9]")
WS_RE = re.compile(r"[A-Za-z0-9_]+|[^A-Za-z0-9_" + JS_WS + r"]+")
EXTRA_CHARS = "×÷−–—‘’“”…°€£¥¢½¼¾²³√π≈≠≤≥·•→"


def pre_tokenize(text):
    out = []
    for piece in DIGITS_RE.findall(text):
        out.extend(WS_RE.findall(piece))
    return out


def build_vocab(texts, size=4000, min_count=3):
    counts = Counter()
    for t in texts:
        counts.update(pre_tokenize(t))
    base = [chr(c) for c in range(33, 127)] + list(EXTRA_CHARS)
    vocab = list(SPECIALS)
    seen = set(vocab)
    for ch in base:
        for tok in (ch, "##" + ch):
            if tok not in seen:
                vocab.append(tok)
                seen.add(tok)
    for w, c in counts.most_common():
        if len(vocab) >= size or c < min_count:
            break
        if w not in seen and len(w) > 1:
            vocab.append(w)
            seen.add(w)
    return vocab


class WordPieceTokenizer:
    def __init__(self, vocab):
        self.vocab = list(vocab)
        self.ids = {t: i for i, t in enumerate(self.vocab)}
        self.special_re = re.compile("(" + "|".join(re.escape(s) for s in SPECIALS) + ")")

    def _word(self, w):
        chars = list(w)
        if len(chars) > 100:
            return [UNK]
        out, start = [], 0
        while start < len(chars):
            end, cur = len(chars), None
            while start < end:
                sub = "".join(chars[start:end])
                if start > 0:
                    sub = "##" + sub
                if sub in self.ids:
                    cur = sub
                    break
                end -= 1
            if cur is None:
                return [UNK]
            out.append(self.ids[cur])
            start = end
        return out

    def encode(self, text):
        ids = []
        for part in self.special_re.split(text):
            if not part:
                continue
            if part in SPECIALS:
                ids.append(self.ids[part])
                continue
            for w in pre_tokenize(part):
                ids.extend(self._word(w))
        return ids

    def save(self, out_dir):
        tok = {
            "version": "1.0",
            "truncation": None,
            "padding": None,
            "added_tokens": [
                {"id": i, "content": s, "single_word": False, "lstrip": False, "rstrip": False,
                 "normalized": False, "special": True}
                for i, s in enumerate(SPECIALS)
            ],
            "normalizer": None,
            "pre_tokenizer": {"type": "Sequence", "pretokenizers": [
                {"type": "Digits", "individual_digits": True},
                {"type": "Whitespace"},
            ]},
            "post_processor": None,
            "decoder": {"type": "WordPiece", "prefix": "##", "cleanup": True},
            "model": {"type": "WordPiece", "unk_token": "<unk>", "continuing_subword_prefix": "##",
                      "max_input_chars_per_word": 100, "vocab": self.ids},
        }
        with open(f"{out_dir}/tokenizer.json", "w") as f:
            json.dump(tok, f, ensure_ascii=False)
        cfg = {
            "tokenizer_class": "PreTrainedTokenizerFast",
            "bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>", "pad_token": "<pad>",
            "additional_special_tokens": ["<step>", "<sep>"],
            "model_max_length": 1024,
            "clean_up_tokenization_spaces": False,
        }
        with open(f"{out_dir}/tokenizer_config.json", "w") as f:
            json.dump(cfg, f, indent=2)

    @classmethod
    def load(cls, path):
        with open(path) as f:
            ids = json.load(f)["model"]["vocab"]
        vocab = [None] * len(ids)
        for t, i in ids.items():
            vocab[i] = t
        return cls(vocab)


MAX_PROBLEM = 160
# The reference solution's head: GSM8K references are 60-200 tokens (p95 of MR-GSM8K's with the
# problem and steps: 713 tokens, measured by `pipeline.py --stage measure`).
MAX_REFERENCE = 256


def reference_text(reference):
    """One string for a reference given as a list of steps or as text (newlines are whitespace
    to the pre-tokenizer, so both give the same ids)."""
    if not reference:
        return ""
    return "\n".join(reference) if isinstance(reference, list) else reference


def encode_example(tok, problem, steps, max_len=320, max_problem=MAX_PROBLEM, reference=None,
                   max_reference=MAX_REFERENCE):
    """[BOS] problem [SEP] (reference [SEP]) step1 <step> step2 <step> ... ; returns ids and tag
    positions. With a reference the model judges each step against it (a second [SEP] marks
    where the steps begin); without one it judges the steps alone.

    Mirrors lib/prm/encode.ts: problem and reference heads kept (max_problem / max_reference
    tokens), steps that do not fit entirely are dropped (they get no score)."""
    ids = [BOS] + tok.encode(problem)[:max_problem] + [SEP]
    ref = reference_text(reference)
    if ref:
        ids += tok.encode(ref)[:max_reference] + [SEP]
    tags = []
    for s in steps:
        sid = tok.encode(s)
        if len(ids) + len(sid) + 1 > max_len:
            break
        ids += sid + [STEP]
        tags.append(len(ids) - 1)
    return ids, tags
