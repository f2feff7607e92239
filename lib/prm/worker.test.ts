import { afterAll, describe, expect, it } from "vitest";
import { scorePrmHere } from "./score";
import { prmWorkerAvailable, scoreInWorker, stopPrmWorker } from "./worker-client";

// The real model in a real worker thread: the same scores as on the main thread.
describe("PRM worker thread", () => {
  afterAll(stopPrmWorker);

  it("scores a solution exactly as the main thread does", async () => {
    expect(prmWorkerAvailable()).toBe(true);
    const problem = "Tom has 3 apples and buys 2 more. How many apples does he have?";
    const steps = ["3 + 2 = 5", "He has 5 apples.", "The answer is 5."];
    const [off, here] = await Promise.all([scoreInWorker(problem, steps), scorePrmHere(problem, steps)]);
    expect(off.scored).toBe(3);
    expect(off.pCorrect).toEqual(here.pCorrect);
  }, 60_000);

  it("answers concurrent requests each with its own scores", async () => {
    const a = scoreInWorker("What is 2 + 2?", ["2 + 2 = 4"]);
    const b = scoreInWorker("What is 2 + 3?", ["2 + 3 = 6", "The answer is 6."]);
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.scored).toBe(1);
    expect(rb.scored).toBe(2);
  }, 60_000);
});
