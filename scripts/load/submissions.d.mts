// Types for scripts/load/submissions.mjs (plain JS, shared with the load tools).
export declare function prng(seed: number): () => number;
export declare function checkBody<P extends { id: string; steps: string[] }>(problem: P, wrong: boolean, rand: () => number): { problemId: string; steps: string[] };
