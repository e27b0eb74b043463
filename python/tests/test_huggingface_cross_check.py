"""config.json read by rope_mlir.huggingface vs transformers' own RoPE initialisation.

For every fixture in hf_configs/ (the rope-relevant keys of public model
configs), transformers builds its config object and computes (inv_freq,
attention_factor) with ROPE_INIT_FUNCTIONS[rope_type] (or, for "default",
the model's rotary embedding class); both must match the numpy reference
frequencies() and the C++ reference (rope-reference) of the RopeConfig we
read, at the sequence lengths that select each regime of dynamic and
longrope. Skipped where torch or transformers is not installed.

Tolerances: transformers evaluates inv_freq in float32 (the exponent
2i/dim, the power and the reciprocal are each rounded to float32), so it
carries a few float32 ulps; we compare with rtol 1e-6 (about 8 ulps of
float32, 2^-24 ~ 6e-8). The attention factor is float64 arithmetic in both
and must agree to 1e-12. numpy and C++ are both float64: 1e-12.
"""

from __future__ import annotations

import importlib
import json
import pathlib

import numpy as np
import pytest

from rope_mlir.huggingface import params_from_hf_config
from rope_mlir.reference import frequencies
from rope_mlir.tools import run_reference

FIXTURES = pathlib.Path(__file__).parent / "hf_configs"
RTOL_FLOAT32 = 1e-6
RTOL_FLOAT64 = 1e-12

# Sequence lengths per fixture: None is transformers' init (no length). For
# dynamic they cross max_position_embeddings; for longrope
# original_max_position_embeddings (short up to it, long past it).
SEQ_LENS = {
    "llama2_7b_dynamic": [None, 1, 4096, 4097, 6000, 16384, 100000],
    "phi3_128k": [1, 4096, 4097, 131072],
}
CASES = [(path.stem, seq) for path in sorted(FIXTURES.glob("*.json"))
         for seq in SEQ_LENS.get(path.stem, [None])]
# GPT-J computes its table in its attention module, not through the
# RoPE initialisation functions; its mapping is covered by test_huggingface.py.
CASES = [case for case in CASES if case[0] != "gptj_6b"]

WORST: dict = {}


@pytest.fixture(scope="module")
def transformers():
    # Skipped per case (not at import), so a run without torch still
    # collects the cases and reports them skipped.
    pytest.importorskip("torch")
    return pytest.importorskip("transformers")


def transformers_frequencies(transformers, raw: dict, seq_len):
    config = transformers.AutoConfig.for_model(**raw)
    params = config.rope_parameters
    rope_type = params.get("rope_type", "default")
    if rope_type == "default":
        module = importlib.import_module(
            f"transformers.models.{raw['model_type']}.modeling_{raw['model_type']}")
        rotary = next(getattr(module, name) for name in dir(module)
                      if name.endswith("RotaryEmbedding")
                      and hasattr(getattr(module, name), "compute_default_rope_parameters"))
        inv_freq, factor = rotary.compute_default_rope_parameters(config)
    else:
        init = importlib.import_module(
            "transformers.modeling_rope_utils").ROPE_INIT_FUNCTIONS[rope_type]
        inv_freq, factor = init(config, "cpu", seq_len=seq_len)
    return rope_type, inv_freq.double().numpy(), float(factor)


def ours_seq_total(seq_len) -> int:
    # transformers' "no length" is its pretraining length, our S_total = 0
    # means the same (dynamic clamps to original_max, longrope stays short).
    return 0 if seq_len is None else seq_len


@pytest.mark.parametrize("name,seq_len", CASES)
def test_matches_transformers(transformers, name, seq_len):
    raw = json.loads((FIXTURES / f"{name}.json").read_text())
    model = params_from_hf_config(raw)
    rope_type, hf_inv_freq, hf_factor = transformers_frequencies(transformers, raw, seq_len)

    ours, a = frequencies(model.rope, ours_seq_total(seq_len))
    [cpp] = run_reference([{"op": "frequencies", "config": model.rope.to_json(),
                            "seq_total": ours_seq_total(seq_len)}])
    assert "error" not in cpp, cpp

    assert hf_inv_freq.shape == ours.shape
    rel = float(np.max(np.abs(ours - hf_inv_freq) / np.abs(hf_inv_freq)))
    rel_a = abs(a - hf_factor) / hf_factor
    assert rel <= RTOL_FLOAT32, (name, seq_len, rel)
    assert rel_a <= RTOL_FLOAT64, (name, seq_len, a, hf_factor)
    np.testing.assert_allclose(cpp["inv_freq"], ours, rtol=RTOL_FLOAT64, atol=0)
    assert abs(cpp["attention_factor"] - a) <= RTOL_FLOAT64 * a

    worst = WORST.setdefault(rope_type, [0.0, 0.0])
    worst[0], worst[1] = max(worst[0], rel), max(worst[1], rel_a)


def test_report_worst_errors():
    """Prints the worst relative errors per rope_type (run after the cases)."""
    if not WORST:
        pytest.skip("no case ran")
    for rope_type, (rel, rel_a) in sorted(WORST.items()):
        print(f"hf cross-check {rope_type}: inv_freq worst rel {rel:.2e}, "
              f"attention factor worst rel {rel_a:.2e}")
