// What the load tools send as a student's check: the bank's reference solution or one with a
// typical slip, drawn from a seeded generator so that every run sends the same mix. No database
// or network here, so the worker-pool benchmark (scripts/bench-pool.ts) sends the same checks.

/** Deterministic PRNG so runs send the same mix. */
export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A student's submission: the reference solution (correct), or with a typical slip: the last
 * number of one step off by a little (arithmetic) or its sign flipped.
 */
export function checkBody(problem, wrong, rand) {
  const steps = [...problem.steps];
  if (wrong) {
    const withNumbers = steps.map((s, i) => (/\d/.test(s) ? i : -1)).filter((i) => i >= 0);
    const i = withNumbers[Math.floor(rand() * withNumbers.length)];
    const flip = rand() < 0.3;
    steps[i] = steps[i].replace(/(-?)(\d+(?:\.\d+)?)(?!.*\d)/, (_, sign, num) =>
      flip ? `${sign ? "" : "-"}${num}` : `${sign}${Number(num) + 1 + Math.floor(rand() * 3)}`,
    );
  }
  return { problemId: problem.id, steps };
}
