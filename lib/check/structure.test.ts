// Keeps lib/check readable: no file over 400 lines and no function over 120 (tests excluded).
// A long function is where closures and shared state pile up (reference-word.ts was one
// 909-line function): split it into small named functions instead of raising the limits.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..");
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 120;

/** Every source file under a folder, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Lines as `wc -l` counts them, and a last line without its newline. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Each function with a body (declarations, methods, arrows, expressions), by where it starts and how many lines it spans. */
export function functionLengths(fileName: string, text: string): Array<{ name: string; line: number; lines: number }> {
  const src = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const out: Array<{ name: string; line: number; lines: number }> = [];
  const lineOf = (pos: number) => src.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const line = lineOf(node.getStart(src));
      const named = node.name?.getText(src) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(src) : "(anonymous)");
      out.push({ name: named, line, lines: lineOf(node.getEnd()) - line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

describe("lib/check stays in small pieces", () => {
  const files = sourceFiles(join(ROOT, "lib", "check"));

  it("finds the functions of a file and how long each is", () => {
    const text = ["export function a() {", "  const b = () => {", "    return 1;", "  };", "  return b();", "}"].join("\n");
    expect(functionLengths("x.ts", text)).toEqual([
      { name: "a", line: 1, lines: 6 },
      { name: "b", line: 2, lines: 3 },
    ]);
  });

  it(`has no source file over ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map((f) => ({ file: relative(ROOT, f), lines: lineCount(readFileSync(f, "utf8")) }))
      .filter((f) => f.lines > MAX_FILE_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(long).toEqual([]);
  });

  it(`has no function over ${MAX_FUNCTION_LINES} lines`, () => {
    const long = files.flatMap((f) =>
      functionLengths(f, readFileSync(f, "utf8"))
        .filter((fn) => fn.lines > MAX_FUNCTION_LINES)
        .map((fn) => `${relative(ROOT, f)}:${fn.line} ${fn.name}: ${fn.lines} lines`),
    );
    expect(long).toEqual([]);
  });
});
