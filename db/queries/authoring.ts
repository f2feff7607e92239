import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "../client";
import { problemSkills, problems, type Problem } from "../schema";

export interface NewTeacherProblem {
  title: string;
  statement: string;
  answer: string;
  referenceSteps: string[];
  skills: string[];
  difficulty: number;
}

/** Stores a teacher-authored problem; visibility (author + their classes) comes from authorId. */
export function createTeacherProblem(db: Db, authorId: number, p: NewTeacherProblem): Problem & { skills: string[] } {
  // Random, not sequential: ids appear in URLs and must not reveal how many problems others wrote.
  const id = `t${authorId}-${randomBytes(5).toString("hex")}`;
  return db.transaction((tx) => {
    const row = tx
      .insert(problems)
      .values({
        id,
        title: p.title,
        statement: p.statement,
        answer: p.answer,
        referenceSteps: p.referenceSteps,
        difficulty: p.difficulty,
        source: "teacher",
        credit: "",
        authorId,
      })
      .returning()
      .get();
    for (const skillId of p.skills) tx.insert(problemSkills).values({ problemId: id, skillId }).run();
    return { ...row, skills: p.skills };
  });
}
