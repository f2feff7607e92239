// "I added 303 and 453 and got 746", "then I timesed 12 by 3 which is 36", "I took 15 away from
// 40 = 25": an operation told as a verb, with its two numbers and the result, is the computation
// "303 + 453 = 746" (as a class that narrates its working writes; student-blind-64 dev). Also the
// imperative "divide 14 by 7", "subtract 5 from 12".

const NUM = String.raw`(-?\$?\s*(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)`;
/** A word between the second number and the result: "I added 14 and 8 first and got 22". */
const ADVERB = String.raw`(?:\s+(?:first|together|up|again|altogether|in\s+total))?`;
/** How a narrated result is joined on: "and got", "to get", "which is", "and that's", "=". */
const RESULT = String.raw`(\s*,?\s*(?:and\s+(?:I\s+)?(?:got|get)|to\s+get|I\s+got|which\s+(?:is|was|gives|makes|made)|and\s+(?:that|it)(?:'s|\s+is|\s+was|\s+came\s+to|\s+comes\s+to|\s+makes|\s+made|\s+gives|\s+gave)|that\s+(?:is|makes|gives)|to\s+make|=)\s*(?=-?\$?\s*\d))?`;

const VERBS: ReadonlyArray<[RegExp, (a: string, b: string) => string]> = [
  [new RegExp(String.raw`\b(?:added|add|adding|plussed)\s+${NUM}\s+(?:and|to|with|plus)\s+${NUM}${ADVERB}${RESULT}`, "gi"), (a, b) => `${a} + ${b}`],
  [new RegExp(String.raw`\b(?:timesed|timesd|times'd|multiplied|multiply|multiplying)\s+(?:it\s+)?${NUM}\s+(?:by|and|with|times)\s+${NUM}${ADVERB}${RESULT}`, "gi"), (a, b) => `${a} * ${b}`],
  [new RegExp(String.raw`\b(?:divided|divide|dividing)\s+${NUM}\s+(?:by|between|among|into)\s+${NUM}${ADVERB}${RESULT}`, "gi"), (a, b) => `${a} / ${b}`],
  [new RegExp(String.raw`\b(?:took|take|taking|subtracted|subtract|subtracting|minused)\s+(?:away\s+)?${NUM}\s+(?:away\s+)?(?:from|off)\s+${NUM}${ADVERB}${RESULT}`, "gi"), (a, b) => `${b} - ${a}`],
];

export function narratedOperations(s: string): string {
  let out = s;
  for (const [re, op] of VERBS) out = out.replace(re, (_m, a: string, b: string, result?: string) => ` ${op(a.trim(), b.trim())}${result ? " = " : " "}`);
  return out;
}
