import "server-only";
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import bcrypt from "bcryptjs";
import { FairScheduler, SchedulerFullError } from "../security/fair-scheduler";
import { AppError } from "../server/app-error";

// scrypt from Node's crypto runs on the libuv thread pool, so a flood of sign-ins no longer
// blocks every other request the way pure-JS bcrypt on the event loop did (issue 12).
// N=2^15, r=8, p=1: 32 MiB and ~100 ms per hash on this (shared, 2-core) machine.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLen: 32, saltLen: 16 } as const;
const MAXMEM = 64 * 1024 * 1024;
const PREFIX = "scrypt";

// At most this many hashes at once, the rest wait in line: scrypt jobs share libuv's 4-thread
// pool with file reads, so an unbounded login flood queued hundreds of jobs there and stalled
// every page (measured: GET /login p50 48 s under 8 logins/s). Two at once, of which at most one
// for a username that does not exist: a spray of unknown names has one core, and a real
// account's sign-in never waits for a spray's hash to finish (issue 31: 23 of 23 real sign-ins
// got 503 during a spray with one plain FIFO). The line is fair: each client address takes its
// turn, existing accounts first, and a sign-in that cannot get a turn in time is refused (503).
export const HASH_CONCURRENCY = 2;
/** Hashes for unknown usernames at once (the rest of HASH_CONCURRENCY is kept for real accounts). */
export const HASH_CONCURRENCY_UNKNOWN = 1;
/** Sign-ins waiting for a hash beyond this get 503 at once instead of piling up. */
export const HASH_MAX_WAITING = 200;
/** One address (a whole school behind NAT signing in at once) may hold this many places in line. */
export const HASH_MAX_WAITING_PER_CLIENT = 100;
/** A sign-in still waiting for its hash after this long gets 503 (a client waits no longer anyway). */
export const HASH_MAX_WAIT_MS = 15_000;

/** Whose hash this is: `client` is the line it waits in; `known` = an existing account (goes first). */
export interface HashTurn {
  client: string;
  known: boolean;
}
const SERVER_TURN: HashTurn = { client: "server", known: true };

const g = globalThis as unknown as { __stepwiseHashing?: FairScheduler };
const hashing = (g.__stepwiseHashing ??= new FairScheduler({
  concurrency: HASH_CONCURRENCY,
  maxRunningBelowTop: HASH_CONCURRENCY_UNKNOWN,
  maxQueued: HASH_MAX_WAITING,
  maxQueuedPerKey: HASH_MAX_WAITING_PER_CLIENT,
  maxWaitMs: HASH_MAX_WAIT_MS,
}));

async function inLine<T>(turn: HashTurn, task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(turn.client, task, { priority: turn.known ? 0 : 1 });
  } catch (err) {
    if (err instanceof SchedulerFullError) {
      throw new AppError("UNAVAILABLE", "The server is busy signing people in. Try again in a moment.", { retryAfterSeconds: 2 });
    }
    throw err;
  }
}

// What a new password must be (length, strength) lives in lib/auth/password-policy.ts.

function derive(plain: string, salt: Buffer, p: { N: number; r: number; p: number; keyLen: number }, turn: HashTurn): Promise<Buffer> {
  const opts: ScryptOptions = { N: p.N, r: p.r, p: p.p, maxmem: MAXMEM };
  return inLine(turn, () => new Promise((resolve, reject) => scrypt(plain.normalize("NFC"), salt, p.keyLen, opts, (err, key) => (err ? reject(err) : resolve(key)))));
}

/** "scrypt$N$r$p$salt$key" (base64): self-describing, so parameters can be raised later. */
export async function hashPassword(plain: string, turn: HashTurn = SERVER_TURN): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLen);
  const key = await derive(plain, salt, SCRYPT, turn);
  return [PREFIX, SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), key.toString("base64")].join("$");
}

const isBcrypt = (hash: string) => /^\$2[aby]\$\d\d\$/.test(hash);

export async function verifyPassword(plain: string, hash: string, turn: HashTurn = SERVER_TURN): Promise<boolean> {
  if (isBcrypt(hash)) return inLine(turn, () => bcrypt.compare(plain, hash)); // legacy accounts, rehashed on their next sign-in
  const parts = hash.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, "base64");
  const expected = Buffer.from(parts[5]!, "base64");
  if (![N, r, p].every(Number.isSafeInteger) || expected.length === 0) return false;
  const key = await derive(plain, salt, { N, r, p, keyLen: expected.length }, turn);
  return timingSafeEqual(key, expected);
}

/** True when a hash should be replaced by a current one after a successful sign-in. */
export function needsRehash(hash: string): boolean {
  if (isBcrypt(hash)) return true;
  const parts = hash.split("$");
  return parts[0] !== PREFIX || Number(parts[1]) !== SCRYPT.N || Number(parts[2]) !== SCRYPT.r || Number(parts[3]) !== SCRYPT.p;
}
