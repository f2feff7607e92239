import "server-only";
import type { NewTeacherProblem } from "@/db/queries/authoring";
import { runCheck } from "@/lib/check-pool/check-pool";
import { judgeReference } from "@/lib/dashboard/authoring";
import { AppError } from "@/lib/server/app-error";
import { defaultTitle, type AuthorProblemInput } from "@/lib/validation/authoring";

/**
 * A teacher's problem ready to store, once its reference solution passes the engine's exact and
 * reference checkers step by step and reaches the answer; otherwise 422 names the flagged step.
 * Creating and editing go through the same gate.
 */
export async function checkedTeacherProblem(body: Omit<AuthorProblemInput, "clientKey">): Promise<NewTeacherProblem> {
  const result = await runCheck(
    { problem: body.statement, steps: body.referenceSteps, answer: body.answer, skills: body.skills },
    { checkers: ["exact", "reference"] },
  );
  const verdict = judgeReference(result, body.referenceSteps.length);
  if (!verdict.ok) {
    throw new AppError("UNPROCESSABLE", `The reference solution does not check out at step ${verdict.stepIndex + 1}; nothing was saved.`, {
      stepIndex: verdict.stepIndex,
      errorType: verdict.errorType,
      message: verdict.message,
      steps: result.steps,
    });
  }
  return {
    title: body.title || defaultTitle(body.statement),
    statement: body.statement,
    answer: body.answer,
    referenceSteps: body.referenceSteps,
    skills: body.skills,
    difficulty: body.difficulty,
  };
}
