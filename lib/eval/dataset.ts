// Loading and validating ProcessBench-format evaluation data.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { ERROR_TYPES } from "../check/types";

export const evalItemSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    problem: z.string().min(1),
    steps: z.array(z.string()).min(1),
    label: z.number().int().min(-1),
    // Exported data often writes an absent field as null: it means "not given", not bad data.
    answer: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((a) => (a === null || a === undefined ? undefined : String(a))),
    /** Newline-separated reference steps (an array is accepted too). */
    reference: z
      .union([z.string(), z.array(z.string())])
      .nullish()
      .transform((r) => r ?? undefined),
    skills: z
      .array(z.string())
      .nullish()
      .transform((s) => s ?? undefined),
    /** Expected error type at the first faulty step (scored by typeAcc). */
    errorType: z
      .enum(ERROR_TYPES)
      .nullish()
      .transform((t) => t ?? undefined),
    /** "test" items are frozen: tune:fusion never fits on them. */
    split: z
      .enum(["dev", "test"])
      .nullish()
      .transform((s) => s ?? undefined),
  })
  .refine((it) => it.label < it.steps.length, {
    message: "label must be -1 or a valid 0-based step index",
    path: ["label"],
  })
  .refine((it) => it.errorType === undefined || it.label >= 0, {
    message: "errorType needs an erroneous item (label >= 0)",
    path: ["errorType"],
  });

export type EvalItem = z.infer<typeof evalItemSchema>;
export const evalDatasetSchema = z.array(evalItemSchema);

export class DatasetError extends Error {}

export function parseDataset(raw: unknown, source = "dataset"): EvalItem[] {
  const res = evalDatasetSchema.safeParse(raw);
  if (!res.success) {
    const issues = res.error.issues
      .slice(0, 5)
      .map((i) => `  at [${i.path.join(".")}]: ${i.message}`)
      .join("\n");
    throw new DatasetError(`${source}: not a valid ProcessBench-format list of items\n${issues}`);
  }
  const seen = new Set<string>();
  for (const it of res.data) {
    if (seen.has(it.id)) throw new DatasetError(`${source}: duplicate id ${it.id}`);
    seen.add(it.id);
  }
  return res.data;
}

export function loadDataset(file: string): EvalItem[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new DatasetError(`cannot read ${file}: ${(e as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    raw = parseJsonLines(text);
    if (raw === null) throw new DatasetError(`${file}: invalid JSON (${(e as Error).message})`);
  }
  return parseDataset(raw, file);
}

/** JSON Lines (one item per line) is accepted too; null when the text is not JSONL either. */
function parseJsonLines(text: string): unknown[] | null {
  const lines = text.split("\n").filter((l) => l.trim());
  if (lines.length < 2) return null;
  try {
    return lines.map((l) => JSON.parse(l));
  } catch {
    return null;
  }
}

/** Reference steps as a list, whichever form the item carried. */
export function referenceSteps(item: EvalItem): string[] | undefined {
  if (item.reference === undefined) return undefined;
  const lines = Array.isArray(item.reference) ? item.reference : item.reference.split("\n");
  const clean = lines.map((l) => l.trim()).filter((l) => l.length > 0);
  return clean.length ? clean : undefined;
}
