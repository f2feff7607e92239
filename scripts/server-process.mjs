// How `npm start` runs the server process (scripts/serve.mjs): Node's flags and environment.
//
// Memory (issue 31). V8 lets its heap grow towards a limit taken from the machine's RAM (4 GB on
// a 24 GB box) before it collects in earnest, so a busy server's garbage held 0.6–0.8 GB of RSS
// while ~110 MB was live (bench:load --mixed, README "Memory"). A limit near twice the live heap
// keeps collection regular; HEAP_LIMIT_MB raises it (validated with the rest in lib/server/env.ts).
// glibc gives threads arenas of their own (up to 8 per core), each keeping what was freed in it;
// the ONNX, libuv and worker threads share two instead. Blocks from 128 KiB up (compression
// windows, large buffers) are mapped on their own and unmapped when freed, rather than left in
// the main arena: glibc's sliding threshold otherwise rises with the first large free and the
// arena crept (101 MiB after 5,000 mixed requests, 60 with the fixed threshold). Values set by
// the site are kept. --expose-gc lets the idle collector (lib/server/idle-collector.ts) collect
// once the server goes quiet.
//
// Speed (issue 33). The event loop's young generation is twice V8's default (semi-spaces of 32
// MiB, not 16): with ~30 checks in flight, a scavenge every few milliseconds found most of their
// short-lived objects still in use and promoted them to the old space, to be marked and swept
// there. Fitted by bench:load runs back to back on the 2-core machine (40 s each): 16 → 32 MiB
// took the event loop from 3.07 to 2.67 ms per stored check and checks/s from 155 to 172, for
// ~60–90 MiB more RSS; 64 MiB gained no more and passed the 500 MiB ceiling of the mixed run.
// The check workers keep their own, smaller young generation (lib/check-pool/check-pool.ts).
export const DEFAULT_HEAP_LIMIT_MB = 256;
export const YOUNG_SEMI_SPACE_MB = 32;
/** glibc's own starting value, fixed (setting it stops the sliding adjustment). */
export const MMAP_THRESHOLD_BYTES = 128 * 1024;
const MIN_HEAP_LIMIT_MB = 128;

/** `{ execArgv, env }` for the server, from the environment `npm start` was given; throws on a bad HEAP_LIMIT_MB. */
export function serverProcess(env) {
  const heapLimitMb = Number(env.HEAP_LIMIT_MB || DEFAULT_HEAP_LIMIT_MB);
  if (!Number.isInteger(heapLimitMb) || heapLimitMb < MIN_HEAP_LIMIT_MB) {
    throw new Error(`HEAP_LIMIT_MB must be a whole number of MB, at least ${MIN_HEAP_LIMIT_MB} (got ${env.HEAP_LIMIT_MB})`);
  }
  return {
    execArgv: [`--max-old-space-size=${heapLimitMb}`, `--max-semi-space-size=${YOUNG_SEMI_SPACE_MB}`, "--expose-gc"],
    env: { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: String(MMAP_THRESHOLD_BYTES), ...env, NODE_ENV: "production" },
  };
}
