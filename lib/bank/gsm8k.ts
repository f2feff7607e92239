// Picks a varied, machine-checkable set of GSM8K *train* problems for the bank.
// Pure: the caller reads the JSONL (scripts/build-bank.ts), so this module touches no files.
import { analyzeLine } from "./claims";
import { hashSeed } from "./prng";
import { Rational } from "./rational";
import type { BankProblem, Difficulty } from "./types";
import { NUMBER_WORDS } from "../math/vocabulary/number-words";
import { stem } from "../math/vocabulary/stem";
import { questionSentence } from "../math/question";

export const GSM8K_CREDIT = "GSM8K (Cobbe et al., 2021), MIT License";
export const GSM8K_PER_LEVEL = 10;

interface RawItem {
  question: string;
  answer: string;
}

export interface Gsm8kCandidate {
  index: number;
  question: string;
  steps: string[];
  answer: string;
  ops: Set<string>;
}

/** "Natalia sold 48/2 = <<48/2=24>>24 clips" -> "Natalia sold 48/2 = 24 clips". */
export function stripAnnotations(line: string): string {
  return line.replace(/<<[^>]*>>/g, "").replace(/\s+/g, " ").trim();
}

/** Items read by a person and found flawed in ways the automatic checks cannot see. */
const REVIEWED_OUT: Record<number, string> = {
  2490: "the reference calls the 18 fish \"birds\"",
};

/** Why an item is left out of the bank, or a clean candidate. */
export function examineItem(index: number, raw: RawItem): Gsm8kCandidate | { index: number; reason: string } {
  if (REVIEWED_OUT[index]) return { index, reason: `reviewed out: ${REVIEWED_OUT[index]}` };
  const lines = raw.answer.split("\n");
  const finalLine = lines.pop() ?? "";
  const m = /^####\s*(.+)$/.exec(finalLine.trim());
  if (!m) return { index, reason: "no #### answer" };
  const answer = m[1].trim();
  if (!/^-?\d+(\.\d+)?$/.test(answer)) return { index, reason: `answer not a plain number: ${answer}` };
  const steps = lines.map(stripAnnotations).filter((l) => l.length > 0);
  if (steps.length === 0) return { index, reason: "no steps" };
  if (steps.some((s) => /[<>]/.test(s))) return { index, reason: "leftover annotation" };
  if (/\n/.test(raw.question.trim()) || raw.question.length > 600) return { index, reason: "statement too long or multi-line" };
  const ops = new Set<string>();
  // A claim may only compute with numbers the reader can trace: the question's, earlier lines',
  // this line's prose, or everyday constants. An untraceable operand (GSM8K has "2.8*700" where
  // 800 bees were meant) marks a flawed reference.
  const known = knownNumbers(raw.question);
  for (const s of steps) {
    if ((s.match(/[A-Za-z]/g) ?? []).length < 3 && !s.includes("=")) return { index, reason: `fragment line: ${s}` };
    const a = analyzeLine(s);
    if (a.problem) return { index, reason: a.problem };
    a.ops.forEach((o) => ops.add(o));
    const lineNumbers = a.numbers.filter((n) => !a.operands.some((o) => o.equals(n)) || a.claimValues.some((v) => v.equals(n)));
    for (const n of [...lineNumbers, ...a.claimValues]) known.add(n.toString());
    const untraced = a.operands.find((o) => !known.has(o.toString()) && !known.has(o.mul(Rational.of(100)).toString()) && !known.has(o.div(Rational.of(100)).toString()));
    if (untraced) return { index, reason: `untraceable operand ${untraced.toString()} in: ${s}` };
    for (const n of a.numbers) known.add(n.toString());
  }
  if (/\d,\d/.test(raw.question)) return { index, reason: "comma inside a number in the statement" };
  // the last step should state the final answer, so a student's last line can be compared to it
  // The last step must state the answer: its last claim's result, or (with no claim) a number it
  // mentions. "save $400 - $100 = $300" over an answer of 100 is a flawed reference, not a style.
  const expected = Rational.parse(answer);
  const last = analyzeLine(steps[steps.length - 1]);
  const stated = last.claimValues.length ? [last.claimValues[last.claimValues.length - 1]] : last.numbers;
  if (!stated.some((n) => n.equals(expected))) return { index, reason: "last step does not state the answer" };
  if (ops.size === 0) return { index, reason: "no checkable arithmetic" };
  return { index, question: raw.question.trim(), steps, answer, ops };
}

/** Units and calendar facts a solution may use without the question stating them. */
const EVERYDAY = [0, 1, 2, 3, 4, 5, 7, 10, 12, 24, 28, 30, 31, 52, 60, 100, 365, 1000];

function knownNumbers(question: string): Set<string> {
  const known = new Set<string>(EVERYDAY.map(String));
  for (const n of analyzeLine(question).numbers) known.add(n.toString());
  for (const w of question.toLowerCase().match(/[a-z]+/g) ?? []) {
    const base = stem(w);
    const v = NUMBER_WORDS[w] ?? NUMBER_WORDS[base];
    if (v !== undefined) known.add(String(v));
  }
  return known;
}

export function difficultyOfSteps(n: number): Difficulty {
  return n <= 2 ? 1 : n === 3 ? 2 : n === 4 ? 3 : n === 5 ? 4 : 5;
}

const PRONOUNS = new Set(["he", "she", "they", "it", "we", "you", "i", "his", "her", "their", "them"]);
const CLAUSE_END = new Set(["did", "does", "do", "will", "are", "is", "was", "were", "can", "could", "should", "has", "have", "had", "would", "in", "on", "at", "for", "that", "than", "per", "more", "less", "left", "altogether", "each", "old"]);

const NOT_NAMES = new Set(["Mrs", "Miss", "How", "What", "The", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]);

/** A person's name ("Natalia", "Mrs. Anderson"): a capitalized word the question sentence repeats. */
function nameIn(question: string, ask: string): string | undefined {
  const askWords = new Set(ask.split(/[^A-Za-z]+/).slice(1));
  for (const m of question.matchAll(/\b((?:Mr|Mrs|Ms|Dr)\. )?([A-Z][a-z]{2,})\b/g)) {
    if (NOT_NAMES.has(m[2])) continue;
    if (askWords.has(m[2])) return `${m[1] ?? ""}${m[2]}`;
  }
  return undefined;
}

/** A short title: "Natalia's clips", else the question itself, shortened. */
export function titleFor(question: string): string {
  const ask = questionSentence(question);
  const name = nameIn(question, ask);
  const after = /\bhow (?:many|much) ([a-z ]+)/i.exec(ask)?.[1]?.split(" ") ?? [];
  const nounWords: string[] = [];
  for (const w of after) {
    if (CLAUSE_END.has(w) || PRONOUNS.has(w) || /^[A-Z]/.test(w) || nounWords.length === 2) break;
    nounWords.push(w);
  }
  // "cars travel" -> "cars": a counted noun ends the phrase
  while (nounWords.length > 1 && !nounWords[nounWords.length - 1].endsWith("s")) nounWords.pop();
  const noun = nounWords.filter((w) => w !== "money" && w !== "dollars").join(" ");
  // "how many years old" names an age, not a thing the person has
  if (name && noun && after[nounWords.length] !== "old" && nounWords[0] !== "years") return `${name}'s ${noun}`;
  if (name && /\bhow much\b/i.test(ask) && /\$|dollars?|money|cost|pay|earn|spend|save/i.test(ask)) return `${name}'s money`;
  // otherwise the interrogative clause: "..., how much is she short" -> "How much is she short"
  const starts = [...ask.matchAll(/\b(?:how|what|what's|which|when|where|who)\b|(?:^|,\s*)\b(?:calculate|find)\b/gi)];
  const clause = starts.length ? ask.slice(starts[starts.length - 1].index).replace(/^,\s*/, "") : ask;
  const words = clause.split(/\s+/);
  const cut = words.length > 9 ? `${words.slice(0, 8).join(" ").replace(/[,;:]$/, "")}…` : clause;
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

/** Skills beyond "word-problems" that a problem clearly exercises. */
export function extraSkillsFor(question: string, steps: string[]): string[] {
  const all = `${question}\n${steps.join("\n")}`;
  const out: string[] = [];
  if (/%|\bpercent/i.test(question)) out.push("percentages");
  if (/\b\d+\/\d+\b|\b(?:thirds?|quarters?|fifths?|two-thirds|three-quarters|three-fourths)\b/i.test(question)) out.push("fraction-mul-div");
  if (/\d\.\d/.test(all)) out.push("decimals");
  return out;
}

export function parseJsonl(text: string): RawItem[] {
  return text
    .split("\n")
    .filter((l) => l.trim().length > 0)
    .map((l) => JSON.parse(l) as RawItem);
}

/**
 * Chooses GSM8K_PER_LEVEL problems per difficulty level from a seeded shuffle,
 * spreading operator mixes so a level is not all "a + b = c".
 */
export function selectGsm8k(items: RawItem[]): BankProblem[] {
  const candidates: Gsm8kCandidate[] = [];
  items.forEach((raw, index) => {
    const c = examineItem(index, raw);
    if ("steps" in c) candidates.push(c);
  });
  // A per-item hash, not a shuffle of the candidate list: dropping one item for a new reason
  // then changes one slot of the selection instead of re-drawing all of it.
  const rank = (c: Gsm8kCandidate) => hashSeed(`stepwise-bank-v1:gsm8k:${c.index}`);
  const order = [...candidates].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
  const chosen: Gsm8kCandidate[] = [];
  const perLevel = new Map<Difficulty, number>();
  const sigPerLevel = new Map<string, number>();
  const signature = (c: Gsm8kCandidate) => [...c.ops].sort().join("");
  for (const maxSameSig of [2, Infinity]) {
    for (const c of order) {
      if (chosen.includes(c)) continue;
      const level = difficultyOfSteps(c.steps.length);
      const key = `${level}:${signature(c)}`;
      if ((perLevel.get(level) ?? 0) >= GSM8K_PER_LEVEL || (sigPerLevel.get(key) ?? 0) >= maxSameSig) continue;
      chosen.push(c);
      perLevel.set(level, (perLevel.get(level) ?? 0) + 1);
      sigPerLevel.set(key, (sigPerLevel.get(key) ?? 0) + 1);
    }
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => ({
      id: `gsm8k-train-${String(c.index).padStart(5, "0")}`,
      title: titleFor(c.question),
      statement: c.question,
      answer: c.answer,
      referenceSteps: c.steps,
      skills: ["word-problems", ...extraSkillsFor(c.question, c.steps)],
      difficulty: difficultyOfSteps(c.steps.length),
      source: "gsm8k",
      credit: `${GSM8K_CREDIT}; train split, item ${c.index}`,
    }));
}
