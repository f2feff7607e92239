import { NextResponse } from "next/server";
import { route } from "@/app/_server/api";
import { endSession } from "@/app/_server/session";

export const dynamic = "force-dynamic";

export const POST = route(async () => {
  await endSession();
  return NextResponse.json({ ok: true });
});
