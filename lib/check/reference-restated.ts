// A sentence that restates a number as the wrong quantity: the wrong quantity starts where the
// sentence says it, not where the number is used. Word problems explained in full sentences go
// wrong here most often ("So now Faye has $40", "He used 16 of the cards").
import { analyzeLine } from "../math/claims";
import { normalizeText, WORD_NUMBER_LABEL } from "../math/normalize";
import { NUMBER_WORDS } from "../math/vocabulary/number-words";
import { stem } from "../math/vocabulary/stem";
import { TOTAL_WORDS } from "../math/vocabulary/total-words";
import { NumberSet, extractStepQuantities, mentionedNumbers, sameNumber, type ArithClaim, type StepQuantities, referenceClaims, trueClaims } from "./quantities";
import { replay } from "./reference-replay";

/** Words that say nothing about which quantity a sentence is about. */
const FILLER = new Set(["the", "a", "an", "of", "is", "are", "was", "were", "be", "so", "now", "then", "that", "this", "to", "for", "in", "on", "at", "and", "with", "it", "he", "she", "they", "his", "her", "their", "i", "we", "you", "by", "from", "as", "which", "means", "mean", "there", "thus", "therefore", "because", "each", "one", "all", "total"]);

/** A sentence's content words, plurals and has/had/have folded ("Faye has" and "Faye had" are about the same). */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (FILLER.has(w) || w.length < 2) continue;
    out.add(w === "has" || w === "had" || w === "have" ? "have" : stem(w));
  }
  return out;
}

/** How many of a sentence's content words another text has. */
export function sharedWords(words: Set<string>, other: Set<string>): number {
  return [...words].filter((w) => other.has(w)).length;
}

/**
 * The reference lines most like a sentence, with at least `min` content words in common: shared
 * words over all words of both, so "Faye has $40" is about "Faye had $20 + $40 = $60" more than
 * about "Faye has $60 - $30 = $30 left".
 */
function mostAlike(words: Set<string>, lines: ReadonlyArray<{ words: Set<string> }>, min: number): number[] {
  const shared = lines.map((l) => sharedWords(words, l.words));
  const score = lines.map((l, k) => shared[k] / (words.size + l.words.size - shared[k] || 1));
  const best = Math.max(...score);
  return lines.flatMap((_l, k) => (score[k] === best && shared[k] >= min ? [k] : []));
}

const COMPARATIVE = "more|less|fewer|longer|shorter|older|younger|taller|cheaper|heavier|lighter|higher|lower|bigger|smaller|larger|expensive";
/**
 * A given number the problem states as a difference or a multiple, not as an amount: "all but
 * 16", "2 sandwiches less", "15 more pencils than", "$3 more", "13 times older". (Percents are
 * the percent rules' business.)
 */
const RELATION_IN_PROBLEM = new RegExp(
  String.raw`\ball but \$?(\d[\d,]*(?:\.\d+)?)\b(?!\s*%)|\$?(\d[\d,]*(?:\.\d+)?)(?!\s*%|[\d.,])\s+(?:[a-z]+\s+){0,2}(?:${COMPARATIVE})\b|\$?(\d[\d,]*(?:\.\d+)?)\s+times\s+(?:as|more|${COMPARATIVE})\b`,
  "gi",
);
/** A step that still says how the number relates ("2 less than 6", "16 were left", "not 16"). */
const RELATION_IN_STEP = new RegExp(String.raw`\b(?:but|than|times|twice|half|extra|left|remain\w*|rest|not|except|other|differen\w*|apart|increase\w*|decrease\w*|off|plus|minus|add\w*|subtract\w*|take|took|per|each|every|${COMPARATIVE})\b|n't`, "i");

export function relationalGivens(problem: string): NumberSet {
  const out = new NumberSet([]);
  for (const m of problem.matchAll(RELATION_IN_PROBLEM)) {
    const n = m.slice(1).find((g) => g !== undefined);
    if (n) out.add(Number(n.replace(/,/g, "")));
  }
  return out;
}

/** What `a` has beyond `b`, as multisets of magnitudes. */
export function beyond(a: readonly number[], b: readonly number[]): number[] {
  const pool = b.map(Math.abs);
  return a.map(Math.abs).filter((x) => {
    const k = pool.findIndex((y) => sameNumber(x, y));
    if (k < 0) return true;
    pool.splice(k, 1);
    return false;
  });
}

/**
 * "12 - 6 - 2 = 4" for "the next day he ate 2 sandwiches less", where the reference takes
 * 12 - 6 - 4 and works the 4 out as 6 - 2: a given the problem states as a difference or a
 * multiple stands where the reference has the amount it works out from that given. The relation
 * was taken as the amount, whatever value the line lands on.
 */
export function relationTakenAsAmount(relational: NumberSet, refs: readonly ArithClaim[], claim: ArithClaim): boolean {
  const { op } = claim.lhs;
  if (!relational.list().length || (op !== "-" && op !== "+")) return false;
  const leaves = claim.lhs.leaves.map(Math.abs);
  return refs.some((r) => {
    if (r.lhs.op !== op || r.lhs.leaves.length !== leaves.length || (op === "-" && !sameNumber(Math.abs(r.lhs.leaves[0]), leaves[0]))) return false;
    const [given, ...more] = beyond(leaves, r.lhs.leaves);
    const [amount, ...others] = beyond(r.lhs.leaves, leaves);
    if (given === undefined || amount === undefined || more.length || others.length || !relational.has(given)) return false;
    // (not the amount's own computation done another way: "150 + 30" for Howard's 150 - 30, which
    // also reads as the 120 + 150 total with 30 for 120, is an operation gone wrong)
    const sameNumbers = (q: ArithClaim) => !beyond(leaves, q.lhs.leaves).length && !beyond(q.lhs.leaves, leaves).length;
    return refs.some((q) => sameNumber(q.result, amount) && q.lhs.leaves.some((l) => sameNumber(Math.abs(l), given)) && !sameNumbers(q));
  });
}

/**
 * A line's numbers without the one its opening label names ("day 2: he ate 2 sandwiches" states
 * one number). Not when a number follows the label ("Week 1: 5 bags"): the line then states its
 * quantity by the label, and both numbers count.
 */
export function withoutLabelNumber(text: string, numbers: readonly number[]): number[] {
  const m = WORD_NUMBER_LABEL.exec(text);
  const label = m && !/^\s*\d/.test(text.slice(m[0].length)) ? m : null;
  const k = label ? numbers.findIndex((n) => sameNumber(n, Number(label[1]))) : -1;
  return k < 0 ? [...numbers] : [...numbers.slice(0, k), ...numbers.slice(k + 1)];
}

/**
 * "Given: 75 toothpicks per card, 52 cards, used 16 cards, 450 in a box" for "all but 16 of the
 * cards": a line that lists the givens, one clause each, and restates a relational given as an
 * amount in one of them ("used 16 cards"), which a later line computes with. The clause is read as
 * restatedOperand reads a sentence of one number, with its relation-dropped reading only.
 */
/** A reference line that computes something else from v: v is an operand of it, never its result. */
const computesFrom = (line: { claims: ArithClaim[] }, v: number) =>
  line.claims.length > 0 && line.claims.every((c) => !sameNumber(c.result, v)) && line.claims.some((c) => c.lhs.leaves.some((x) => sameNumber(Math.abs(x), v)));

/** "Given:", "G:", "Know:", "We know:": the line of a problem-solving template that lists the givens. */
const GIVEN_LINE = /^\s*(?:given|g|know|known|we know|facts?)\s*:/i;

function relationDroppedInList(text: string, relational: NumberSet, lines: ReadonlyArray<{ claims: ArithClaim[] }>, later: StepQuantities[]): number | null {
  // (only a line the template marks as the givens: elsewhere a line of several numbers has more
  // readings than its clauses; an llm-e test item's line was blamed so, the item not opened)
  if (!GIVEN_LINE.test(text) || /[-+*/×÷=^]/.test(text.replace(/^[^:]*:/, ""))) return null;
  for (const clause of text.replace(/^[^:]*:/, "").split(/[,;]/)) {
    const nums = mentionedNumbers(clause).map(Math.abs);
    if (nums.length !== 1 || !relational.has(nums[0]) || RELATION_IN_STEP.test(clause)) continue;
    const v = nums[0];
    const usedAfter = later.some((p) => p.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), v))));
    if (usedAfter && lines.some((l) => computesFrom(l, v))) return v;
  }
  return null;
}

/**
 * A claim-free sentence before the answer that states one value as a quantity, where every
 * reference line most like it (two content words or more in common) computes something else FROM
 * that value: the sentence names a part, a difference or a multiple as the whole. The value is one
 * the solution computed earlier ("So now Faye has $40 to spend", where the reference adds her $20),
 * or a given the problem states as a relation that the sentence drops ("He used 16 of the cards"
 * for "all but 16"). Other given numbers are not read this way (a restated given is the problem's
 * own sentence), nor values the reference states as results.
 */
export function restatedOperand(problem: string, steps: string[], stepQs: StepQuantities[], reference: string[], answerIndex: number): { index: number; value: number } | null {
  const problemNums = new NumberSet(mentionedNumbers(problem));
  const relational = relationalGivens(problem);
  const lines = reference.map((line) => ({ words: contentWords(line), claims: extractStepQuantities(line).claims }));
  for (let i = 0; i < answerIndex; i++) {
    const q = stepQs[i];
    const numbers = withoutLabelNumber(steps[i], q.numbers);
    if (q.claims.length) continue;
    if (numbers.length > 1) {
      const listed = relationDroppedInList(steps[i], relational, lines, stepQs.slice(i + 1));
      if (listed !== null) return { index: i, value: listed };
      continue;
    }
    if (numbers.length !== 1) continue;
    const v = Math.abs(numbers[0]);
    const computedBefore = stepQs.slice(0, i).some((p) => p.claims.some((c) => c.holds && sameNumber(c.result, v)));
    const usedAfter = stepQs.slice(i + 1).some((p) => p.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), v))));
    const relationDropped = relational.has(v) && !RELATION_IN_STEP.test(steps[i]);
    if (!usedAfter || !(relationDropped || (computedBefore && !problemNums.has(v)))) continue;
    const fromIt = (l: (typeof lines)[number]) => computesFrom(l, v);
    // ("Dana has 15 pencils" for "15 more pencils than Jayden": a given stated as a relation is
    // never an amount, whichever reference line the sentence is most like)
    // (a sentence with no operation in it: "Leonard's age is x - 4" still says how)
    if (relationDropped && !/[-+*/×÷=^]/.test(steps[i]) && lines.some(fromIt)) return { index: i, value: v };
    const about = mostAlike(contentWords(steps[i]), lines, 2).map((k) => lines[k]);
    if (!about.length) continue;
    if (about.every(fromIt)) return { index: i, value: v };
  }
  return null;
}

/** Words that end the description of a number ("6 hours last night AND 4 hours this morning"). */
const CLAUSE_END = new Set(["and", "or", "but", "while", "which", "who", "whose", "than", "so", "then", "if", "because", "with", "plus", "minus", "times"]);
/** Number words that count things (not "twice", "half", "double": those are relations). */
const COUNT_WORDS = new Set(Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w] >= 0 && !["twice", "double", "triple", "thrice", "quadruple", "half", "third", "quarter", "fourth", "fifth", "tenth", "once", "single", "both", "pair"].includes(w)));
/** A word folded for matching: "nights"/"night", "internationally"/"international" (a prefix stem). */
const folded = (w: string) => stem(w).slice(0, 7);
/** The words a text says right after each number it states: what that number counts or costs. */
export function numberContexts(text: string): Array<{ value: number; words: Set<string> }> {
  const { tokens } = analyzeLine(text, { variables: "common" });
  const out: Array<{ value: number; words: Set<string> }> = [];
  tokens.forEach((t, i) => {
    const word = t.kind === "word" ? t.text.toLowerCase() : "";
    if (t.kind !== "num" && !COUNT_WORDS.has(word)) return;
    // ("1st tree", "2nd bag": an ordinal names no amount)
    if (t.kind === "num" && /^(?:st|nd|rd|th)$/i.test(tokens[i + 1]?.text ?? "")) return;
    const value = t.kind === "num" ? Number(t.text) : NUMBER_WORDS[word];
    const words = new Set<string>();
    for (let k = i + 1; k < tokens.length && k <= i + 5; k++) {
      const u = tokens[k];
      const w = u.kind === "word" ? u.text.toLowerCase() : "";
      if (u.kind !== "word" || CLAUSE_END.has(w) || COUNT_WORDS.has(w)) break;
      if (!FILLER.has(w) && w.length > 1) words.add(folded(w));
    }
    if (Number.isFinite(value)) out.push({ value, words });
  });
  return out;
}

/**
 * A claim-free sentence that swaps two given numbers: each stands where the problem puts the other
 * ("Ed stayed 4 hours at night and 6 hours in the morning" for "6 hours last night and 4 hours
 * this morning", "Sam buys 3 apples and 4 bananas" for "4 apples and 3 bananas"): the wrong
 * quantities start there. Only when the words after each number name what the problem names after
 * the other and nothing of its own, and a later computation uses one of them. (One number pinned
 * on another's words alone is too often a value worked out in the head: "1 slice each to 3
 * friends, that is 3 slices".)
 */
export function swappedGivens(problem: string, steps: string[], stepQs: StepQuantities[], answerIndex: number): { index: number; value: number } | null {
  const given = new Map<number, Set<string>>();
  for (const c of numberContexts(problem)) {
    const words = given.get(c.value) ?? new Set<string>();
    for (const w of c.words) words.add(w);
    given.set(c.value, words);
  }
  const wordsOf = (v: number) => [...given.entries()].find(([g]) => sameNumber(g, v))?.[1];
  const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((w) => !b.has(w)));
  /** The sentence puts number a (with these words) where the problem puts b, and not where it puts a. */
  const pinnedOn = (a: number, words: Set<string>, b: number) => {
    const own = wordsOf(a)!;
    const theirs = wordsOf(b)!;
    const mine = minus(own, theirs);
    const other = minus(theirs, own);
    return mine.size > 0 && [...words].some((w) => other.has(w)) && ![...words].some((w) => mine.has(w));
  };
  for (let i = 0; i < answerIndex; i++) {
    if (stepQs[i].claims.length) continue;
    const here = numberContexts(steps[i]).filter((c) => c.words.size && wordsOf(c.value));
    const usedAfter = (v: number) => stepQs.slice(i + 1).some((q) => q.claims.some((cl) => cl.lhs.leaves.some((l) => sameNumber(Math.abs(l), v))));
    for (const a of here)
      for (const b of here)
        if (!sameNumber(a.value, b.value) && pinnedOn(a.value, a.words, b.value) && pinnedOn(b.value, b.words, a.value) && (usedAfter(a.value) || usedAfter(b.value)))
          return { index: i, value: a.value };
  }
  return null;
}

/**
 * A claim-free sentence that gives one given number the words the problem puts after another
 * ("All four letters are international" for "two letters internationally"), when the wrong answer
 * is exactly the reference's route with that number in place of the other: the wrong quantity
 * starts there. (Without the answer to confirm it, one number on another's words is too often a
 * value worked out in the head: "1 slice each to 3 friends, that is 3 slices".)
 */
export function misattributedGiven(problem: string, steps: string[], stepQs: StepQuantities[], reference: string[], answerIndex: number, finalValue: number): { index: number; value: number } | null {
  // (a number the problem states twice in two roles, "4 times" and "4 tickets", is no one quantity;
  // "four letters to mail" and "mail four letters" are one)
  const contexts = numberContexts(problem);
  const given = new Map<number, Set<string>>();
  for (const c of contexts) {
    const same = contexts.filter((d) => sameNumber(d.value, c.value));
    if (same.some((d) => ![...d.words].some((w) => c.words.has(w)))) continue;
    given.set(c.value, new Set(same.flatMap((d) => [...d.words])));
  }
  const claims = referenceClaims(reference);
  for (let i = 0; i < answerIndex; i++) {
    if (stepQs[i].claims.length) continue;
    for (const a of numberContexts(steps[i])) {
      const own = [...given.entries()].find(([g]) => sameNumber(g, a.value))?.[1];
      // (and a later computation goes on with it)
      const usedAfter = stepQs.slice(i + 1).some((q) => q.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), a.value))));
      if (!own || !a.words.size || !usedAfter) continue;
      for (const [b, theirs] of given) {
        if (sameNumber(a.value, b)) continue;
        const mine = [...own].filter((w) => !theirs.has(w));
        const other = [...theirs].filter((w) => !own.has(w));
        if (!mine.length || ![...a.words].some((w) => other.includes(w)) || [...a.words].some((w) => mine.includes(w))) continue;
        const replayed = replay(claims, -1, b, a.value);
        if (replayed !== null && sameNumber(replayed, finalValue)) return { index: i, value: a.value };
      }
    }
  }
  return null;
}

/** Words that keep a price or rate per item: "$4 each", "per pull", "at $4", "a piece". */
export const PER_ITEM = /\b(?:each|per|apiece|every|at|a piece|an hour|a day|a week|a month|a year|one)\b|\/|@/i;

/**
 * A claim-free sentence that states the price of one item as the price of them all ("The 8 drawer
 * pulls cost $4.00." where the reference multiplies 8 × 4), and a later computation goes on with
 * that price alone: the wrong quantity starts there.
 */
export function rateAsTotal(steps: string[], stepQs: StepQuantities[], reference: string[], given: NumberSet, answerIndex: number): { index: number; value: number } | null {
  const products = reference.flatMap((line) => extractStepQuantities(line).claims).filter((c) => c.holds && c.lhs.op === "*" && c.lhs.leaves.length === 2);
  for (let i = 0; i < answerIndex; i++) {
    // (a price, written with its currency, in a sentence about cost)
    if (stepQs[i].claims.length || PER_ITEM.test(steps[i]) || !/\b(?:cost|costs|price|paid|pays?|spent|spends?)\b/i.test(steps[i])) continue;
    const nums = stepQs[i].numbers.map(Math.abs).filter((n) => given.has(n));
    const prices = [...steps[i].replace(/,/g, "").matchAll(/\$\s*(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
    for (const count of nums)
      for (const price of nums) {
        if (sameNumber(count, price)) continue;
        const product = products.find((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), count)) && c.lhs.leaves.some((l) => sameNumber(Math.abs(l), price)));
        if (!product || !prices.some((p) => sameNumber(p, price)) || stepQs[i].numbers.some((n) => sameNumber(Math.abs(n), product.result))) continue;
        // (the price goes on alone, in a computation without the count: "45 + 4 = 49")
        const alone = stepQs.slice(i + 1).some((q) => q.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), price)) && !c.lhs.leaves.some((l) => sameNumber(Math.abs(l), count) || sameNumber(Math.abs(l), product.result))));
        const multipliedLater = stepQs.slice(i + 1).some((q) => q.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), price)) && c.lhs.leaves.some((l) => sameNumber(Math.abs(l), count))));
        if (alone && !multipliedLater) return { index: i, value: price };
      }
  }
  return null;
}

/** Words that call a number a total: "a total of 6 hours", "altogether", "in all". */

/** What the problem says of a number right after it, up to the clause's end: "4000 bollards on each side". */
const EACH_AFTER = /^[^.,;:!?]{0,40}?\b(?:each|per|every|apiece)\b/i;

/** The problem gives `g` per item: "4000 bollards on each side of a road", "$3 per box". */
function givenPerItem(problem: string, g: number): boolean {
  const text = normalizeText(problem).replace(/(\d),(?=\d{3}\b)/g, "$1");
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].some((m) => sameNumber(Number(m[0]), g) && EACH_AFTER.test(text.slice(m.index + m[0].length)));
}

/**
 * A claim-free sentence that calls a given rate a total ("Krista drives a total of 6 hours."
 * where she drives 6 hours on each of 3 days and the reference multiplies 3 × 6), or restates a
 * given the problem gives per item without its "each" ("The company was contracted to build 4000
 * bollards." for 4000 on each side): when the wrong answer is exactly the reference's route with
 * the given in place of that product, the wrong quantity starts at the sentence, not where the
 * given is used.
 */
export function givenAsTotal(problem: string, steps: string[], stepQs: StepQuantities[], reference: string[], given: NumberSet, answerIndex: number, finalValue: number): { index: number; value: number } | null {
  const ref = referenceClaims(reference);
  const mentioned = (v: number) => stepQs.some((q) => q.numbers.some((n) => sameNumber(Math.abs(n), v)));
  for (let i = 0; i < answerIndex; i++) {
    if (stepQs[i].claims.length || PER_ITEM.test(steps[i])) continue;
    const nums = stepQs[i].numbers.map(Math.abs);
    if (nums.length !== 1 || !given.has(nums[0])) continue;
    if (!TOTAL_WORDS.test(steps[i]) && !givenPerItem(problem, nums[0])) continue;
    const g = nums[0];
    for (const [k, c] of ref.entries()) {
      if (c.lhs.op !== "*" || c.lhs.leaves.length !== 2 || !c.lhs.leaves.some((l) => sameNumber(Math.abs(l), g)) || mentioned(c.result)) continue;
      const replayed = replay(ref, k, c.result, g);
      if (replayed !== null && sameNumber(replayed, finalValue)) return { index: i, value: g };
    }
  }
  return null;
}

/**
 * A claim-free sentence that says the same thing as a reference line but with another value ("So,
 * the maximum number of cheesecakes he can make is 7." where the reference's "the maximum number
 * of cheesecakes Lionel can make is 5"): when the wrong answer is exactly the reference's route
 * from that line on with the sentence's value in place of the reference's, the wrong quantity
 * starts at the sentence. Three content words or more in common, and that line alone the most alike.
 */
export function contradictedStatement(steps: string[], stepQs: StepQuantities[], reference: string[], answerIndex: number, finalValue: number): { index: number; value: number } | null {
  const lines = reference.map((line) => ({ words: contentWords(line), numbers: mentionedNumbers(line).map(Math.abs), claims: trueClaims(line) }));
  for (let i = 0; i < answerIndex; i++) {
    const q = stepQs[i];
    const numbers = withoutLabelNumber(steps[i], q.numbers);
    if (q.claims.length || numbers.length !== 1) continue;
    const v = Math.abs(numbers[0]);
    if (!stepQs.slice(i + 1).some((p) => p.claims.some((c) => c.lhs.leaves.some((l) => sameNumber(Math.abs(l), v))))) continue;
    const about = mostAlike(contentWords(steps[i]), lines, 3);
    if (about.length !== 1) continue;
    const line = lines[about[0]];
    // (the value the line states: its result, or its one number)
    const w = line.claims.at(-1)?.result ?? (line.numbers.length === 1 ? line.numbers[0] : undefined);
    if (w === undefined || sameNumber(w, v) || line.numbers.some((n) => sameNumber(n, v))) continue;
    const after = lines.slice(about[0] + 1).flatMap((l) => l.claims);
    const replayed = replay(after, -1, w, v);
    if (replayed !== null && sameNumber(replayed, finalValue)) return { index: i, value: v };
  }
  return null;
}
