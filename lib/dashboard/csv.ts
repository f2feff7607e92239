// CSV writer for the teacher exports (RFC 4180 quoting plus a guard against formula injection).

export type CsvValue = string | number | boolean | null | undefined | Date;

// A spreadsheet treats a cell starting with one of these as a formula; student-typed text must never run.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when needed. Text that a spreadsheet would read as a formula gets a leading quote. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  let s = value instanceof Date ? value.toISOString() : value;
  if (typeof value === "string" && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/**
 * UTF-8 byte-order mark. Without it Excel opens a CSV in the system's legacy code page and shows
 * −, × and — (student steps are full of them) as mojibake; LibreOffice and Numbers skip it.
 */
export const UTF8_BOM = "\uFEFF";

/** Whole document: a BOM, then CRLF line ends as RFC 4180 asks (Excel and LibreOffice both read them). */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [csvRow(header)];
  for (const r of rows) lines.push(csvRow(r));
  return UTF8_BOM + lines.join("\r\n") + "\r\n";
}

/** A small RFC 4180 reader, used by tests to prove the writer round-trips. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith(UTF8_BOM) ? input.slice(UTF8_BOM.length) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
