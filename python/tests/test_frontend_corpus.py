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
# Modules of IREE's default routes keep its ops (iree_linalg_ext.attention,
# scan, scatter) in generic form.
PIPELINE = ["--allow-unregistered-dialect", "--rope-raise=report=true",
            "--rope-fuse-attention=report=true", "--canonicalize", "--cse"]
# Modules that hold attention blocks.
ATTENTION_KINDS = ("attention", "decode", "layer", "model")

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


def unfused_reason(block):
    """The remark a block must get when rope.attention has no form for its
    mask or logits (None when it must fuse)."""
    mask = block["mask"]
    if block.get("logit_softcap"):
        return "soft-capped"
    if mask.startswith("sliding-window"):
        return "a sliding window or chunk"
    if "lookahead" in mask:
        return "a lookahead of"
    if "packed-check" in mask:
        return "a rule of the query that is not causal"
    return None


def is_mla(entry):
    """DeepSeek's multi-head latent attention: each head's key is the
    latent's part and a shared rotated part, concatenated."""
    return name_of(entry).startswith("deepseek-v3")


def cache_of(entry):
    """none, given (keys and values passed in), dynamic or static."""
    cache = entry.get("cache", "none")
    return cache if cache in ("none", "dynamic", "static") else "given"


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


def check_params(entry, params, line, block=None):
    """rope params as the model's config says them (the block's own for a
    model whose layers differ)."""
    config = (block or entry)["rope_parameters"]
    close = lambda a, b: math.isclose(a, b, rel_tol=1e-6)
    assert close(number(params, "theta", 10000.0), config["rope_theta"]), params
    head_dim = entry.get("head_dim")
    head_dim = head_dim if isinstance(head_dim, int) else head_dim_of(line)
    rotary = int(number(params, "rotary_dim", 0)) or head_dim
    assert rotary == (block or entry)["rotary_dim"], params
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
        # mscale(factor, mscale_all_dim), mscale(s, m) = 0.1 m ln(s) + 1;
        # transformers' default YaRN by 0.1 ln(factor) + 1.
        mscale = lambda m: 0.1 * m * math.log(config["factor"]) + 1.0
        if "mscale" in config:
            expected = mscale(config["mscale"]) / mscale(config["mscale_all_dim"])
            assert close(number(params, "attention_factor", 1.0), expected), params
        else:
            # The attribute's own default: 0.1 ln(factor) + 1 (Semantics §2).
            expected = config.get("attention_factor") or mscale(1.0)
            assert close(number(params, "attention_factor", expected), expected), params
    elif kind == "linear":
        assert "#rope.linear<" in params, params
        assert close(number(params, "factor"), config["factor"]), params
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


def check_fused(entry, block, line, text):
    """One fused rope.attention against the model's block: scale, mask,
    heads and the rotation inside it."""
    params = bracketed(line, line.index("params <") + len("params "))
    scale = float(re.search(r"scale = ([-0-9.e+]+)", line).group(1))
    # The model's scaling, or that constant as the graph rounded it.
    scaling = entry["head_layout"]["scaling"]
    rounded = float(np.float32(scaling).astype(ml_dtypes.bfloat16)) \
        if entry["dtype"] == "bf16" else scaling
    assert scale == pytest.approx(scaling, rel=1e-6) or scale == rounded, scale
    head = line.split("params")[0]
    causal, bias = " causal" in head, " bias " in head
    # A decoding query after a cache of only written keys sees them all; a
    # static cache's unwritten slots are masked; padding is a bias (beside
    # the causal mask, or holding it where the positions are explicit);
    # runtime position ids turn the causal mask into a bias.
    cache = cache_of(entry)
    if entry["kind"] == "decode" and cache in ("given", "dynamic"):
        assert not causal and not bias, line
    elif block["mask"] == "causal+padding":
        assert bias, line
    else:
        assert causal or bias, line
    types = re.findall(r"tensor<([0-9x]+)x(?:bf16|f32)>", line.split(" : ")[-1])
    q_shape, k_shape = ([int(x) for x in t.split("x")] for t in types[:2])
    head_axis = 1 if 'layout "bhsd"' in line else 2
    assert q_shape[head_axis] == entry["head_layout"]["num_heads"], line
    if is_mla(entry):
        # Every head's key is its own (the latent expanded, the rotated part
        # shared); q and k are rotated by a rope.apply before they are
        # concatenated, and read rotated.
        assert k_shape[head_axis] == entry["num_heads"], line
        assert "keys_rotated" in line, line
        check_params(entry, *ops(text, "rope.apply")[0])
        return
    assert k_shape[head_axis] == entry["head_layout"]["num_kv_heads"], line
    if not block["rope"]:
        # A layer without RoPE: q and k taken as they arrive, the identity
        # rotation (every frequency 0).
        assert "keys_rotated" in line and "#rope.custom<freqs = [0.0" in params, line
        return
    if entry["kind"] == "decode":
        # The cached keys arrive rotated; the new one is rotated before it
        # joins them (the cache is a result too), with the model's params.
        assert "keys_rotated" in line, line
        applies = ops(text, "rope.apply")
        assert len(applies) == 1, applies
        check_params(entry, *applies[0], block)
    else:
        assert "keys_rotated" not in line, line
    check_params(entry, params, line, block)


@pytest.mark.parametrize("entry", entries(*ATTENTION_KINDS), ids=name_of)
def test_attention_fused(entry):
    """Every attention block becomes one rope.attention with the model's
    params, or, where rope.attention has no form for its mask or logits,
    stays with a remark that says why."""
    text, remarks = raised(entry["file"])
    attentions = ops(text, "rope.attention")
    blocks = entry.get("attention_blocks") or [dict(rope=True, mask="causal")]
    fusing = [b for b in blocks if not unfused_reason(b)]
    assert len(attentions) == len(fusing), remarks
    for block in blocks:
        if unfused_reason(block):
            assert unfused_reason(block) in remarks, remarks
    if not is_mla(entry) and entry["kind"] != "decode" and fusing:
        assert "rope.apply" not in text, text
    for block, (_, line) in zip(fusing, attentions):
        check_fused(entry, block, line, text)


@pytest.mark.parametrize("entry", entries("negative"), ids=name_of)
def test_negative_left_alone(entry):
    text, remarks = raised(entry["file"])
    name = name_of(entry)
    blocks = entry.get("attention_blocks") or []
    if "attention" in name and not any(unfused_reason(b) for b in blocks):
        # A bidirectional mask is no mask: attention without one, exactly.
        attentions = ops(text, "rope.attention")
        assert len(attentions) == 1 and entry["causal"] is False, remarks
        assert "causal" not in attentions[0][1].split("params")[0]
        assert " bias " not in attentions[0][1]
        return
    assert "rope.attention" not in text, remarks
    if "attention" in name:
        assert "weighted sum not fused" in remarks, remarks
        for block in blocks:
            assert unfused_reason(block) in remarks, remarks
    else:
        assert "rope.apply" not in text, remarks


def as_f64(array):
    """float64 values; bfloat16 arrives as uint16 bit patterns."""
    if array.dtype == np.uint16:
        return (array.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return array.astype(np.float64)


def foreign_ops(text):
    """Ops of other compilers left in the raised module (IREE's scan and
    scatter in generic form), which rope-compile does not lower."""
    return sorted(set(re.findall(r'"(iree_linalg_ext\.\w+|tm_tensor\.\w+)"', text)))


@pytest.mark.parametrize("entry", entries(), ids=name_of)
def test_runs_as_the_frontend(entry, tmp_path):
    text, _ = raised(entry["file"])
    if foreign_ops(text):
        pytest.skip(f"keeps {', '.join(foreign_ops(text))}: rope-compile lowers "
                    "upstream MLIR and rope ops only")
    artifact = Artifact(str(compile_mlir(text, tmp_path / "module.so")))
    data = np.load(CORPUS / entry["npz"])
    arguments = [data[a["npz_key"]] for a in entry["arguments"]]
    outputs = artifact[entry["entry"]](*arguments)
    bound = BOUND[entry["dtype"]]
    if entry["file"].startswith("jax/") and entry["dtype"] == "bf16" and \
            entry["kind"] in ATTENTION_KINDS:
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


@pytest.mark.parametrize(
    "entry", [e for e in entries("rope-only") if e["dtype"] == "f32"],
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
