import "server-only";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { createRng, hashSeed, type Rng } from "@/lib/bank/prng";
import type { CheckResult } from "@/lib/check/types";
import { makeMistake, type MistakeKind } from "@/lib/progress/demo-mistakes";
import { rawGet, type Db } from "../client";
import { classMembers, classes, users } from "../schema";
import { applySubmissionToMastery } from "./mastery";
import { loadBank } from "./seed";
import { recordSubmission } from "./submissions";

export const DEMO = {
  teacher: { username: "teacher", password: "stepwise-teacher", displayName: "Ms. Rivera" },
  students: [
    { username: "ada", displayName: "Ada" },
    { username: "ben", displayName: "Ben" },
    { username: "cleo", displayName: "Cleo" },
    { username: "dev", displayName: "Dev" },
  ],
  studentPassword: "stepwise-student",
  className: "Period 3 — Algebra",
  joinCode: "DEMO-2026",
} as const;

/**
 * Each demo student's practice pattern: which skills they work on, how often they slip on each,
 * what kind of slip, and how much they improve over the three weeks (errors fade by `learning`).
 */
interface Profile {
  attempts: number;
  skills: Record<string, { weight: number; pError: number; kind: MistakeKind }>;
  learning: number;
}

const PROFILES: Record<string, Profile> = {
  // Strong and steady; the odd arithmetic slip.
  ada: {
    attempts: 34,
    learning: 0.5,
    skills: {
      "linear-two-step": { weight: 3, pError: 0.15, kind: "arithmetic" },
      "linear-both-sides": { weight: 3, pError: 0.2, kind: "arithmetic" },
      "quadratic-factoring": { weight: 2, pError: 0.25, kind: "arithmetic" },
      "fraction-add-sub": { weight: 1, pError: 0.1, kind: "fraction" },
      "distributive-property": { weight: 2, pError: 0.15, kind: "sign" },
      "word-problems": { weight: 2, pError: 0.2, kind: "arithmetic" },
    },
  },
  // Moves terms across the equals sign without changing their sign.
  ben: {
    attempts: 30,
    learning: 0.1,
    skills: {
      "linear-one-step": { weight: 2, pError: 0.45, kind: "sign" },
      "linear-two-step": { weight: 4, pError: 0.7, kind: "sign" },
      "linear-both-sides": { weight: 3, pError: 0.7, kind: "sign" },
      "integer-operations": { weight: 2, pError: 0.5, kind: "sign" },
      "whole-number-arithmetic": { weight: 1, pError: 0.1, kind: "arithmetic" },
      "percentages": { weight: 1, pError: 0.2, kind: "arithmetic" },
    },
  },
  // Adds numerators and denominators; sometimes adds before multiplying.
  cleo: {
    attempts: 26,
    learning: 0.2,
    skills: {
      "fraction-add-sub": { weight: 4, pError: 0.65, kind: "fraction" },
      "fraction-mul-div": { weight: 2, pError: 0.45, kind: "fraction" },
      "order-of-operations": { weight: 2, pError: 0.4, kind: "order-of-operations" },
      "whole-number-arithmetic": { weight: 2, pError: 0.1, kind: "arithmetic" },
      "linear-one-step": { weight: 1, pError: 0.2, kind: "sign" },
    },
  },
  // Word problems and percentages: computation slips that fade as he practises.
  dev: {
    attempts: 18,
    learning: 0.7,
    skills: {
      "word-problems": { weight: 4, pError: 0.55, kind: "arithmetic" },
      "percentages": { weight: 2, pError: 0.5, kind: "arithmetic" },
      "decimals": { weight: 2, pError: 0.35, kind: "arithmetic" },
      "whole-number-arithmetic": { weight: 1, pError: 0.15, kind: "arithmetic" },
    },
  },
};

const DAY = 86_400_000;
const HISTORY_DAYS = 21;

type Check = (typeof import("@/lib/check/engine"))["checkSolution"];

/** Only on an empty database: a real deployment that created its own accounts is never touched. */
export async function seedDemoData(db: Db, now = new Date()): Promise<string> {
  const count = (await rawGet<{ n: number }>(db, sql`select count(*) as n from users`))?.n ?? 0;
  if (count > 0) return "already present";
  const [teacherHash, studentHash] = await Promise.all([hashPassword(DEMO.teacher.password), hashPassword(DEMO.studentPassword)]);
  const studentIds = new Map<string, number>();
  await db.transaction(async (tx) => {
    const [teacher] = await tx
      .insert(users)
      .values({ username: DEMO.teacher.username, displayName: DEMO.teacher.displayName, role: "teacher", isAdmin: true, passwordHash: teacherHash })
      .returning();
    const [cls] = await tx.insert(classes).values({ name: DEMO.className, teacherId: teacher!.id, joinCode: DEMO.joinCode }).returning();
    for (const s of DEMO.students) {
      const joined = new Date(now.getTime() - (HISTORY_DAYS + 2) * DAY);
      const [student] = await tx
        .insert(users)
        .values({ username: s.username, displayName: s.displayName, role: "student", passwordHash: studentHash, createdAt: joined })
        .returning();
      // Joined when the account was made, so the backdated history counts for this class.
      await tx.insert(classMembers).values({ classId: cls!.id, studentId: student!.id, joinedAt: joined });
      studentIds.set(s.username, student!.id);
    }
  });

  // Imported here, not at the top: loading the engine costs seconds, and every `npm start` runs
  // this module only to find the database already has users.
  let checkSolution: Check;
  try {
    ({ checkSolution } = await import("@/lib/check/engine"));
  } catch (err) {
    // Accounts are still useful without history; say why the history is missing.
    console.warn("demo seed: checking engine unavailable, no demo history:", err instanceof Error ? err.message : err);
    return "created (accounts only)";
  }
  const n = await seedHistory(db, checkSolution, studentIds, now);
  return `created (${n} attempts)`;
}

type BankItem = ReturnType<typeof loadBank>[number];

async function seedHistory(db: Db, check: Check, studentIds: Map<string, number>, now: Date): Promise<number> {
  const bank = loadBank();
  const bySkill = new Map<string, BankItem[]>();
  for (const p of bank) for (const s of p.skills) bySkill.set(s, [...(bySkill.get(s) ?? []), p]);
  for (const list of bySkill.values()) list.sort((a, b) => a.difficulty - b.difficulty || a.id.localeCompare(b.id));
  // Check everything first, then write it all in ONE transaction
  // (one commit instead of hundreds keeps the seed fast on a slow disk).
  const planned: { userId: number; problem: BankItem; steps: string[]; result: CheckResult; at: Date }[] = [];

  for (const [username, profile] of Object.entries(PROFILES)) {
    const userId = studentIds.get(username);
    if (userId === undefined) continue;
    const rng = createRng(hashSeed(`stepwise-demo:${username}`));
    const times = sessionTimes(rng, profile.attempts, now);
    const progress = new Map<string, number>(); // next index into the skill's problems: difficulty rises
    let retry: BankItem | null = null;

    for (let i = 0; i < profile.attempts; i++) {
      const skill = retry ? retry.skills[0]! : weighted(rng, profile.skills);
      const pool = bySkill.get(skill);
      if (!pool?.length) continue;
      let problem: BankItem;
      if (retry) {
        problem = retry;
      } else {
        const at = progress.get(skill) ?? 0;
        problem = pool[Math.min(at, pool.length - 1)]!;
        progress.set(skill, at + 1 + (rng.next() < 0.3 ? 1 : 0));
      }
      const spec = profile.skills[skill] ?? { pError: 0.2, kind: "arithmetic" as const };
      // Errors fade over the three weeks in proportion to how much the student learns.
      const pError = spec.pError * (1 - profile.learning * (i / profile.attempts));
      const wrong = rng.next() < pError ? makeMistake(problem, spec.kind, rng.int(0, 7)) : null;
      const steps = wrong ?? [...problem.referenceSteps];
      const result = await check(
        { problem: problem.statement, steps, answer: problem.answer, reference: problem.referenceSteps, skills: problem.skills },
        { checkers: ["exact", "reference"] },
      );
      planned.push({ userId, problem, steps, result, at: times[i]! });
      // After a mistake students often try the same problem again at once.
      retry = result.firstErrorIndex >= 0 && !retry && rng.next() < 0.5 ? problem : null;
    }
  }

  planned.sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.transaction(async (tx) => {
    for (const a of planned) {
      const sub = await recordSubmission(tx as unknown as Db, {
        userId: a.userId,
        problemId: a.problem.id,
        problemText: a.problem.statement,
        steps: a.steps,
        result: a.result,
        durationMs: 0,
        createdAt: a.at,
      });
      // The same writer as live attempts (after-submission), so seeded mastery is real BKT.
      await applySubmissionToMastery(tx as unknown as Db, { userId: a.userId, skillIds: a.problem.skills, submission: sub });
    }
  });
  return planned.length;
}

function weighted(rng: Rng, skills: Profile["skills"]): string {
  const entries = Object.entries(skills);
  let r = rng.next() * entries.reduce((a, [, v]) => a + v.weight, 0);
  for (const [id, v] of entries) {
    r -= v.weight;
    if (r <= 0) return id;
  }
  return entries[entries.length - 1]![0];
}

/** Attempt times over the last three weeks, in after-school sessions of a few problems, ascending. */
function sessionTimes(rng: Rng, n: number, now: Date): Date[] {
  const out: number[] = [];
  const start = now.getTime() - HISTORY_DAYS * DAY;
  while (out.length < n) {
    const day = rng.int(0, HISTORY_DAYS - 1);
    const t = Math.floor(start / DAY) * DAY + day * DAY + (15 + rng.int(0, 5)) * 3_600_000 + rng.int(0, 59) * 60_000;
    const size = Math.min(n - out.length, rng.int(2, 5));
    for (let k = 0; k < size; k++) out.push(t + k * rng.int(3, 9) * 60_000);
  }
  return out
    .map((t) => Math.min(t, now.getTime() - 60_000))
    .sort((a, b) => a - b)
    .map((t) => new Date(t));
}
