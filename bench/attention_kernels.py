"""The kernels each row of the attention benchmark times, as a worker
process holds them: ours (rope_mlir.runtime), PyTorch (HF-style RoPE +
SDPA) and ONNX Runtime (GroupQueryAttention). Each class gives `rows`
(name -> a call) and `output(row)` (one run, as f32)."""

from __future__ import annotations

import math

import numpy as np

from attention_workload import D, HKV, HQ, Workload, hf_cos_sin
# Every row's tensors start on a cache line, as PyTorch allocates them
# (numpy's large arrays start 16 bytes past one).
from rope_mlir.tensors import aligned

class OursKernels:
    def __init__(self, w: Workload, paths: dict, library: str, library_fma: str = ""):
        from rope_mlir.runtime import Artifact, bf16_to_f32, f32_to_bf16
        art = Artifact(library)
        to_dtype = f32_to_bf16 if w.dtype == "bf16" else (lambda a: a.astype(np.float32))
        cast = lambda a: aligned(to_dtype(a))  # noqa: E731
        q, k, v = (cast(np.load(paths[n])) for n in ("q", "k", "v"))
        zeros = lambda a: aligned(np.zeros_like(a))  # noqa: E731
        out, out2, qr = zeros(q), zeros(q), zeros(q)
        self.outputs = {"ours_fused": out, "ours_unfused": out2}
        if w.phase == "prefill":
            kr = zeros(k)
            self.rows = {
                "ours_fused": lambda: art["attend"](q, k, v, outputs=[out]),
                "ours_unfused": lambda: (art["rope_qk"](q, k, outputs=[qr, kr]),
                                         art["attend_rotated"](qr, kr, v, outputs=[out2])),
            }
        else:
            n = w.q_position
            k_raw, out3 = cast(np.load(paths["k_raw"])), zeros(q)
            self.outputs["ours_fused_rotates_k"] = out3
            self.rows = {
                "ours_fused": lambda: art["attend"](q, k, v, n, outputs=[out]),
                "ours_unfused": lambda: (art["rope_q"](q, n, outputs=[qr]),
                                         art["attend_rotated"](qr, k, v, n, outputs=[out2])),
                "ours_fused_rotates_k": lambda: art["attend_rotates_k"](q, k_raw, v, n,
                                                                        outputs=[out3]),
            }
        if library_fma:  # bf16 on an AMX CPU: the FMA kernel beside the tiles
            fma, out4 = Artifact(library_fma), zeros(q)
            self.outputs["ours_fused_fma"] = out4
            args = (q, k, v) if w.phase == "prefill" else (q, k, v, w.q_position)
            self.rows["ours_fused_fma"] = lambda: fma["attend"](*args, outputs=[out4])
        self.to_f32 = bf16_to_f32 if w.dtype == "bf16" else (lambda a: a)

    def output(self, row):
        self.rows[row]()
        return self.to_f32(self.outputs[row])


class TorchKernels:
    """HF-style: q/k/v [B, S, H, D] viewed as [B, H, S, D], rotate_half with a
    float32 cos/sin cache cast to the dtype, SDPA, output back to bshd.
    Decode uses a static [B, Hkv, Sk, D] cache: the new token's k is rotated
    and written with v at Sk-1, then the query attends to the whole cache."""

    def __init__(self, w: Workload, paths: dict, threads: int):
        import torch
        import torch.nn.functional as F
        torch.set_num_threads(threads)
        dt = {"f32": torch.float32, "bf16": torch.bfloat16}[w.dtype]
        load = lambda n: torch.from_numpy(aligned(np.load(paths[n]))).to(dt)  # noqa: E731
        q, k, v = load("q"), load("k"), load("v")
        positions = np.arange(w.q_position, w.q_position + w.sq)
        cos, sin = (torch.from_numpy(np.concatenate([c, c], axis=-1))[None, None].to(dt)
                    for c in hf_cos_sin(positions, np.float32))
        half = D // 2
        sdpa = getattr(F, "scaled_dot_product_attention", None)
        self.name = "torch_sdpa" if sdpa is not None else "torch_eager"
        self.version = torch.__version__

        def rope(x):
            return x * cos + torch.cat((-x[..., half:], x[..., :half]), dim=-1) * sin

        gqa = {"enable_gqa": True} if "enable_gqa" in (getattr(sdpa, "__doc__", "") or "") else {}

        def attend(qh, kh, vh, causal):
            group = qh.shape[1] // kh.shape[1]
            if group > 1 and not gqa:  # before PyTorch 2.5: repeat the kv heads
                kh, vh = kh.repeat_interleave(group, 1), vh.repeat_interleave(group, 1)
            if sdpa is not None:
                return sdpa(qh, kh, vh, is_causal=causal, **gqa)
            # PyTorch 1.x: matmul, softmax, matmul
            scores = (qh @ kh.transpose(-1, -2)) * (1.0 / math.sqrt(D))
            if causal:
                mask = torch.ones(qh.shape[2], kh.shape[2], dtype=torch.bool).triu(1)
                scores = scores.masked_fill(mask, float("-inf"))
            return torch.softmax(scores.float(), dim=-1).to(vh.dtype) @ vh

        if w.phase == "prefill":
            def run():
                qh, kh, vh = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
                return attend(rope(qh), rope(kh), vh, True).transpose(1, 2).contiguous()
        else:
            k_cache = k.transpose(1, 2).contiguous()
            v_cache = v.transpose(1, 2).contiguous()
            k_new, v_new = load("k_raw")[:, -1:], v[:, -1:]
            last = w.sk - 1

            def run():
                # One query and no mask: the query heads that share a kv head
                # fold into the query axis, [B, Hkv, Hq / Hkv, D] (exact, and
                # several times faster on the CPU than enable_gqa).
                qh = rope(q.transpose(1, 2)).reshape(1, HKV, HQ // HKV, D)
                k_cache[:, :, last:] = rope(k_new.transpose(1, 2))
                v_cache[:, :, last:] = v_new.transpose(1, 2)
                o = attend(qh, k_cache, v_cache, False).reshape(1, HQ, 1, D)
                return o.transpose(1, 2).contiguous()
        self.rows = {self.name: run}

    def output(self, row):
        return self.rows[row]().float().numpy()


class OrtKernels:
    """GroupQueryAttention with do_rotary=1 on the CPU EP, through IOBinding
    into preallocated outputs. Prefill: no past; decode: past and present
    share one [B, Hkv, Sk, D] buffer (rotated keys), the new token at Sk-1."""

    def __init__(self, w: Workload, paths: dict, threads: int):
        import onnxruntime as ort
        self.version = ort.__version__
        self.rows, self.bindings, self.out = {}, {}, {}
        dtypes = {"f32": [("ort_gqa", np.float32)],
                  "bf16": [("ort_gqa", "bf16"), ("ort_gqa_f16", np.float16)]}[w.dtype]
        self.skipped = {}
        for row, dt in dtypes:
            if dt == "bf16":
                self.skipped[row] = self._bf16_status(ort, threads)
                continue
            self._build(ort, row, dt, w, paths, threads)

    @staticmethod
    def _model(elem, decode: bool) -> bytes:
        from onnx import TensorProto, helper
        i32 = TensorProto.INT32
        inputs = [("query", elem, [1, "s", HQ * D]), ("key", elem, [1, "s", HKV * D]),
                  ("value", elem, [1, "s", HKV * D]),
                  ("seqlens_k", i32, [1]), ("total_sequence_length", i32, []),
                  ("cos_cache", elem, ["m", D // 2]), ("sin_cache", elem, ["m", D // 2])]
        past = [("past_key", elem, [1, HKV, "p", D]), ("past_value", elem, [1, HKV, "p", D])]
        if decode:
            inputs[3:3] = past
        names = [n for n, _, _ in inputs]
        if not decode:
            names[3:3] = ["", ""]
        node = helper.make_node("GroupQueryAttention", names,
                                ["output", "present_key", "present_value"],
                                domain="com.microsoft", num_heads=HQ, kv_num_heads=HKV,
                                do_rotary=1)
        outputs = [("output", elem, [1, "s", HQ * D]), ("present_key", elem, [1, HKV, "t", D]),
                   ("present_value", elem, [1, HKV, "t", D])]
        graph = helper.make_graph(
            [node], "gqa", [helper.make_tensor_value_info(*i) for i in inputs],
            [helper.make_tensor_value_info(*o) for o in outputs])
        model = helper.make_model(graph, ir_version=10, opset_imports=[
            helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)])
        return model.SerializeToString()

    @staticmethod
    def _session(ort, model: bytes, threads: int):
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        return ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])

    def _bf16_status(self, ort, threads: int) -> str:
        from onnx import TensorProto
        try:
            self._session(ort, self._model(TensorProto.BFLOAT16, False), threads)
            return "n/a: bfloat16 inputs are not fed by this harness"
        except Exception as err:  # the CPU EP has no bfloat16 kernel
            return "n/a: " + str(err).split(":")[-1].strip()

    def _build(self, ort, row, dt, w: Workload, paths: dict, threads: int):
        from onnx import TensorProto
        elem = TensorProto.FLOAT if dt == np.float32 else TensorProto.FLOAT16
        decode = w.phase == "decode"
        sess = self._session(ort, self._model(elem, decode), threads)
        q, k, v = (aligned(np.load(paths[n]).astype(dt)) for n in ("q", "k", "v"))
        cos, sin = hf_cos_sin(np.arange(w.sk), dt)
        feeds = {"query": q.reshape(1, w.sq, HQ * D),
                 "seqlens_k": np.array([w.sk - 1], np.int32),
                 "total_sequence_length": np.array(w.sk, np.int32),
                 "cos_cache": cos, "sin_cache": sin}
        out = aligned(np.zeros((1, w.sq, HQ * D), dt))
        if decode:
            k_new = np.load(paths["k_raw"])[:, -1:].astype(dt)
            feeds.update(key=k_new.reshape(1, 1, HKV * D), value=v[:, -1:].reshape(1, 1, HKV * D))
            cache = {"key": aligned(k.transpose(0, 2, 1, 3)),
                     "value": aligned(v.transpose(0, 2, 1, 3))}
        else:
            feeds.update(key=k.reshape(1, w.sk, HKV * D), value=v.reshape(1, w.sk, HKV * D))
            cache = {n: aligned(np.zeros((1, HKV, w.sk, D), dt)) for n in ("key", "value")}
        values = {n: ort.OrtValue.ortvalue_from_numpy(aligned(a))
                  for n, a in feeds.items()}
        binding = sess.io_binding()
        for name, value in values.items():
            binding.bind_ortvalue_input(name, value)
        keep = [values, out, cache]
        for name, array in cache.items():
            value = ort.OrtValue.ortvalue_from_numpy(array)
            keep.append(value)
            if decode:  # one buffer for past and present
                binding.bind_ortvalue_input(f"past_{name}", value)
            binding.bind_ortvalue_output(f"present_{name}", value)
        out_value = ort.OrtValue.ortvalue_from_numpy(out)
        binding.bind_ortvalue_output("output", out_value)
        keep.append(out_value)
        self.bindings[row] = (sess, binding, keep)
        self.out[row] = out
        self.rows[row] = lambda: sess.run_with_iobinding(binding)

    def output(self, row):
        self.rows[row]()
        return self.out[row].astype(np.float32).reshape(1, -1, HQ, D)
