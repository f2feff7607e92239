// Shape of one seeded bank problem; db/queries/seed.ts validates the same fields.
export type Difficulty = 1 | 2 | 3 | 4 | 5;
export type ProblemSource = "generated" | "gsm8k";

export interface BankProblem {
  /** Stable, readable slug, e.g. "lin2-003" or "gsm8k-train-01234". */
  id: string;
  title: string;
  statement: string;
  /** Final answer as a student would state it: "4", "x = 4", "x = 2 or x = 3", "7/12". */
  answer: string;
  /** Worked reference solution, one step per entry. */
  referenceSteps: string[];
  skills: string[];
  difficulty: Difficulty;
  source: ProblemSource;
  credit: string;
}

/**
 * What a generated problem asks, in a machine-friendly form, so tests can re-derive
 * the answer independently of the generator (the student-facing statement uses ÷, ×, \frac...).
 */
export type CheckSpec =
  /** The answer is the numeric value of `expr` (plain ASCII math: + - * / ^ parentheses). */
  | { kind: "value"; expr: string }
  /** The answer is an expression in `vars` equivalent to `expr`. */
  | { kind: "expression"; expr: string; vars: string[] }
  /** The answer lists every solution of lhs = rhs in `variable`. */
  | { kind: "equation"; lhs: string; rhs: string; variable: string };

export interface GeneratedItem {
  problem: BankProblem;
  check: CheckSpec;
}
