"""The frontend corpus (test/Frontends/Inputs/corpus): IR that torch (torch.export, then
iree-turbine and iree-compile --compile-to=input) and JAX (StableHLO, then
iree-compile) emitted for small real models, stripped to upstream MLIR.

Each module goes through rope-raise and rope-fuse-attention as a compiler
embedding them would run them. What they recognised is checked against the
model's own configuration (manifest.json: rope_parameters, heads, scaling,
causal), never against a recorded output of the passes. The result is then
compiled by rope-compile and run on the module's recorded arguments; it
must agree with the frontend's float64 outputs as closely as the frontend's
own float32 / bfloat16 outputs do (bounds below)."""

import functools
import json
import math
import pathlib
import re
import subprocess

import ml_dtypes
import numpy as np
import pytest

from rope_mlir.attention_check import relative_l2_error
from rope_mlir.runtime import Artifact
from rope_mlir.tools import compile_mlir, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-opt").exists(),
                                reason="rope-opt is not built")

CORPUS = pathlib.Path(__file__).resolve().parents[2] / "test" / "Frontends" / "Inputs" / "corpus"
MANIFEST = json.loads((CORPUS / "manifest.json").read_text())
PIPELINE = ["--rope-raise=report=true", "--rope-fuse-attention=report=true",
            "--canonicalize", "--cse"]

# Attention the pass leaves alone on purpose (masks rope.attention has no
# form for).
LEFT_ALONE = {"neg-mistral-attention-sliding-window", "neg-llama-complex-attention-lookahead"}

# Relative L2 error bound against the float64 outputs: float32 results stay
# at float32 rounding; bfloat16 results at a few bfloat16 ulps. JAX's
# bfloat16 projections are linalg.matmul ops accumulating in bfloat16 (XLA
# accumulates them in float32), hence their wider bound.
BOUND = {"f32": 1e-6, "bf16": 8e-3}
BOUND_JAX_BF16_ATTENTION = 2.5e-2
# Relative L2 distance allowed from the frontend's own outputs.
FRONTEND_BOUND = {"f32": 1e-5, "bf16": 2e-2}


def entries(*kinds):
    return [e for e in MANIFEST["files"] if not kinds or e["kind"] in kinds]


def name_of(entry):
    return pathlib.Path(entry["file"]).stem


def left_alone(entry):
    return any(name_of(entry).startswith(key) for key in LEFT_ALONE)


def is_mla(entry):
    """DeepSeek's multi-head latent attention: each head's key is the
    latent's part and a shared rotated part, concatenated."""
    return name_of(entry).startswith("deepseek-v3")


@functools.lru_cache(maxsize=None)
def raised(file):
    proc = subprocess.run([str(tool_path("rope-opt")), str(CORPUS / file), *PIPELINE],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout, proc.stderr


def bracketed(text, start):
    """The text between the '<' at `start` and its matching '>'."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"<": 1, ">": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1:i]
    raise AssertionError(f"unbalanced <> in {text[start:start + 200]}")


def ops(text, name):
    """Each `name` op: its params and its whole line."""
    found = []
    for line in text.splitlines():
        if re.search(rf"= {re.escape(name)} ", line):
            params = bracketed(line, line.index("params <") + len("params "))
            found.append((params, line))
    return found


def number(params, key, default=None):
    match = re.search(rf"\b{key} = ([-0-9.e+]+)", params)
    return float(match.group(1)) if match else default


def numbers(params, key):
    match = re.search(rf"\b{key} = \[([^\]]*)\]", params)
    return [float(x) for x in match.group(1).split(",")] if match else None


def head_dim_of(line):
    """The last extent of the first tensor type after the op's ':'."""
    types = line[line.rindex(" : ") if " : tensor" in line else 0:]
    return int(re.search(r"tensor<(?:\d+x)*?(\d+)x(?:bf16|f16|f32|f64)>", types).group(1))


def check_params(entry, params, line):
    """rope params as the model's config says them."""
    config = entry["rope_parameters"]
    close = lambda a, b: math.isclose(a, b, rel_tol=1e-6)
    assert close(number(params, "theta", 10000.0), config["rope_theta"]), params
    head_dim = entry.get("head_dim")
    head_dim = head_dim if isinstance(head_dim, int) else head_dim_of(line)
    rotary = int(number(params, "rotary_dim", 0)) or head_dim
    assert rotary == entry["rotary_dim"], params
    style = entry.get("rotary_style", "")
    # DeepSeek's interleaved pairs written de-interleaved are rotate_half
    # of the reordered channels: half pairing on a reordered copy.
    interleaved = any(w in style for w in ("interleav", "complex")) and \
        "de-interleaved" not in style
    assert ("pairing = interleaved" in params) == interleaved, params
    kind = config["rope_type"]
    if kind == "llama3":
        assert "#rope.llama3<" in params, params
        for key in ("factor", "low_freq_factor", "high_freq_factor"):
            assert close(number(params, key), config[key]), (key, params)
        assert number(params, "original_max") == config["original_max_position_embeddings"]
    elif kind == "longrope":
        assert "#rope.longrope<" in params, params
        assert numbers(params, "short_factor") == pytest.approx(config["short_factor"])
        assert numbers(params, "long_factor") == pytest.approx(config["long_factor"])
        original = config["original_max_position_embeddings"]
        assert number(params, "original_max") == original
        factor = entry["config"]["max_position_embeddings"] / original
        expected = math.sqrt(1 + math.log(factor) / math.log(original))
        assert number(params, "attention_factor") == pytest.approx(expected, rel=1e-6)
    elif kind == "yarn":
        assert "#rope.yarn<" in params, params
        assert close(number(params, "factor"), config["factor"]), params
        assert number(params, "original_max") == config["original_max_position_embeddings"]
        # DeepSeek scales cos and sin by mscale(factor, mscale) /
        # mscale(factor, mscale_all_dim), mscale(s, m) = 0.1 m ln(s) + 1.
        mscale = lambda m: 0.1 * m * math.log(config["factor"]) + 1.0
        expected = mscale(config["mscale"]) / mscale(config["mscale_all_dim"])
        assert close(number(params, "attention_factor", 1.0), expected), params
    else:
        assert "scaling" not in params, params


@pytest.mark.parametrize("entry", entries("rope-only"), ids=name_of)
def test_rotation_recognised(entry):
    text, remarks = raised(entry["file"])
    applies = ops(text, "rope.apply")
    assert len(applies) == 1, remarks
    check_params(entry, *applies[0])
    # q and k of one model rotate as one two-input op, over the positions
    # the module receives.
    assert re.search(r"rope.apply %\w+, %\w+ layout", applies[0][1]), applies[0][1]
    assert "positions %arg" in applies[0][1], applies[0][1]


@pytest.mark.parametrize("entry", entries("attention", "decode"), ids=name_of)
def test_attention_fused(entry):
    text, remarks = raised(entry["file"])
    attentions = ops(text, "rope.attention")
    assert len(attentions) == 1, remarks
    params, line = attentions[0]
    scale = float(re.search(r"scale = ([-0-9.e+]+)", line).group(1))
    # The model's scaling, or that constant as the graph rounded it.
    scaling = entry["head_layout"]["scaling"]
    rounded = float(np.float32(scaling).astype(ml_dtypes.bfloat16)) \
        if entry["dtype"] == "bf16" else scaling
    assert scale == pytest.approx(scaling, rel=1e-6) or scale == rounded, scale
    # The mask: causal, or (positions given at run time) the same mask by
    # index as a bias; a decoding query sees its whole cache: no mask.
    masked = "causal" in line.split("params")[0] or " bias " in line
    assert masked == (entry["kind"] != "decode"), line
    types = re.findall(r"tensor<([0-9x]+)x(?:bf16|f32)>", line.split(" : ")[-1])
    q_shape, k_shape = ([int(x) for x in t.split("x")] for t in types[:2])
    head_axis = 1 if 'layout "bhsd"' in line else 2
    assert q_shape[head_axis] == entry["num_heads"], line
    if is_mla(entry):
        # Every head's key is its own (the latent expanded, the rotated part
        # shared); q and k are rotated by a rope.apply before they are
        # concatenated, and read rotated.
        assert k_shape[head_axis] == entry["num_heads"], line
        assert "keys_rotated" in line, line
        assert len(ops(text, "rope.apply")) == 1, remarks
        check_params(entry, *ops(text, "rope.apply")[0])
        return
    assert k_shape[head_axis] == entry["num_kv_heads"], line
    if entry["kind"] == "decode":
        # The cached keys arrive rotated; the new one is rotated before it
        # joins them (the cache is a result too).
        assert "keys_rotated" in line and len(ops(text, "rope.apply")) == 1
        check_params(entry, *ops(text, "rope.apply")[0])
        return
    assert "keys_rotated" not in line and "rope.apply" not in text, line
    check_params(entry, params, line)


@pytest.mark.parametrize("entry", entries("negative"), ids=name_of)
def test_negative_left_alone(entry):
    text, remarks = raised(entry["file"])
    name = name_of(entry)
    if "attention" in name and not left_alone(entry):
        # A bidirectional mask is no mask: attention without one, exactly.
        attentions = ops(text, "rope.attention")
        assert len(attentions) == 1 and entry["causal"] is False, remarks
        assert "causal" not in attentions[0][1].split("params")[0]
        assert " bias " not in attentions[0][1]
        return
    assert "rope.attention" not in text, remarks
    if "attention" in name:
        assert "weighted sum not fused" in remarks, remarks
    else:
        assert "rope.apply" not in text, remarks


def as_f64(array):
    """float64 values; bfloat16 arrives as uint16 bit patterns."""
    if array.dtype == np.uint16:
        return (array.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return array.astype(np.float64)


@pytest.mark.parametrize("entry", entries(), ids=name_of)
def test_runs_as_the_frontend(entry, tmp_path):
    text, _ = raised(entry["file"])
    artifact = Artifact(str(compile_mlir(text, tmp_path / "module.so")))
    data = np.load(CORPUS / entry["npz"])
    arguments = [data[a["npz_key"]] for a in entry["arguments"]]
    outputs = artifact[entry["entry"]](*arguments)
    bound = BOUND[entry["dtype"]]
    if entry["file"].startswith("jax/") and entry["dtype"] == "bf16" and \
            entry["kind"] == "attention":
        bound = BOUND_JAX_BF16_ATTENTION
    for result, output in zip(entry["results"], outputs):
        key = result["npz_key"]
        exact = data[key + "_f64"]
        ours = as_f64(np.asarray(output))
        frontend = as_f64(data[key])
        error = relative_l2_error(ours, exact)
        theirs = relative_l2_error(frontend, exact)
        apart = relative_l2_error(ours, frontend)
        print(f"{name_of(entry)} {key}: ours {error:.2e}, frontend {theirs:.2e} "
              f"(relative L2 to float64); {apart:.2e} from the frontend")
        assert error <= max(bound, 2 * theirs), (error, theirs)
        assert apart <= FRONTEND_BOUND[entry["dtype"]], apart


# Rotations exact-angles=false leaves alone: JAX's tables are rows of a
# constant gathered by the positions (jnp.take), which no rope.apply_table
# operand holds; DeepSeek reorders the channels before rotating them, which
# the table forms do not read.
TABLES_NOT_KEPT = {"llama-complex-rope-f32", "deepseek-v3-rope-f32"}


@pytest.mark.parametrize(
    "entry", [e for e in entries("rope-only") if e["dtype"] == "f32"
              and name_of(e) not in TABLES_NOT_KEPT],
    ids=name_of)
def test_frontend_angles_kept(entry, tmp_path):
    """exact-angles=false keeps the angles the frontend computed (its
    float32 inv_freq and products) in a rope.apply_table: the results are
    the frontend's own, not the exact rotation's."""
    proc = subprocess.run([str(tool_path("rope-opt")), str(CORPUS / entry["file"]),
                           "--rope-raise=exact-angles=false"],
                          capture_output=True, text=True, check=True)
    assert "rope.apply_table" in proc.stdout and "rope.apply " not in proc.stdout
    artifact = Artifact(str(compile_mlir(proc.stdout, tmp_path / "module.so")))
    data = np.load(CORPUS / entry["npz"])
    outputs = artifact[entry["entry"]](*[data[a["npz_key"]] for a in entry["arguments"]])
    for result, output in zip(entry["results"], outputs):
        frontend = as_f64(data[result["npz_key"]])
        error = relative_l2_error(as_f64(np.asarray(output)), frontend)
        print(f"{name_of(entry)} {result['npz_key']}: {error:.2e} from the frontend's values")
        assert error < 2e-7, error
