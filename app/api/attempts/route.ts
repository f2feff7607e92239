import { NextResponse } from "next/server";
import { z } from "zod";
import { getDb } from "@/db/client";
import { listUserAttempts } from "@/db/queries/submissions";
import { parseSearchParams, route } from "@/app/_server/api";
import { assertSignedIn } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { toAttemptView } from "@/app/_server/attempt-view";
import { problemIdSchema } from "@/lib/validation/check";

export const dynamic = "force-dynamic";

const querySchema = z
  .object({
    problemId: problemIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

/** The signed-in user's own attempts, newest first; nobody can read anyone else's. */
export const GET = route(async (req: Request) => {
  const query = parseSearchParams(req, querySchema);
  const user = assertSignedIn(await getCurrentUser());
  const attempts = await listUserAttempts(getDb(), { userId: user.id, problemId: query.problemId, limit: query.limit ?? 20 });
  return NextResponse.json({ attempts: attempts.map(toAttemptView) });
});
