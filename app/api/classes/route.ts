import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { createClass, listTeacherClasses } from "@/db/queries/classes";
import { parseJson, route } from "@/app/_server/api";
import { assertRole } from "@/app/_server/authz";
import { getCurrentUser } from "@/app/_server/session";
import { createClassSchema } from "@/lib/validation/classes";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const teacher = assertRole(await getCurrentUser(), "teacher");
  return NextResponse.json({ classes: await listTeacherClasses(getDb(), teacher.id) });
});

export const POST = route(async (req: Request) => {
  const body = await parseJson(req, createClassSchema, 4 * 1024);
  const teacher = assertRole(await getCurrentUser(), "teacher");
  const cls = await createClass(getDb(), teacher.id, body.name);
  return NextResponse.json({ class: cls }, { status: 201 });
});
