import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { getProblem } from "@/db/queries/problems";
import { parseWith, route } from "@/app/_server/api";
import { getCurrentUser } from "@/app/_server/session";
import { AppError } from "@/lib/server/app-error";
import { problemIdSchema } from "@/lib/validation/check";

export const dynamic = "force-dynamic";

export const GET = route(async (_req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = parseWith(problemIdSchema, (await ctx.params).id);
  const user = await getCurrentUser();
  const problem = getProblem(getDb(), id, user);
  if (!problem) throw new AppError("NOT_FOUND", "No such problem.");
  // The reference solution is what the checker compares against; students see it only through feedback.
  const { referenceSteps: _ref, answer: _answer, authorId: _author, ...publicFields } = problem;
  const full = user?.role === "teacher";
  return NextResponse.json({ problem: full ? problem : publicFields });
});
