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
    # Readable: shortest round-trip floats, fields at their default left out.
    assert model.params == ("#rope.params<theta = 500000.0, scaling = #rope.llama3<factor = "
                            "8.0, low_freq_factor = 1.0, high_freq_factor = 4.0, "
                            "original_max = 8192>>")
    source = ("func.func @f(%x: tensor<4x32x128xf32>) -> tensor<4x32x128xf32> {\n"
              f"  %y = rope.apply %x layout \"shd\" params {model.params[len('#rope.params'):]}"
              " : tensor<4x32x128xf32>\n  return %y : tensor<4x32x128xf32>\n}\n")
    proc = subprocess.run([str(tool_path("rope-opt"))], input=source, capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert "#rope.llama3<factor = 8.000000e+00" in proc.stdout


def cpp_config(path: pathlib.Path, tmp_path: pathlib.Path, *flags: str) -> dict:
    manifest = tmp_path / "manifest.json"
    subprocess.run([str(tool_path("rope-compile")), f"--hf-config={path}", "--emit=manifest",
                    "-o", str(manifest), *flags], check=True)
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
     "rope_parameters: this model gives each layer type its own rotary parameters "
     "(full_attention); choose one with layer_type= (rope-compile --hf-layer-type=)"),
    ({**BASE, "rope_theta": -5}, "rope_theta: must be finite and positive, got -5.000000"),
    ({**BASE, "rope_parameters": {"rope_theta": 0}},
     "rope_parameters.rope_theta: must be finite and positive, got 0.000000"),
    ({**BASE, "rope_scaling": {"rope_type": "linear", "factor": -2.0}},
     "rope_scaling.factor: must be finite and positive, got -2.000000"),
    ({**BASE, "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 4.0,
                               "high_freq_factor": 1.0}},
     "rope_scaling.high_freq_factor: must be greater than low_freq_factor"),
    ({**BASE, "model_type": "gpt_neox", "rotary_emb_base": -1.0},
     "rotary_emb_base: must be finite and positive, got -1.000000"),
    ({**BASE, "query_pre_attn_scalar": 0}, "query_pre_attn_scalar: must be positive, got "
     "0.000000"),
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


GEMMA3 = {"model_type": "gemma3_text", "num_attention_heads": 8, "num_key_value_heads": 4,
          "head_dim": 256, "hidden_size": 2560, "max_position_embeddings": 131072,
          "sliding_window": 1024, "query_pre_attn_scalar": 256,
          "layer_types": ["sliding_attention"] * 5 + ["full_attention"],
          "rope_parameters": {
              "full_attention": {"rope_type": "linear", "factor": 8.0, "rope_theta": 1e6},
              "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0}}}
# The same model as a transformers 4.x config.json spells it.
GEMMA3_4X = {**{k: v for k, v in GEMMA3.items() if k not in ("rope_parameters", "layer_types")},
             "rope_theta": 1e6, "rope_local_base_freq": 10000.0,
             "rope_scaling": {"rope_type": "linear", "factor": 8.0}}

# (config, layer_type, rope expected, sliding window)
LAYER_TYPES = [
    (GEMMA3, "full_attention", RopeConfig(256, 256, theta=1e6,
                                          scaling=Scaling("linear", factor=8.0)), None),
    (GEMMA3, "sliding_attention", RopeConfig(256, 256, theta=10000.0), 1024),
    (GEMMA3_4X, "full_attention", RopeConfig(256, 256, theta=1e6,
                                             scaling=Scaling("linear", factor=8.0)), None),
    (GEMMA3_4X, "sliding_attention", RopeConfig(256, 256, theta=10000.0), 1024),
]


@pytest.mark.parametrize("config,layer_type,rope,window", LAYER_TYPES,
                         ids=["v5-full", "v5-sliding", "v4-full", "v4-sliding"])
def test_per_layer_type_parameters(config, layer_type, rope, window, tmp_path):
    """Gemma-3: each layer type its own rotation, in Python and C++; the
    softmax scale from query_pre_attn_scalar; the sliding window kept so
    that attention can refuse what it does not compute."""
    model = params_from_hf_config(config, layer_type=layer_type)
    assert model.rope == rope
    assert model.attention_scale == 256 ** -0.5
    assert (model.layer_type, model.sliding_window) == (layer_type, window)
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config))
    cpp, _ = cpp_config(path, tmp_path, f"--hf-layer-type={layer_type}")
    scaling = Scaling(**cpp.pop("scaling"))
    assert RopeConfig(**cpp, scaling=scaling) == rope


LAYER_ERRORS = [
    (GEMMA3, None, "rope_parameters: this model gives each layer type its own rotary "
     "parameters (full_attention, sliding_attention); choose one with layer_type= "
     "(rope-compile --hf-layer-type=)"),
    (GEMMA3_4X, None, "rope_scaling: this model gives each layer type its own rotary "
     "parameters (full_attention, sliding_attention); choose one with layer_type= "
     "(rope-compile --hf-layer-type=)"),
    (GEMMA3, "local", "layer_type: expected one of full_attention, sliding_attention, "
     "got 'local'"),
    (BASE, "full_attention", "layer_type: 'full_attention' is not a layer type of this "
     "config (it gives every layer the same rotary parameters)"),
    ({**GEMMA3, "rope_parameters": {"full_attention": {"rope_theta": -1},
                                    "sliding_attention": {}}}, "full_attention",
     "rope_parameters.full_attention.rope_theta: must be finite and positive, got "
     "-1.000000"),
]


@pytest.mark.parametrize("config,layer_type,message", LAYER_ERRORS)
def test_layer_type_errors(config, layer_type, message, tmp_path):
    with pytest.raises(ValueError) as info:
        params_from_hf_config(config, layer_type=layer_type)
    assert str(info.value) == message
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config))
    flags = [f"--hf-layer-type={layer_type}"] if layer_type else []
    proc = subprocess.run([str(tool_path("rope-compile")), f"--hf-config={path}",
                           "--emit=rope", "-o", "-", *flags], capture_output=True, text=True,
                          check=False)
    assert (proc.returncode, proc.stderr) == (1, f"rope-compile: error: {message}\n")


@pytest.mark.parametrize("config,layer_type,message", [
    (GEMMA3, "sliding_attention", "sliding_window: rope.attention attends to every earlier "
     "key, not to a window of 1024 (layer type sliding_attention); --hf-op=apply rotates "
     "this model's queries and keys"),
    ({**BASE, "attn_logit_softcapping": 50.0}, None, "attn_logit_softcapping: "
     "rope.attention does not soft-cap its logits; --hf-op=apply rotates this model's "
     "queries and keys"),
])
def test_cpp_attention_refuses_what_it_does_not_compute(config, layer_type, message,
                                                       tmp_path):
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config))
    flags = [f"--hf-layer-type={layer_type}"] if layer_type else []
    proc = subprocess.run([str(tool_path("rope-compile")), f"--hf-config={path}",
                           "--hf-op=attention", "--emit=rope", "-o", "-", *flags],
                          capture_output=True, text=True, check=False)
    assert (proc.returncode, proc.stderr) == (1, f"rope-compile: error: {message}\n")


def test_file_errors(tmp_path):
    with pytest.raises(ValueError, match=r"^cannot read '.*missing.json': No such file"):
        params_from_hf_config(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{\"num_attention_heads\": ")
    with pytest.raises(ValueError, match=r"^'.*bad.json' is not valid JSON: "):
        params_from_hf_config(str(bad))
