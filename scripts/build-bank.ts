// Writes db/seed/problems.json from the generators and the GSM8K train split.
// Run: npx tsx scripts/build-bank.ts  (GSM8K_TRAIN=path overrides the default ../shared location)
import fs from "node:fs";
import path from "node:path";
import { buildBank, serializeBank } from "../lib/bank/build";

// run from the repository root (npm scripts and the docs do)
const root = process.cwd();
const gsm8kPath = process.env.GSM8K_TRAIN ?? path.resolve(root, "../shared/data/gsm8k/train.jsonl");
if (/test/i.test(path.basename(gsm8kPath))) throw new Error("the GSM8K test split is reserved for evaluation");
if (!fs.existsSync(gsm8kPath)) {
  console.error(`GSM8K train split not found at ${gsm8kPath}; set GSM8K_TRAIN. The committed db/seed/problems.json stays as it is.`);
  process.exit(1);
}
const bank = buildBank(fs.readFileSync(gsm8kPath, "utf8"));
const out = path.join(root, "db/seed/problems.json");
fs.writeFileSync(out, serializeBank(bank));

const perSkill = new Map<string, number>();
for (const p of bank) for (const s of p.skills) perSkill.set(s, (perSkill.get(s) ?? 0) + 1);
console.log(`wrote ${bank.length} problems to ${path.relative(root, out)}`);
for (const [skill, n] of perSkill) console.log(`  ${skill.padEnd(26)} ${n}`);
