// Program-of-thought solutions: an LLM writes each step as a line of code ("left = apples - eaten
// # 8", "print(left)"). Read as prose, a line's names are words and the values behind them are
// lost. Here each name a line assigns takes its value (a literal, the result the line writes, or
// the value its comment gives), later lines have the names they use replaced by those values, and
// a comment's value becomes the result the line claims: "friend_tires = 3 * ignatius_bikes  # 12"
// after "ignatius_bikes = 4" reads "friend_tires = 3 * 4 = 12".

/** "name = expression  # comment", a name written as code. */
const ASSIGN = /^(\s*)([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([^=#\s][^#]*?)\s*(?:#\s*(.*))?$/;
/** "print(total)  # 452", "print(int(total))". */
const PRINT = /^\s*print\s*\(\s*(.+?)\s*\)\s*(?:#\s*(.*))?$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
/** The result a line writes last: "3 * 12 = 36". */
const WRITTEN_RESULT = /=\s*(-?\d+(?:\.\d+)?)\s*$/;

/** Only a solution written as code: two assignments or more to names with an underscore. */
function writtenAsCode(steps: readonly string[]): boolean {
  return steps.filter((s) => ASSIGN.exec(s)?.[2].includes("_")).length >= 2;
}

export function withCodeValues(steps: readonly string[]): string[] {
  if (!writtenAsCode(steps)) return [...steps];
  const values = new Map<string, string>();
  // (floor division and Python's power are read as the comment's value settles them)
  const substituted = (expr: string) =>
    expr
      .replace(/\b[A-Za-z_][A-Za-z0-9_]*\b/g, (n) => values.get(n) ?? n)
      .replace(/\/\//g, "/")
      .replace(/\*\*/g, "^");
  return steps.map((line) => {
    const p = PRINT.exec(line);
    if (p) {
      const shown = values.get(p[1]) ?? (p[2] && NUMBER.test(p[2].trim().replace(/,/g, "")) ? p[2].trim().replace(/,/g, "") : null);
      return shown ? `Answer: ${shown}` : line;
    }
    const m = ASSIGN.exec(line);
    if (!m) return line;
    const [, indent, name, expr, comment] = m;
    const rhs = substituted(expr.trim());
    const noted = comment?.trim().replace(/,/g, "");
    if (NUMBER.test(rhs)) {
      values.set(name, rhs);
      return `${indent}${name} = ${rhs}`;
    }
    if (noted && NUMBER.test(noted)) {
      values.set(name, noted);
      return `${indent}${name} = ${rhs} = ${noted}`;
    }
    const written = WRITTEN_RESULT.exec(rhs);
    if (written) values.set(name, written[1]);
    return `${indent}${name} = ${rhs}`;
  });
}
