// Runs the whole training/export pipeline on a tiny model (models/pipeline.py --smoke: temp
// dir, never the shipped model) and loads its int8 ONNX output with transformers.js.
// Needs Debian's python3-torch + python3-onnx; skipped with a message where they are missing.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { AutoModelForCausalLM, AutoTokenizer, env, Tensor } from "@huggingface/transformers";
import { describe, expect, it } from "vitest";

const PY = "/usr/bin/python3";
const probe = existsSync(PY) ? spawnSync(PY, ["-c", "import torch, onnx, numpy"], { encoding: "utf8" }) : null;
const hasToolchain = probe !== null && probe.status === 0;
if (!hasToolchain) {
  console.warn(
    "[pipeline-smoke] SKIPPED: /usr/bin/python3 cannot import torch/onnx/numpy " +
      "(apt-get install python3-torch python3-onnx python3-numpy libopenblas0-pthread)",
  );
}

describe.skipIf(!hasToolchain)("models/pipeline.py --smoke", () => {
  it("trains, exports and quantizes a tiny PRM that transformers.js can run", async () => {
    const run = spawnSync(PY, [path.join("models", "pipeline.py"), "--smoke", "--dress", "0.5", "--early-stop", "0.3", "--ref-p", "0.5"], {
      encoding: "utf8",
      timeout: 170_000,
      env: { ...process.env, OPENBLAS_NUM_THREADS: "2" },
    });
    expect(run.status, run.stderr + run.stdout).toBe(0);
    const m = /-> (\S+)\s*$/m.exec(run.stdout.trim().split("\n").at(-1) ?? "");
    expect(m).not.toBeNull();
    const out = m![1];
    expect(out).not.toContain(path.join("models", "stepwise-prm"));
    for (const f of ["config.json", "tokenizer.json", "tokenizer_config.json", "prm.json", "onnx/model_quantized.onnx"]) {
      expect(existsSync(path.join(out, f)), f).toBe(true);
    }
    // one model, two conditions: thresholds for the steps alone and for steps read after the reference
    const spec = JSON.parse(readFileSync(path.join(out, "prm.json"), "utf8"));
    expect(spec.reference.maxTokens).toBeGreaterThan(0);
    expect(spec.reference.threshold).toBeGreaterThan(0);
    const onnx = readFileSync(path.join(out, "onnx/model_quantized.onnx"));
    expect(onnx.includes(Buffer.from("MatMulInteger"))).toBe(true);

    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = path.dirname(out);
    const name = path.basename(out);
    const tok = await AutoTokenizer.from_pretrained(name);
    const model = await AutoModelForCausalLM.from_pretrained(name, { dtype: "q8" });
    const ids = tok.encode("Tom has 3 apples. <sep> 3 + 4 = 7 <step>", { add_special_tokens: false });
    const n = ids.length;
    const out2 = (await model({
      input_ids: new Tensor("int64", BigInt64Array.from(ids, (x) => BigInt(x)), [1, n]),
      attention_mask: new Tensor("int64", new BigInt64Array(n).fill(1n), [1, n]),
    })) as { logits: Tensor };
    expect(out2.logits.dims).toEqual([1, n, 2]);
    expect(Array.from(out2.logits.data as Float32Array).every(Number.isFinite)).toBe(true);

    // Continuing from a shipped model reads its weights back out of the int8 ONNX
    // (models/prmkit/recover.py): they must reproduce the PyTorch parity fixture.
    const recover = spawnSync(
      PY,
      [
        "-c",
        "import sys; sys.path.insert(0, 'models'); from prmkit.recover import recover; from prmkit.tok import WordPieceTokenizer; " +
          "t = WordPieceTokenizer.load(sys.argv[1] + '/tokenizer.json'); print(recover(sys.argv[1], t.ids['+'], t.ids['-'], t.ids['<step>'])[0])",
        out,
      ],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(recover.status, recover.stderr).toBe(0);
    expect(Number(recover.stdout.trim().split("\n").at(-1))).toBeLessThan(0.05);

    // Growing a trained model deeper (--grow-layers) must not change what it computes at first.
    const grown = spawnSync(
      PY,
      [
        "-c",
        "import sys, torch; sys.path.insert(0, 'models'); from prmkit.recover import recover; from prmkit.tok import WordPieceTokenizer; " +
          "from prmkit.model import PrmLM, Cfg, grow; t = WordPieceTokenizer.load(sys.argv[1] + '/tokenizer.json'); " +
          "_, c, sd = recover(sys.argv[1], t.ids['+'], t.ids['-'], t.ids['<step>']); a = PrmLM(c); a.load_state_dict(sd); " +
          "b = PrmLM(Cfg(**{**c.to_dict(), 'layers': c.layers + 2})); b.load_state_dict(grow(sd, c, c.layers + 2)); " +
          "x = torch.tensor([t.encode('Tom has 3 apples. <sep> 3 + 4 = 7 <step>')]); p = torch.arange(x.shape[1]).unsqueeze(0); " +
          "print(float((a(x, torch.ones_like(x), p) - b(x, torch.ones_like(x), p)).abs().max()))",
        out,
      ],
      { encoding: "utf8", timeout: 60_000 },
    );
    expect(grown.status, grown.stderr).toBe(0);
    expect(Number(grown.stdout.trim().split("\n").at(-1))).toBeLessThan(1e-5);
  }, 240_000);

  it("passes the pipeline's Python unit tests (models/tests)", () => {
    const run = spawnSync(PY, ["-m", "unittest", "discover", "-s", path.join("models", "tests"), "-t", "models"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status, run.stderr + run.stdout).toBe(0);
    expect(run.stderr).toMatch(/Ran [1-9]\d* tests?/);
  });
});
