import { describe, expect, it } from "vitest";
import { questionClause, questionSentence } from "./question";

describe("where a word problem asks its question", () => {
  it("takes the last sentence with a question mark, not fooled by titles or prices", () => {
    expect(questionSentence("Mrs. Anderson buys 3 pens at $1.50 each. How much does she pay? Round to the nearest cent.")).toBe("How much does she pay?");
    expect(questionSentence("A rope is 2.5 m long. Find its length in centimeters.")).toBe("Find its length in centimeters.");
  });
  it("starts the clause at its first question word, leaving an 'If …' set-up out", () => {
    expect(questionClause("Donuts come in dozens. If he buys 3 dozen, how many donuts does he get?")).toBe("how many donuts does he get?");
    expect(questionClause("How many minutes does it take if she walks what is left?")).toBe("How many minutes does it take if she walks what is left?");
  });
});
