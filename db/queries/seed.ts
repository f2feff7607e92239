import "server-only";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { SKILLS } from "@/lib/bank/skills";
import { distinctTitle } from "@/lib/format/problem-title";
import type { Db } from "../client";
import { problemSkills, problems, skills } from "../schema";

const bankSchema = z.array(
  z.object({
    id: z.string().min(1),
    title: z.string().min(1),
    statement: z.string().min(1),
    answer: z.string().min(1),
    referenceSteps: z.array(z.string().min(1)).min(1),
    skills: z.array(z.string().min(1)).min(1),
    difficulty: z.number().int().min(1).max(5),
    source: z.enum(["generated", "gsm8k"]),
    credit: z.string(),
  }),
);

export function loadBank(file = path.join(process.cwd(), "db/seed/problems.json")) {
  return bankSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}

/** Upserts skills and the bundled bank; teacher-authored problems are never touched. */
export async function seedBank(db: Db) {
  const bank = loadBank();
  await db.transaction(async (tx) => {
    for (const [i, s] of SKILLS.entries()) {
      await tx
        .insert(skills)
        .values({ id: s.id, name: s.name, level: s.level, description: s.description, sortOrder: i })
        .onConflictDoUpdate({
          target: skills.id,
          set: { name: s.name, level: s.level, description: s.description, sortOrder: i },
        });
    }
    for (const p of bank) {
      const row = {
        id: p.id,
        // Stored with what tells it apart (the bank has five "Solve a two-step equation"), so every
        // list, filter, dashboard and export names the problem without knowing about it.
        title: distinctTitle(p.title, p.statement),
        statement: p.statement,
        answer: p.answer,
        referenceSteps: p.referenceSteps,
        difficulty: p.difficulty,
        source: p.source,
        credit: p.credit,
      };
      await tx.insert(problems).values(row).onConflictDoUpdate({ target: problems.id, set: row });
      await tx.delete(problemSkills).where(sql`${problemSkills.problemId} = ${p.id}`);
      await tx.insert(problemSkills).values(p.skills.map((skillId) => ({ problemId: p.id, skillId })));
    }
  });
  return { skills: SKILLS.length, problems: bank.length };
}
