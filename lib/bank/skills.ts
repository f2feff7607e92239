// The skill taxonomy shared by the bank, the checkers' messages, mastery and the dashboard.
export interface SkillDef {
  id: string;
  name: string;
  level: string;
  description: string;
}

export const SKILLS: readonly SkillDef[] = [
  { id: "whole-number-arithmetic", name: "Whole-number arithmetic", level: "arithmetic", description: "Add, subtract, multiply and divide whole numbers." },
  { id: "integer-operations", name: "Integer operations", level: "integers", description: "Compute with negative numbers and keep track of signs." },
  { id: "order-of-operations", name: "Order of operations", level: "order of operations", description: "Brackets, powers, multiplication and division, then addition and subtraction." },
  { id: "fraction-add-sub", name: "Adding and subtracting fractions", level: "fractions", description: "Common denominators, then add or subtract numerators." },
  { id: "fraction-mul-div", name: "Multiplying and dividing fractions", level: "fractions", description: "Multiply across; divide by multiplying by the reciprocal." },
  { id: "decimals", name: "Decimals", level: "percentages", description: "Compute with decimal numbers." },
  { id: "percentages", name: "Percentages", level: "percentages", description: "Percent of a quantity, percent change, and finding the whole." },
  { id: "combining-like-terms", name: "Combining like terms", level: "expressions", description: "Collect terms with the same variable part." },
  { id: "distributive-property", name: "Distributive property", level: "expressions", description: "Expand a(b + c) to ab + ac, signs included." },
  { id: "linear-one-step", name: "One-step linear equations", level: "linear equations", description: "Solve x + a = b or ax = b with one inverse operation." },
  { id: "linear-two-step", name: "Two-step linear equations", level: "linear equations", description: "Solve ax + b = c." },
  { id: "linear-both-sides", name: "Variables on both sides", level: "linear equations", description: "Collect the variable on one side, do the same to both sides." },
  { id: "quadratic-factoring", name: "Quadratics by factoring", level: "quadratic equations", description: "Factor, then set each factor to zero." },
  { id: "word-problems", name: "Multi-step word problems", level: "word problems", description: "Pick the right quantities and operations in GSM8K-style problems." },
];

export const SKILL_IDS = SKILLS.map((s) => s.id);
