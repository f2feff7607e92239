// The stylesheet's rules must each close: one missing "}" after `.tag--hint` nested every rule
// after it under that class (CSS nesting), so the student home and the account page lost their
// layout in the production build without any error.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Depth of braces after each line, comments and strings left out; throws where a "}" has no "{". */
function depths(css: string): number[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, '""');
  let depth = 0;
  return text.split("\n").map((line, i) => {
    for (const ch of line) {
      if (ch === "{") depth++;
      else if (ch === "}" && --depth < 0) throw new Error(`unmatched "}" on line ${i + 1}`);
    }
    return depth;
  });
}

describe("app/globals.css", () => {
  const css = fs.readFileSync(path.join(process.cwd(), "app", "globals.css"), "utf8");

  it("closes every rule it opens", () => {
    expect(depths(css).at(-1)).toBe(0);
  });

  it("starts every top-level selector outside any other rule", () => {
    const d = depths(css);
    const lines = css.split("\n");
    // A line at column 0 that opens a rule (not a closing brace, not inside an @-block's body) is top level.
    const nested = lines.flatMap((line, i) => (/^[.#a-z:*[]/i.test(line) && line.includes("{") && (d[i - 1] ?? 0) !== 0 ? [`${i + 1}: ${line}`] : []));
    expect(nested).toEqual([]);
  });

  it("catches the slip it is here for", () => {
    expect(depths(".a {\n  color: red;\n.b {\n  color: blue;\n}\n").at(-1)).toBe(1);
  });
});
