"""config.json -> RopeConfig, head counts and #rope.params (rope_mlir.huggingface),
and the same mapping and the same messages from `rope-compile --hf-config`
(lib/Frontend/HuggingFaceConfig.cpp), whose manifest carries the
configuration it read."""

from __future__ import annotations

import json
import pathlib
import subprocess

import pytest

from rope_mlir.huggingface import params_from_hf_config
from rope_mlir.reference import RopeConfig, Scaling
from rope_mlir.tools import tool_path

FIXTURES = pathlib.Path(__file__).parent / "hf_configs"
NAMES = sorted(path.stem for path in FIXTURES.glob("*.json"))

LLAMA3 = Scaling("llama3", factor=8.0, low_freq_factor=1.0, high_freq_factor=4.0,
                 original_max=8192)
DEEPSEEK_YARN = dict(factor=40.0, original_max=4096, beta_fast=32.0, beta_slow=1.0)

# name: (heads, kv heads, head dim, value head dim, expected rope)
EXPECTED = {
    "deepseek_v2_lite": (16, 16, 192, 128, RopeConfig(
        192, 64, scaling=Scaling("yarn", **DEEPSEEK_YARN, mscale=0.707, mscale_all_dim=0.707),
        pairing="interleaved", partial="offset", rotary_offset=128)),
    "deepseek_v3": (128, 128, 192, 128, RopeConfig(
        192, 64, scaling=Scaling("yarn", **DEEPSEEK_YARN, mscale=1.0, mscale_all_dim=1.0),
        pairing="interleaved", partial="offset", rotary_offset=128)),
    "gemma_7b": (16, 16, 256, 256, RopeConfig(256, 256)),
    "gptj_6b": (16, 16, 256, 256, RopeConfig(256, 64, pairing="interleaved")),
    "llama2_7b": (32, 32, 128, 128, RopeConfig(128, 128)),
    "llama2_7b_dynamic": (32, 32, 128, 128, RopeConfig(
        128, 128, scaling=Scaling("dynamic", factor=2.0, original_max=4096))),
    "llama31_8b": (32, 8, 128, 128, RopeConfig(128, 128, theta=500000.0, scaling=LLAMA3)),
    "llama31_8b_v5": (32, 8, 128, 128, RopeConfig(128, 128, theta=500000.0, scaling=LLAMA3)),
    "phi2": (32, 32, 80, 80, RopeConfig(80, 32)),
    "pythia_70m": (8, 8, 64, 64, RopeConfig(64, 16)),
    "qwen25_7b": (28, 4, 128, 128, RopeConfig(128, 128, theta=1e6)),
    "qwen25_7b_yarn": (28, 4, 128, 128, RopeConfig(
        128, 128, theta=1e6, scaling=Scaling("yarn", factor=4.0, original_max=32768))),
    "vicuna_7b_16k": (32, 32, 128, 128, RopeConfig(128, 128, scaling=Scaling("linear", 4.0))),
}


def load(name: str) -> dict:
    return json.loads((FIXTURES / f"{name}.json").read_text())


def test_every_fixture_has_an_expectation():
    assert set(EXPECTED) | {"phi3_128k"} == set(NAMES)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_mapping(name):
    heads, kv_heads, head_dim, value_head_dim, rope = EXPECTED[name]
    model = params_from_hf_config(FIXTURES / f"{name}.json")
    assert (model.num_attention_heads, model.num_key_value_heads) == (heads, kv_heads)
    assert (model.head_dim, model.value_head_dim) == (head_dim, value_head_dim)
    assert model.rope == rope


def test_longrope_takes_the_factor_from_the_context_extension():
    raw = load("phi3_128k")
    s = params_from_hf_config(raw).rope.scaling
    assert (s.kind, s.original_max, s.factor) == ("longrope", 4096, 32.0)
    assert s.short_factor == raw["rope_scaling"]["short_factor"]
    assert s.long_factor == raw["rope_scaling"]["long_factor"]
    # Phi-3's older name for the same schedule.
    raw["rope_scaling"]["type"] = "su"
    assert params_from_hf_config(raw).rope.scaling == s


def test_deepseek_softmax_scale():
    model = params_from_hf_config(load("deepseek_v3"))
    m = 0.1 * 1.0 * __import__("math").log(40.0) + 1.0
    assert model.attention_scale == pytest.approx(m * m / 192 ** 0.5, rel=1e-15)
    assert params_from_hf_config(load("llama2_7b")).attention_scale is None


def test_params_text_parses():
    """The #rope.params text reads back through the dialect's parser."""
    model = params_from_hf_config(load("llama31_8b"))
    assert model.params.startswith("#rope.params<theta = 5.00000000000000000e+05, "
                                   "scaling = #rope.llama3<")
    source = ("func.func @f(%x: tensor<4x32x128xf32>) -> tensor<4x32x128xf32> {\n"
              f"  %y = rope.apply %x layout \"shd\" params {model.params[len('#rope.params'):]}"
              " : tensor<4x32x128xf32>\n  return %y : tensor<4x32x128xf32>\n}\n")
    proc = subprocess.run([str(tool_path("rope-opt"))], input=source, capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "#rope.llama3<factor = 8.000000e+00" in proc.stdout


def cpp_config(path: pathlib.Path, tmp_path: pathlib.Path) -> dict:
    manifest = tmp_path / "manifest.json"
    subprocess.run([str(tool_path("rope-compile")), f"--hf-config={path}", "--emit=manifest",
                    "-o", str(manifest)], check=True)
    entry = json.loads(manifest.read_text())["entry_points"][0]
    return entry["rope_apply"]["config"], [arg.get("shape") for arg in entry["args"]]


@pytest.mark.parametrize("name", NAMES)
def test_cpp_reads_the_same(name, tmp_path):
    model = params_from_hf_config(FIXTURES / f"{name}.json")
    config, shapes = cpp_config(FIXTURES / f"{name}.json", tmp_path)
    scaling = Scaling(**config.pop("scaling"))
    assert RopeConfig(**config, scaling=scaling) == model.rope
    assert shapes[0][2:] == [model.num_attention_heads, model.head_dim]
    assert shapes[1][2:] == [model.num_key_value_heads, model.head_dim]


BASE = {"num_attention_heads": 32, "hidden_size": 4096, "max_position_embeddings": 4096}
ERRORS = [
    ({**BASE, "rope_scaling": {"rope_type": "linear", "factor": 2.0, "foo": 1}},
     "rope_scaling.foo: unknown key"),
    ({**BASE, "rope_scaling": {"rope_type": "linear", "factor": "2"}},
     "rope_scaling.factor: expected a number, got string"),
    ({**BASE, "head_dim": "128"}, "head_dim: expected an integer, got string"),
    ({**BASE, "max_position_embeddings": 4096.5},
     "max_position_embeddings: expected an integer, got number"),
    ({**BASE, "rope_theta": True}, "rope_theta: expected a number, got boolean"),
    ({**BASE, "rope_scaling": 3}, "rope_scaling: expected an object, got number"),
    ({**BASE, "rope_scaling": {"type": "yarn", "factor": 4.0, "truncate": "no"}},
     "rope_scaling.truncate: expected a boolean, got string"),
    ({**BASE, "rope_scaling": {"type": "longrope", "short_factor": [1, "2"], "long_factor": [1]}},
     "rope_scaling.short_factor: expected an array of numbers, got an array holding a string"),
    ({**BASE, "rope_parameters": {"full_attention": {"rope_type": "default"}}},
     "rope_parameters.full_attention: unknown key"),
    ({**BASE, "rope_scaling": {"type": "mrope", "mrope_section": [16, 24, 24]}},
     "rope_scaling.mrope_section: unknown key"),
    ({**BASE, "rope_scaling": {"type": "ntk", "factor": 2.0}},
     "rope_scaling.type: unsupported rope type 'ntk' (expected default, linear, dynamic, "
     "yarn, longrope, llama3 or proportional)"),
    ({**BASE, "rope_scaling": {"type": "linear", "rope_type": "yarn", "factor": 2.0}},
     "rope_scaling.type: 'linear' contradicts rope_type 'yarn'"),
    ({**BASE, "rope_scaling": {"rope_type": "linear"}},
     "rope_scaling.factor: required for rope_type 'linear'"),
    ({**BASE, "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "high_freq_factor": 4.0}},
     "rope_scaling.low_freq_factor: required for rope_type 'llama3'"),
    ({**BASE, "rope_scaling": {"rope_type": "longrope", "long_factor": [1.0] * 64}},
     "rope_scaling.short_factor: required for rope_type 'longrope'"),
    ({"num_attention_heads": 32, "hidden_size": 4096, "rope_scaling": {"type": "dynamic",
                                                                        "factor": 2.0}},
     "max_position_embeddings: required for rope_type 'dynamic'"),
    ({**BASE, "rope_scaling": {"type": "linear", "factor": 2.0},
      "rope_parameters": {"rope_type": "default"}},
     "rope_scaling: give rope_scaling (transformers 4.x) or rope_parameters (5.x), not both"),
    ({"hidden_size": 4096}, "num_attention_heads: required"),
    ({"num_attention_heads": 32}, "hidden_size: required when head_dim is absent"),
    ({**BASE, "num_key_value_heads": 5},
     "num_key_value_heads: must divide num_attention_heads (32), got 5"),
    ({**BASE, "hidden_size": 2048, "partial_rotary_factor": 0.3},
     "partial_rotary_factor: gives 19 rotary channels for head dim 64, which must be even "
     "and in [2, head dim]"),
    ([1, 2], "config: expected an object, got array"),
]


@pytest.mark.parametrize("config,message", ERRORS)
def test_python_error(config, message):
    with pytest.raises(ValueError) as info:
        params_from_hf_config(config)
    assert str(info.value) == message


@pytest.mark.parametrize("config,message", ERRORS)
def test_cpp_error(config, message, tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config))
    proc = subprocess.run([str(tool_path("rope-compile")), f"--hf-config={path}",
                           "--emit=rope", "-o", "-"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 1
    assert proc.stderr == f"rope-compile: error: {message}\n"


def test_file_errors(tmp_path):
    with pytest.raises(ValueError, match=r"^cannot read '.*missing.json': No such file"):
        params_from_hf_config(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{\"num_attention_heads\": ")
    with pytest.raises(ValueError, match=r"^'.*bad.json' is not valid JSON: "):
        params_from_hf_config(str(bad))
