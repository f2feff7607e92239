"""Platt scaling stays finite and sensible (run by lib/prm/pipeline-smoke.test.ts)."""
import os
import sys
import unittest

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from prmkit.export import fit_platt  # noqa: E402


def _items(probs, labels):
    return [{"label": lab} for lab in labels], probs


class PlattTest(unittest.TestCase):
    def test_separable_scores_keep_a_finite_fit(self):
        # a sharp model: every correct step ~1, every first error ~0 (perfectly separable)
        rng = np.random.default_rng(0)
        probs, labels = [], []
        for k in range(300):
            n = 4
            err = k % 3 - 1  # -1 (no error), 0 or 1
            p = [float(1 - rng.uniform(0, 1e-3)) for _ in range(n)]
            if err >= 0:
                p[err] = float(rng.uniform(0, 1e-3))
            probs.append(p)
            labels.append(err)
        items, probs = _items(probs, labels)
        a, b, n, _ = fit_platt(items, probs)
        self.assertTrue(0 < a < 50, a)
        self.assertLess(abs(b), 50)
        sig = lambda q: 1 / (1 + np.exp(-(a * np.log(q / (1 - q)) + b)))  # noqa: E731
        self.assertGreater(sig(0.999), 0.9)
        self.assertLess(sig(0.001), 0.1)

    def test_a_saturated_miss_does_not_blow_up_the_fit(self):
        # scores pinned at 0 and 1 (clamped logits of +-13.8) and one first error the model scored
        # 1.0: the undamped, unpenalised Newton step was ~1e7 (a = 2e7: every score mapped to 0 or 1)
        probs = [[1.0] * 4 for _ in range(300)] + [[1.0, 0.0] for _ in range(100)] + [[1.0, 1.0]]
        labels = [-1] * 300 + [1] * 100 + [1]
        a, b, _, _ = fit_platt(*_items(probs, labels))
        self.assertTrue(0 < a < 50, a)
        self.assertLess(abs(b), 50)

    def test_noisy_scores_fit_close_to_the_unpenalised_answer(self):
        # p already calibrated: the fit should stay near the identity
        rng = np.random.default_rng(1)
        probs, labels = [], []
        for _ in range(2000):
            q = float(rng.uniform(0.05, 0.95))
            wrong = rng.uniform() > q
            probs.append([q])
            labels.append(0 if wrong else -1)
        a, b, _, _ = fit_platt(*_items(probs, labels))
        self.assertAlmostEqual(a, 1.0, delta=0.2)
        self.assertAlmostEqual(b, 0.0, delta=0.2)


if __name__ == "__main__":
    unittest.main()
