import "server-only";
import { NextResponse } from "next/server";
import { z, type ZodType } from "zod";
import { AppError } from "@/lib/server/app-error";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

type Handler<C> = (req: Request, ctx: C) => Promise<Response>;

/** Wraps a route handler: every failure becomes a JSON error with the right status; nothing crashes the server. */
export function route<C>(handler: Handler<C>): Handler<C> {
  return async (req, ctx) => {
    try {
      return await handler(req, ctx);
    } catch (err) {
      return errorResponse(err);
    }
  };
}

export function errorResponse(err: unknown): Response {
  if (err instanceof AppError) {
    return NextResponse.json(
      { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } },
      { status: err.status },
    );
  }
  console.error("unhandled error in route", err);
  return NextResponse.json({ error: { code: "INTERNAL", message: "Something went wrong on our side." } }, { status: 500 });
}

/** Reads at most `limit` bytes of the body (streamed, so a huge body is refused without buffering it). */
export async function readBody(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("PAYLOAD_TOO_LARGE", `Request body is larger than ${limit} bytes.`);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", `Request body is larger than ${limit} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function parseJson<T>(req: Request, schema: ZodType<T>, limit = DEFAULT_BODY_LIMIT): Promise<T> {
  const type = req.headers.get("content-type") ?? "";
  if (type && !type.includes("application/json")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json.");
  }
  const text = await readBody(req, limit);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  return parseWith(schema, data);
}

export function parseWith<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new AppError("BAD_REQUEST", describeIssues(result.error), {
      issues: result.error.issues.slice(0, 10).map((i) => ({ path: i.path.join("."), message: i.message })),
    });
  }
  return result.data;
}

export function parseSearchParams<T>(req: Request, schema: ZodType<T>): T {
  const params = Object.fromEntries(new URL(req.url).searchParams.entries());
  return parseWith(schema, params);
}

function describeIssues(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid request.";
  const where = first.path.length ? `${first.path.join(".")}: ` : "";
  return `Invalid request: ${where}${first.message}`;
}
