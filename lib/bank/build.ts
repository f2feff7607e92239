// Assembles the whole seeded bank; scripts/build-bank.ts writes it, tests rebuild it in memory.
import { runGenerator, type SkillGenerator } from "./generate";
import { selectGsm8k, parseJsonl } from "./gsm8k";
import type { BankProblem, GeneratedItem } from "./types";
import { wholeNumberArithmetic } from "./generators/whole-number-arithmetic";
import { integerOperations } from "./generators/integer-operations";
import { orderOfOperations } from "./generators/order-of-operations";
import { fractionAddSub } from "./generators/fraction-add-sub";
import { fractionMulDiv } from "./generators/fraction-mul-div";
import { decimals } from "./generators/decimals";
import { percentages } from "./generators/percentages";
import { combiningLikeTerms } from "./generators/combining-like-terms";
import { distributiveProperty } from "./generators/distributive-property";
import { linearOneStep } from "./generators/linear-one-step";
import { linearTwoStep } from "./generators/linear-two-step";
import { linearBothSides } from "./generators/linear-both-sides";
import { quadraticFactoring } from "./generators/quadratic-factoring";

export const GENERATORS: readonly SkillGenerator[] = [
  wholeNumberArithmetic,
  integerOperations,
  orderOfOperations,
  fractionAddSub,
  fractionMulDiv,
  decimals,
  percentages,
  combiningLikeTerms,
  distributiveProperty,
  linearOneStep,
  linearTwoStep,
  linearBothSides,
  quadraticFactoring,
];

export function buildGeneratedItems(): GeneratedItem[] {
  return GENERATORS.flatMap(runGenerator);
}

/** The full bank: generated problems, then the chosen GSM8K train problems (from the JSONL text). */
export function buildBank(gsm8kTrainJsonl: string): BankProblem[] {
  return [...buildGeneratedItems().map((i) => i.problem), ...selectGsm8k(parseJsonl(gsm8kTrainJsonl))];
}

/** Stable JSON text: same bank, same bytes. */
export function serializeBank(bank: BankProblem[]): string {
  return `${JSON.stringify(bank, null, 2)}\n`;
}
