import { NextResponse } from "next/server";
import { route } from "@/app/_server/api";
import { endSession } from "@/app/_server/session";

export const dynamic = "force-dynamic";

export const POST = route(async (req) => {
  await endSession();
  // a plain form post (the button before the page's script has loaded) navigates: send it home
  if (req.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) return NextResponse.redirect(new URL("/", req.url), 303);
  return NextResponse.json({ ok: true });
});
