"""Dynamic int8 quantization on the bare `onnx` package (onnxruntime's Python quantizer is not
available here). Reproduces onnxruntime's dynamic pattern, which onnxruntime fuses at load:

  x -> DynamicQuantizeLinear -> MatMulInteger(x_q, W_q int8 per-column, x_zp, 0) -> Cast(float)
    -> Mul(x_scale * w_scale[col])

Only MatMuls whose right input is a 2-D float initializer with >= min_cols columns are changed;
Gather (embeddings), norms and attention stay fp32.
"""
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


def quantize_dynamic(src, dst, min_cols=16):
    m = onnx.load(src)
    g = m.graph
    inits = {i.name: i for i in g.initializer}
    new_nodes, drop_inits, add_inits = [], set(), []
    n_q = 0
    for node in g.node:
        if node.op_type != "MatMul" or node.input[1] not in inits:
            new_nodes.append(node)
            continue
        w = numpy_helper.to_array(inits[node.input[1]])
        if w.ndim != 2 or w.dtype != np.float32 or w.shape[1] < min_cols:
            new_nodes.append(node)
            continue
        n_q += 1
        base = node.input[1].replace(":", "_").replace("/", "_")
        scale = np.abs(w).max(axis=0) / 127.0
        scale[scale == 0] = 1.0
        wq = np.clip(np.round(w / scale), -127, 127).astype(np.int8)
        add_inits += [
            numpy_helper.from_array(wq, base + "_quantized"),
            numpy_helper.from_array(scale.astype(np.float32), base + "_scale"),
            numpy_helper.from_array(np.zeros(w.shape[1], dtype=np.int8), base + "_zero_point"),
        ]
        drop_inits.add(node.input[1])
        x = node.input[0]
        p = (node.name or base).replace("/", "_")
        xq, xs, xz = p + "_xq", p + "_xscale", p + "_xzp"
        mmi, mmf, sc = p + "_mmi", p + "_mmf", p + "_scale"
        new_nodes += [
            helper.make_node("DynamicQuantizeLinear", [x], [xq, xs, xz], name=p + "_DynamicQuantizeLinear"),
            helper.make_node("MatMulInteger", [xq, base + "_quantized", xz, base + "_zero_point"], [mmi],
                             name=p + "_MatMulInteger"),
            helper.make_node("Cast", [mmi], [mmf], to=TensorProto.FLOAT, name=p + "_Cast"),
            helper.make_node("Mul", [xs, base + "_scale"], [sc], name=p + "_ScaleMul"),
            helper.make_node("Mul", [mmf, sc], [node.output[0]], name=p + "_Mul"),
        ]
    # an initializer may be shared; keep it if anything else still reads it
    still_used = {i for n in new_nodes for i in n.input}
    keep = [i for i in g.initializer if i.name not in drop_inits or i.name in still_used]
    del g.initializer[:]
    g.initializer.extend(keep + add_inits)
    del g.node[:]
    g.node.extend(new_nodes)
    # MatMulInteger needs opset >= 10; DynamicQuantizeLinear >= 11
    for op in m.opset_import:
        if op.domain in ("", "ai.onnx") and op.version < 11:
            op.version = 11
    onnx.checker.check_model(m)
    onnx.save(m, dst)
    return n_q


def reference_quantized_matmul(x, w):
    """numpy emulation of the quantized MatMul (used to sanity-check the rounding scheme)."""
    scale = np.abs(w).max(axis=0) / 127.0
    scale[scale == 0] = 1.0
    wq = np.clip(np.round(w / scale), -127, 127).astype(np.int32)
    lo, hi = min(0.0, float(x.min())), max(0.0, float(x.max()))
    xs = (hi - lo) / 255.0 or 1.0
    xz = np.clip(np.round(-lo / xs), 0, 255)
    xq = np.clip(np.round(x / xs) + xz, 0, 255).astype(np.int32)
    return ((xq - int(xz)) @ wq).astype(np.float32) * (xs * scale)
