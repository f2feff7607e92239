import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { correctSubmission, correctionsFor, undoCorrection } from "@/db/queries/corrections";
import { parseJson, parseWith, route } from "@/app/_server/api";
import { assertCanCorrectSubmission } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { AppError } from "@/lib/server/app-error";
import { correctionSchema } from "@/lib/validation/correction";
import { idParamSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ id: string }> };

/** A teacher corrects the checker's verdict on one step; the whole record follows the correction. */
export const PUT = route(async (req: Request, ctx: Ctx) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const body = await parseJson(req, correctionSchema, 4 * 1024);
  const db = getDb();
  const user = await getCurrentUser();
  const sub = await assertCanCorrectSubmission(db, user, id);
  if (body.stepIndex >= sub.steps.length) throw new AppError("BAD_REQUEST", `Invalid request: stepIndex: this submission has ${sub.steps.length} steps.`);
  const state = await correctSubmission(db, { submissionId: id, teacherId: user!.id, ...body });
  return NextResponse.json({
    submissionId: id,
    firstErrorIndex: state.firstErrorIndex,
    steps: state.steps,
    correction: (await correctionsFor(db, [id])).get(id) ?? null,
  });
});

/** Undoes the correction: the checker's own verdicts come back. */
export const DELETE = route(async (_req: Request, ctx: Ctx) => {
  const id = parseWith(idParamSchema, (await ctx.params).id);
  const db = getDb();
  await assertCanCorrectSubmission(db, await getCurrentUser(), id);
  if (!await undoCorrection(db, id)) throw new AppError("NOT_FOUND", "This submission has no correction.");
  return NextResponse.json({ submissionId: id, undone: true });
});
