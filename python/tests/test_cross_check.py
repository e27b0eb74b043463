"""Cross-checks the numpy reference against the C++ reference (rope-reference)
on a few hundred random configurations of every scaling variant, pairing,
partial convention, layout and position mode, positions up to 2^24 - 1."""

import json
import math
import os

import numpy as np
import pytest

from rope_mlir.reference import (Positions, RopeConfig, Scaling, attention,
                                 frequencies, rotate)
from rope_mlir.tools import run_reference, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-reference").exists(),
                                reason="rope-reference is not built")

NUM_CASES = 300
KINDS = ["default", "linear", "ntk", "dynamic", "yarn", "llama3", "longrope", "custom"]
LAYOUTS = ["bshd", "bhsd", "shd", "sd", "bsd"]


def random_scaling(rng, kind, n):
    s = Scaling(kind)
    if kind in ("linear", "dynamic", "yarn", "llama3"):
        s.factor = float(rng.uniform(1.0, 40.0))
    if kind == "ntk":
        s.alpha = float(rng.uniform(1.0, 16.0))
    if kind in ("dynamic", "yarn", "llama3", "longrope"):
        s.original_max = int(rng.choice([16, 256, 4096, 8192]))
    if kind == "yarn":
        s.truncate = bool(rng.integers(2))
        if rng.integers(2):
            s.mscale, s.mscale_all_dim = float(rng.uniform(0.5, 1.5)), float(rng.uniform(0, 1))
        if rng.integers(4) == 0:
            s.attention_factor = float(rng.uniform(0.5, 2.0))
    if kind == "llama3":
        s.low_freq_factor = float(rng.uniform(0.5, 2.0))
        s.high_freq_factor = s.low_freq_factor + float(rng.uniform(0.5, 4.0))
    if kind == "longrope":
        s.short_factor = rng.uniform(1.0, 2.0, n).tolist()
        s.long_factor = rng.uniform(1.0, 40.0, n).tolist()
        s.factor = float(rng.uniform(0.5, 32.0))
    if kind == "custom":
        s.freqs = rng.uniform(0.0, 1.0, n).tolist()
        if rng.integers(2):
            s.attention_factor = float(rng.uniform(0.5, 2.0))
    return s


def random_case(rng):
    d = int(rng.choice([2, 4, 6, 8, 10, 16, 24, 34]))  # even: proportional needs it
    partial = str(rng.choice(["leading", "offset", "proportional"]))
    r = 2 * int(rng.integers(1, d // 2 + 1))
    offset = int(rng.integers(0, d - r + 1)) if partial == "offset" else 0
    kind = str(rng.choice(KINDS))
    frequency_dim = d if partial == "proportional" else r
    if kind in ("ntk", "dynamic") and frequency_dim <= 2:
        kind = "linear"  # their exponent R/(R-2) needs a frequency dim above 2
    cfg = RopeConfig(head_dim=d, rotary_dim=r, theta=float(rng.choice([10000.0, 500000.0, 1e6, 2.5])),
                     pairing=str(rng.choice(["half", "interleaved"])), partial=partial,
                     rotary_offset=offset, position_scale=float(rng.choice([1.0, 0.5, 1.7])),
                     inverse=bool(rng.integers(2)))
    cfg.scaling = random_scaling(rng, kind, cfg.n)
    layout = str(rng.choice(LAYOUTS))
    extents = {"b": int(rng.integers(1, 3)), "s": int(rng.integers(1, 6)),
               "h": int(rng.integers(1, 3)), "d": d}
    shape = [extents[a] for a in layout]
    b, s = extents["b"] if "b" in layout else 1, extents["s"]
    big = int(rng.choice([8, 4096, 1 << 20, (1 << 24) - 8]))
    mode = int(rng.integers(3 if "b" in layout else 2))
    if mode == 0:
        positions = Positions(offset=int(rng.integers(0, big)))
    elif mode == 1:
        per_batch = "b" in layout and bool(rng.integers(2))
        positions = Positions(explicit=rng.integers(0, big, (b, s) if per_batch else (s,)))
    else:
        positions = Positions(batch_offsets=rng.integers(0, big, b).tolist())
    x = rng.uniform(-2, 2, shape)
    return cfg, layout, positions, x


def test_rotation_and_frequencies_agree():
    rng = np.random.default_rng(20261122)
    cases = [random_case(rng) for _ in range(NUM_CASES)]
    requests = []
    for cfg, layout, positions, x in cases:
        requests.append({"op": "rotate", "config": cfg.to_json(), "layout": layout,
                         "shape": list(x.shape), "positions": positions.to_json(),
                         "input": x.reshape(-1).tolist()})
        requests.append({"op": "frequencies", "config": cfg.to_json(), "seq_total": 5000})
    responses = run_reference(requests)
    worst_rot, worst_freq = 0.0, 0.0
    for index, (cfg, layout, positions, x) in enumerate(cases):
        rot, freq = responses[2 * index], responses[2 * index + 1]
        assert "error" not in rot, (rot, cfg, layout)
        expected = rotate(cfg, layout, x, positions)
        got = np.asarray(rot["output"]).reshape(x.shape)
        # Angles reach 2^24 rad; one ulp of a frequency moves them by ~2^-29.
        worst_rot = max(worst_rot, float(np.max(np.abs(got - expected))))
        f, a = frequencies(cfg, 5000)
        rel = np.abs(np.asarray(freq["inv_freq"]) - f) / np.maximum(np.abs(f), 1e-300)
        worst_freq = max(worst_freq, float(np.max(rel)), abs(freq["attention_factor"] - a))
    report = {"cases": NUM_CASES, "max_abs_rotation_diff": worst_rot,
              "max_rel_frequency_diff": worst_freq}
    print("cross-check:", json.dumps(report))
    out = os.environ.get("ROPE_CROSS_CHECK_REPORT")
    if out:
        with open(out, "w") as fh:
            json.dump(report, fh)
    assert worst_freq < 1e-13
    assert worst_rot < 1e-7


def test_attention_agrees():
    rng = np.random.default_rng(7)
    requests, cases = [], []
    for _ in range(40):
        d = int(rng.choice([4, 8, 16]))
        cfg = RopeConfig(head_dim=d, scaling=random_scaling(rng, str(rng.choice(KINDS[:6])), d // 2))
        if cfg.scaling.kind in ("ntk", "dynamic") and d < 4:
            continue
        layout = str(rng.choice(["bshd", "bhsd"]))
        b, sq, sk, hkv = 2, int(rng.integers(1, 5)), int(rng.integers(1, 7)), int(rng.integers(1, 3))
        hq = hkv * int(rng.integers(1, 3))

        def make(s, h):
            return rng.uniform(-1, 1, (b, s, h, d) if layout == "bshd" else (b, h, s, d))
        q, k, v = make(sq, hq), make(sk, hkv), make(sk, hkv)
        qp = Positions(offset=int(rng.integers(0, 1 << 20)))
        kp = Positions(offset=max(0, qp.offset - sk + int(rng.integers(0, 3))))
        causal = bool(rng.integers(2))
        cases.append((cfg, layout, q, k, v, qp, kp, causal))
        requests.append({"op": "attention", "config": cfg.to_json(), "layout": layout,
                         "q_shape": list(q.shape), "k_shape": list(k.shape),
                         "v_shape": list(v.shape), "q": q.reshape(-1).tolist(),
                         "k": k.reshape(-1).tolist(), "v": v.reshape(-1).tolist(),
                         "q_positions": qp.to_json(), "k_positions": kp.to_json(),
                         "causal": causal})
    worst = 0.0
    for response, (cfg, layout, q, k, v, qp, kp, causal) in zip(run_reference(requests), cases):
        assert "error" not in response, response
        expected = attention(cfg, layout, q, k, v, qp, kp, causal=causal)
        worst = max(worst, float(np.max(np.abs(np.asarray(response["output"]).reshape(expected.shape) - expected))))
    print("attention cross-check max abs diff:", worst)
    assert worst < 1e-9


def test_bad_requests_get_errors_not_crashes():
    responses = run_reference([
        {"op": "rotate", "config": {"head_dim": 4}, "layout": "sd", "shape": [2, 4], "input": [0.0] * 7},
        {"op": "rotate", "config": {"head_dim": 4, "theta": -1.0}, "layout": "sd", "shape": [1, 4], "input": [0.0] * 4},
        {"op": "attention", "config": {"head_dim": 4}, "layout": "bshd", "q_shape": [1, 1, 3, 4],
         "k_shape": [1, 1, 2, 4], "v_shape": [1, 1, 2, 4], "q": [0.0] * 12, "k": [0.0] * 8, "v": [0.0] * 8},
    ])
    assert "input buffer has 7 elements" in responses[0]["error"]
    assert "theta must be finite and positive" in responses[1]["error"]
    assert "not a multiple" in responses[2]["error"]
