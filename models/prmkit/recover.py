"""Rebuild a PyTorch state dict from a shipped int8 ONNX export (dequantized weights).

Training checkpoints are not committed (they are large and git-ignored), so continuing from the
shipped model means reading its weights back out of `onnx/model_quantized.onnx`: every
MatMulInteger weight is int8 per output column, W = (q - zero_point) * scale. The result is the
int8 model's function in fp32; `verify` checks it against the parity fixture written at export.
"""
import itertools
import json
import os

import numpy as np
import torch
from onnx import load, numpy_helper

from .model import Cfg, PrmLM

LINEARS = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


def _dequantized_in_graph_order(model):
    inits = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    out = []
    for node in model.graph.node:
        if node.op_type != "MatMulInteger":
            continue
        wq = node.input[1]
        base = wq[: -len("_quantized")]
        zp = inits[node.input[3]] if len(node.input) > 3 and node.input[3] in inits else inits.get(base + "_zero_point", 0)
        scale = inits[base + "_scale"]
        w = (inits[wq].astype(np.float32) - np.asarray(zp, np.float32)) * scale  # (in, out)
        out.append(torch.from_numpy(w.T.copy()))  # nn.Linear weight is (out, in)
    return inits, out


def state_dict_from_onnx(model_dir, order=None):
    with open(os.path.join(model_dir, "config.json")) as f:
        c = json.load(f)
    cfg = Cfg(c["vocab_size"], c["hidden_size"], c["num_hidden_layers"], c["num_attention_heads"], c["intermediate_size"])
    onnx_model = load(os.path.join(model_dir, "onnx", "model_quantized.onnx"))
    inits, mats = _dequantized_in_graph_order(onnx_model)
    per = len(LINEARS)
    assert len(mats) == per * cfg.layers, f"expected {per * cfg.layers} quantized matmuls, found {len(mats)}"
    order = order or list(range(per))
    sd = {"embed.weight": torch.from_numpy(inits["lm.embed.weight"].copy()),
          "norm.weight": torch.from_numpy(inits["lm.norm.weight"].copy())}
    for layer in range(cfg.layers):
        for slot, name in enumerate(LINEARS):
            sd[f"blocks.{layer}.{name}.weight"] = mats[layer * per + order[slot]]
        for ln in ("ln1", "ln2"):
            sd[f"blocks.{layer}.{ln}.weight"] = torch.from_numpy(inits[f"lm.blocks.{layer}.{ln}.weight"].copy())
    return cfg, sd


def _parity_error(model, samples, plus_id, minus_id, tag_id):
    worst = 0.0
    for s in samples:
        ids = torch.tensor([s["ids"]])
        with torch.no_grad():
            logits = model(ids, torch.ones_like(ids), torch.arange(ids.shape[1]).unsqueeze(0), rows=[plus_id, minus_id])[0]
        tags = [i for i, t in enumerate(s["ids"]) if t == tag_id]
        if not tags:  # no whole step fitted after a long problem and reference
            continue
        p = torch.softmax(logits[tags], dim=-1)[:, 0].numpy()
        worst = max(worst, float(np.abs(p - np.array(s["p"][: len(p)])).max()))
    return worst


def recover(model_dir, plus_id, minus_id, tag_id):
    """The state dict whose fp32 function matches the parity fixture; the slot order of the
    seven matmuls in a block is found by trying the few permutations the export could have."""
    with open(os.path.join(model_dir, "parity-samples.json")) as f:
        samples = json.load(f)["solutions"][:4]
    best = None
    for qkv in itertools.permutations([0, 1, 2]):
        for gu in ([4, 5], [5, 4]):
            order = list(qkv) + [3] + gu + [6]
            cfg, sd = state_dict_from_onnx(model_dir, order)
            m = PrmLM(cfg)
            m.load_state_dict(sd)
            m.eval()
            err = _parity_error(m, samples, plus_id, minus_id, tag_id)
            if best is None or err < best[0]:
                best = (err, cfg, sd)
    return best
