"""The Python check of rope.attention entry points: the manifest's
rope_attention object read strictly (a tampered one raises ValueError), and
check_attention comparing an entry point's output with the numpy float64
reference under the Semantics §5 bounds. The entry points here are stand-ins
that compute the attention in numpy, so the check itself is what is tested."""

import copy
import json
import math
import pathlib
import subprocess

import numpy as np
import pytest

from rope_mlir.attention_check import (AttentionRoles, attention_bound,
                                       check_attention, config_from_manifest,
                                       relative_l2_error)
from rope_mlir.reference import RopeConfig, Scaling, attention
from rope_mlir.dtypes import bfloat16
from rope_mlir.runtime import bf16_to_f32, f32_to_bf16
from rope_mlir.tools import tool_path

INPUT = pathlib.Path(__file__).resolve().parents[2] / "test" / "Tools" / "Inputs" / \
    "run-attention.mlir"


@pytest.fixture(scope="module")
def manifest(tmp_path_factory):
    if not tool_path("rope-compile").exists():
        pytest.skip("rope-compile is not built")
    path = tmp_path_factory.mktemp("attention") / "attention.json"
    subprocess.run([str(tool_path("rope-compile")), str(INPUT), "--emit=manifest",
                    "-o", str(path)], check=True)
    return {e["name"]: e for e in json.loads(path.read_text())["entry_points"]}


class StandIn:
    """An entry point computing its attention with the numpy reference,
    rounded to the output type and disturbed by `error` (relative)."""

    def __init__(self, spec, error=0.0, replaced_args=None):
        self.spec, self.error, self.replaced_args = spec, error, replaced_args

    def __call__(self, *args, outputs=None):
        args = self.replaced_args or args
        roles = AttentionRoles.from_entry(self.spec)
        specs = self.spec["args"]
        values = [bf16_to_f32(a) if s.get("element") == "bf16" else a
                  for a, s in zip(args, specs)]
        out = attention(roles.config, roles.layout, values[roles.q_arg],
                        values[roles.k_arg], values[roles.v_arg],
                        roles.positions(args, "q"), roles.positions(args, "k"),
                        roles.causal, roles.keys_rotated, roles.scale,
                        None if roles.bias_arg is None else values[roles.bias_arg])
        out = out * (1 + self.error)
        element = self.spec["outputs"][roles.result]["element"]
        if element == "bf16":
            return [f32_to_bf16(out)]
        return [out.astype({"f32": np.float32, "f16": np.float16}[element])]


def floats(rng, shape, element):
    values = rng.uniform(-1, 1, shape).astype(np.float32)
    if element == "bf16":
        return f32_to_bf16(values)
    return values.astype({"f32": np.float32, "f16": np.float16}[element])


def test_relative_l2_error_and_bounds():
    assert relative_l2_error(np.array([3.0, 4.0]), np.array([3.0, 4.0])) == 0
    assert relative_l2_error(np.array([3.0, 4.5]), np.array([3.0, 4.0])) == \
        pytest.approx(0.1)
    assert relative_l2_error(np.zeros(2), np.zeros(2)) == 0
    assert relative_l2_error(np.ones(2), np.zeros(2)) == math.inf
    assert math.isnan(relative_l2_error(np.array([np.nan]), np.array([1.0])))
    assert attention_bound(["f32", "f32", "f32", "f32"]) == 1e-4
    assert attention_bound(["f32", "bf16", "f32", "f32"]) == 1e-2
    assert attention_bound(["f16"]) == 1e-2


def test_config_round_trips():
    cfg = RopeConfig(head_dim=64, rotary_dim=32, theta=500000.0, pairing="interleaved",
                     scaling=Scaling(kind="yarn", factor=4.0, original_max=4096))
    assert config_from_manifest(cfg.to_json()) == cfg


def test_roles_follow_the_ir(manifest):
    decode = AttentionRoles.from_entry(manifest["decode"])
    assert (decode.q_arg, decode.k_arg, decode.v_arg, decode.q_offset_arg) == (0, 1, 2, 3)
    assert decode.causal and not decode.keys_rotated and decode.scale == 0.125
    assert decode.config.theta == 500000.0 and decode.layout == "bshd"
    bias = AttentionRoles.from_entry(manifest["positions_bias"])
    assert (bias.bias_arg, bias.q_arg, bias.q_positions_arg, bias.k_positions_arg) == \
        (0, 1, 4, 5)
    # No scale on the op: the manifest carries 1/sqrt(32).
    assert bias.scale == pytest.approx(1 / math.sqrt(32), rel=1e-15)
    assert bias.config.pairing == "interleaved"
    cached = AttentionRoles.from_entry(manifest["cached_keys"])
    assert (cached.static_q_offset, cached.static_k_offset) == (3, 1)
    assert cached.keys_rotated and cached.config.scaling.kind == "linear"
    shared = AttentionRoles.from_entry(manifest["shared_offset"])
    assert shared.q_arg == shared.k_arg == shared.v_arg == 0
    assert shared.q_offset_arg == shared.k_offset_arg == 1
    with pytest.raises(ValueError, match="is not one rope.attention"):
        AttentionRoles.from_entry(manifest["not_a_single_attention"])


@pytest.mark.parametrize("entry, edit, message", [
    ("decode", {"q_arg": 9}, "'q_arg' is not an index in range"),
    ("decode", {"q_arg": -1}, "'q_arg' is not an index in range"),
    ("decode", {"v_arg": True}, "'v_arg' is not an index in range"),
    ("decode", {"k_arg": 3}, "'k_arg' names an argument of the wrong kind"),
    ("decode", {"q_offset_arg": 0}, "'q_offset_arg' names an argument of the wrong kind"),
    ("decode", {"result": 1}, "'result' is not an index in range"),
    ("decode", {"q_arg": None}, "missing 'q_arg'"),
    ("positions_bias", {"q_positions_arg": 3}, "'q_positions_arg' names an argument"),
    ("positions_bias", {"bias_arg": 4}, "'bias_arg' names an argument of the wrong kind"),
    ("positions_bias", {"static_q_offset": 5}, "q_positions_arg cannot be combined"),
    ("cached_keys", {"static_k_offset": 2**31}, "'static_k_offset' must be an integer"),
    ("cached_keys", {"static_q_offset": "3"}, "'static_q_offset' must be an integer"),
    ("cached_keys", {"layout": "shd"}, "layout must be"),
    ("cached_keys", {"causal": None}, "'causal' must be a boolean"),
    ("cached_keys", {"keys_rotated": 1}, "'keys_rotated' must be a boolean"),
    ("decode", {"scale": "0.125"}, "'scale' must be a finite number"),
    ("decode", {"config": None}, "no 'config'"),
    ("decode", {"config": {"theta": 1.0}}, "malformed 'config'"),
])
def test_tampered_roles_are_refused(manifest, entry, edit, message):
    spec = copy.deepcopy(manifest[entry])
    for key, value in edit.items():
        if value is None:
            del spec["rope_attention"][key]
        else:
            spec["rope_attention"][key] = value
    with pytest.raises(ValueError, match="rope_attention of '" + entry):
        AttentionRoles.from_entry(spec)
    with pytest.raises(ValueError) as error:
        AttentionRoles.from_entry(spec)
    assert message in str(error.value)


def test_check_passes_a_correct_entry_and_fails_a_wrong_one(manifest):
    rng = np.random.default_rng(3)
    spec = copy.deepcopy(manifest["decode"])
    args = [floats(rng, [1, 1, 8, 64], "f32"), floats(rng, [1, 9, 2, 64], "f32"),
            floats(rng, [1, 9, 2, 64], "f32"), 5]
    good = check_attention(StandIn(spec), *args)
    assert good.passed and good.relative_l2_error < 1e-6 and good.bound == 1e-4
    bad = check_attention(StandIn(spec, error=1e-3), *args)
    assert not bad.passed and bad.relative_l2_error == pytest.approx(1e-3, rel=1e-2)


def test_check_reads_positions_bias_and_bf16(manifest):
    rng = np.random.default_rng(4)
    spec = manifest["positions_bias"]
    args = [floats(rng, [4, 3], "bf16"), floats(rng, [2, 4, 4, 32], "bf16"),
            floats(rng, [2, 1, 3, 32], "bf16"), floats(rng, [2, 1, 3, 16], "bf16"),
            np.array([[7, 8, 9, 10], [0, 1, 2, 3]], dtype=np.int32),
            np.array([5, 6, 7], dtype=np.int64)]
    result = check_attention(StandIn(spec), *args)
    assert result.passed and result.bound == 1e-2 and result.output.dtype == bfloat16
    assert result.relative_l2_error < 1e-2
    # An entry that attends with another bias (or other key positions)
    # fails: the reference uses the ones passed.
    for replaced in (0, 5):
        wrong = list(args)
        wrong[replaced] = (floats(rng, [4, 3], "bf16") if replaced == 0
                           else np.array([5, 9, 13], dtype=np.int64))
        assert not check_attention(StandIn(spec, replaced_args=wrong), *args).passed


def test_check_uses_offsets_and_static_offsets(manifest):
    rng = np.random.default_rng(5)
    spec = manifest["cached_keys"]
    q, k, v = (floats(rng, [1, 6, 4, 64], "f16") for _ in range(3))
    roles = AttentionRoles.from_entry(spec)
    assert roles.positions([q, k, v, 20, 10], "q").offset == 23
    assert roles.positions([q, k, v, 20, 10], "k").offset == 11
    result = check_attention(StandIn(spec), q, k, v, 20, 10)
    assert result.passed and result.bound == 1e-2 and np.all(result.expected != 0)
    # Queries before every key: fully masked rows give zeros.
    masked = check_attention(StandIn(spec), q, k, v, 0, 100)
    assert masked.passed and not np.any(masked.expected)
    # An entry that placed the keys elsewhere fails.
    assert not check_attention(StandIn(spec, replaced_args=[q, k, v, 20, 20]),
                               q, k, v, 20, 10).passed
