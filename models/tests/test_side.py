"""A true side line is right and stays right; its misuse is the first faulty step (prmkit.gsm8k)."""
import os
import random
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from prmkit.gsm8k import add_side_line, eval_toks, misused_side, parse_solution  # noqa: E402
from prmkit.numfmt import same  # noqa: E402
from prmkit.data import stream  # noqa: E402

QUESTION = ("A baker makes 12 trays of 24 cookies. She sells 150 cookies at $2 each. "
            "How much money does she make?")
ANSWER = "She makes 12*24=<<12*24=288>>288 cookies.\nShe earns 150*2=<<150*2=300>>300 dollars.\n#### 300"


def _calc_on(sol, line):
    return next(c for c in sol["calcs"] if c["line"] == line)


class SideLineTest(unittest.TestCase):
    def setUp(self):
        self.sol = parse_solution(QUESTION, ANSWER)

    def test_a_side_line_is_true_new_and_leaves_the_solution_right(self):
        for seed in range(20):
            s, k = add_side_line(self.sol, random.Random(seed))
            c = _calc_on(s, k)
            self.assertTrue(same(eval_toks(c["toks"]), c["res"]))
            self.assertFalse(any(same(c["res"], x["res"]) for x in self.sol["calcs"]))
            self.assertEqual(s["final"], self.sol["final"])
            self.assertEqual(len(s["lines"]), len(self.sol["lines"]) + 1)
            # every other calculation is still the one its line showed before
            self.assertEqual([x["res"] for x in s["calcs"] if x is not c], [x["res"] for x in self.sol["calcs"]])

    def test_the_misuse_is_the_first_faulty_line_after_a_right_side_line(self):
        found = 0
        for seed in range(40):
            out = misused_side(self.sol, random.Random(seed))
            if out is None:
                continue
            s, err, kind = out
            found += 1
            self.assertEqual(kind, "misused-side-quantity")
            side = [c for c in s["calcs"] if c["line"] < err][-1]
            self.assertTrue(same(eval_toks(side["toks"]), side["res"]))
            bad = _calc_on(s, err)
            self.assertTrue(any(not isinstance(t, str) and same(t, side["res"]) for t in bad["toks"]))
            self.assertFalse(same(s["final"], self.sol["final"]))
        self.assertGreater(found, 5)


class SideStreamTest(unittest.TestCase):
    def test_the_stream_labels_side_lines_right_and_their_misuse_wrong(self):
        sol = parse_solution(QUESTION, ANSWER)
        kinds = set()
        st = stream([sol], seed=4, algebra_frac=0.0, side_p=1.0)
        for _ in range(80):
            ex = next(st)
            kinds.add(ex["kind"])
            err = ex["first_error"]
            if err < 0:
                self.assertTrue(all(lab == 1 for lab in ex["labels"]))
            else:
                self.assertEqual(ex["labels"][:err + 1], [1] * err + [0])
            if ex["kind"] == "misused-side-quantity":
                self.assertGreater(err, 0)  # a side line comes first, and it is right
        self.assertIn("misused-side-quantity", kinds)
        self.assertIn("none", kinds)


if __name__ == "__main__":
    unittest.main()
