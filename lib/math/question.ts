// Where a word problem asks its question. Its words decide what the final answer is in (the unit
// of "How many minutes ...", the "in millimeters" of "What is the length in millimeters?"), and
// only those words: an "If she buys 3 dozen, how many ...?" sentence sets up a quantity in its
// "If" clause that the answer is not in.

const ASKS = /\b(?:how|what|what's|which|when|where|who|find|calculate|determine)\b/i;

/** Sentences, not fooled by "Mrs. Anderson", "sq. ft." or "$1.50". */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<!\b(?:Mr|Mrs|Ms|Dr|St)\.)(?<=[.?!])\s+(?=[A-Z0-9$])/);
}

/** The question sentence: the last one with a question mark, else the last one. */
export function questionSentence(problem: string): string {
  const sentences = sentencesOf(problem.trim());
  return [...sentences].reverse().find((s) => s.includes("?")) ?? sentences.at(-1) ?? "";
}

/** The question sentence from its first question word on ("how many donuts does he get?"), or all of it. */
export function questionClause(problem: string): string {
  const ask = questionSentence(problem);
  const start = ASKS.exec(ask)?.index ?? 0;
  return ask.slice(start);
}
