// The server's own thread serves HTTP, sessions, validation and the database (issue 33); the
// checking engine, mathjs and the model run in the check workers. A static import from anything the
// server thread loads (pages, routes, components, instrumentation) that reaches them loads them
// there too: ~30 MiB of the server's heap that it never used (issue 31). Type-only imports and
// dynamic import() (check-pool's in-process fallback when CHECK_WORKERS=0) load nothing.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const WORKER_ONLY = ["mathjs", "@huggingface/transformers", "onnxruntime-node"];

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith("@/") && !spec.startsWith(".")) return `package:${spec.split("/").slice(0, spec.startsWith("@") ? 2 : 1).join("/")}`;
  const base = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const ext of ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"]) {
    if (fs.existsSync(base + ext) && fs.statSync(base + ext).isFile()) return base + ext;
  }
  return null;
}

/** Specifiers a module loads when it is evaluated: static imports and re-exports, not `import type`. */
function staticImports(file: string): string[] {
  const src = fs.readFileSync(file, "utf8");
  const from = [...src.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?\s+from\s+["']([^"']+)["']/gms)].map((m) => m[1]!);
  const bare = [...src.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  return [...from, ...bare];
}

/** Each module reached from `entries`, with the module that first imported it. */
function reach(entries: string[]): Map<string, string | null> {
  const parent = new Map<string, string | null>();
  const todo: [string, string | null][] = entries.map((e) => [e, null]);
  while (todo.length) {
    const [file, by] = todo.pop()!;
    if (parent.has(file)) continue;
    parent.set(file, by);
    if (file.startsWith("package:")) continue;
    for (const spec of staticImports(file)) {
      const next = resolve(file, spec);
      if (next) todo.push([next, file]);
    }
  }
  return parent;
}

function chain(parent: Map<string, string | null>, to: string): string {
  const out: string[] = [];
  for (let at: string | null | undefined = to; at; at = parent.get(at)) out.push(path.relative(ROOT, at));
  return out.join(" ← ");
}

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx)$/.test(d.name) && !/\.test\.tsx?$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
}

describe("the server thread's modules", () => {
  it("never statically import the engine's libraries (mathjs, transformers.js, the ONNX runtime)", () => {
    const entries = [...sources("app"), ...sources("components"), path.join(ROOT, "instrumentation.ts"), path.join(ROOT, "proxy.ts")].filter((f) => fs.existsSync(f));
    const parent = reach(entries);
    const leaks = WORKER_ONLY.map((p) => `package:${p}`).filter((p) => parent.has(p)).map((p) => chain(parent, p));
    expect(leaks).toEqual([]);
  });

  it("while the check worker does (the walk sees them)", () => {
    const parent = reach([path.join(ROOT, "lib/check-pool/check-worker.ts")]);
    for (const p of WORKER_ONLY.slice(0, 2)) expect(parent.has(`package:${p}`)).toBe(true);
  });
});
