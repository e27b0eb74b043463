"""Hand-checked values and properties of the numpy float64 reference."""

import math

import numpy as np
import pytest

from rope_mlir.reference import (Positions, RopeConfig, Scaling, attention,
                                 frequencies, pair_channels, rotate)


def test_default_and_linear():
    f, a = frequencies(RopeConfig(head_dim=4))
    np.testing.assert_allclose(f, [1.0, 0.01], rtol=1e-15)
    assert a == 1.0
    f, _ = frequencies(RopeConfig(head_dim=4, scaling=Scaling("linear", factor=4.0)))
    np.testing.assert_allclose(f, [0.25, 0.0025], rtol=1e-15)


def test_ntk_and_dynamic():
    f, _ = frequencies(RopeConfig(head_dim=4, scaling=Scaling("ntk", alpha=2.0)))
    np.testing.assert_allclose(f[1], 0.005, rtol=1e-14)
    dyn = RopeConfig(head_dim=4, scaling=Scaling("dynamic", factor=2.0, original_max=4096))
    np.testing.assert_allclose(frequencies(dyn, 100)[0][1], 0.01, rtol=1e-14)
    np.testing.assert_allclose(frequencies(dyn, 8192)[0][1], 1 / 300, rtol=1e-14)


def test_llama31():
    cfg = RopeConfig(head_dim=128, theta=500000.0,
                     scaling=Scaling("llama3", factor=8.0, low_freq_factor=1.0,
                                     high_freq_factor=4.0, original_max=8192))
    f, a = frequencies(cfg)
    expected = {0: 1.0, 20: 0.016560440080994446, 30: 0.0013718935677611381,
                33: 0.00031269375038406517, 40: 3.428102195952591e-05,
                63: 3.068925988914511e-07}
    for i, value in expected.items():
        assert f[i] == pytest.approx(value, rel=1e-13)
    assert a == 1.0


def test_yarn_variants():
    yarn = Scaling("yarn", factor=4.0, original_max=4096)
    f, a = frequencies(RopeConfig(head_dim=128, scaling=yarn))
    assert f[30] == pytest.approx(0.009488517882700576, rel=1e-13)
    assert a == pytest.approx(0.1 * math.log(4) + 1, rel=1e-15)
    untruncated = Scaling("yarn", factor=4.0, original_max=4096, truncate=False)
    f, _ = frequencies(RopeConfig(head_dim=128, scaling=untruncated))
    assert f[30] == pytest.approx(0.009574461236755236, rel=1e-13)
    ratio = Scaling("yarn", factor=40.0, original_max=4096, mscale=1.0, mscale_all_dim=0.5)
    assert frequencies(RopeConfig(head_dim=64, scaling=ratio))[1] == pytest.approx(
        1.1557219901962608, rel=1e-15)


def test_longrope_short_and_long():
    s = Scaling("longrope", short_factor=[1.0, 2.0], long_factor=[4.0, 8.0],
                original_max=4096, factor=16.0)
    cfg = RopeConfig(head_dim=4, scaling=s)
    np.testing.assert_allclose(frequencies(cfg, 4096)[0], [1.0, 0.005], rtol=1e-15)
    f, a = frequencies(cfg, 4097)
    np.testing.assert_allclose(f, [0.25, 0.00125], rtol=1e-15)
    assert a == pytest.approx(math.sqrt(4 / 3), rel=1e-15)


PARTIAL_CASES = [
    dict(head_dim=10, rotary_dim=6, pairing="half"),
    dict(head_dim=10, rotary_dim=6, pairing="interleaved"),
    dict(head_dim=12, rotary_dim=4, partial="offset", rotary_offset=6),
    dict(head_dim=12, rotary_dim=4, partial="offset", rotary_offset=5, pairing="interleaved"),
    dict(head_dim=12, rotary_dim=4, partial="proportional"),
    dict(head_dim=12, rotary_dim=4, partial="proportional", pairing="interleaved"),
]


@pytest.mark.parametrize("kwargs", PARTIAL_CASES)
def test_norm_inverse_and_pass_through(kwargs):
    rng = np.random.default_rng(0)
    cfg = RopeConfig(scaling=Scaling("yarn", factor=4.0, original_max=64), **kwargs)
    x = rng.uniform(-1, 1, (2, 5, 3, cfg.head_dim))
    pos = Positions(batch_offsets=[7, (1 << 24) - 10])
    y = rotate(cfg, "bshd", x, pos)
    u, v = pair_channels(cfg)
    a = frequencies(cfg)[1]
    np.testing.assert_allclose(np.hypot(y[..., u], y[..., v]),
                               a * np.hypot(x[..., u], x[..., v]), rtol=1e-12)
    untouched = np.setdiff1d(np.arange(cfg.head_dim), np.concatenate([u, v]))
    assert len(untouched) == cfg.head_dim - cfg.r
    np.testing.assert_array_equal(y[..., untouched], x[..., untouched])
    plain = RopeConfig(**kwargs)
    back = rotate(RopeConfig(inverse=True, **kwargs), "bshd", rotate(plain, "bshd", x, pos), pos)
    np.testing.assert_allclose(back, x, atol=1e-12)


def test_score_depends_on_relative_position():
    rng = np.random.default_rng(1)
    cfg = RopeConfig(head_dim=8)
    q, k = rng.uniform(-1, 1, (1, 8)), rng.uniform(-1, 1, (1, 8))

    def score(m, n):
        return float(np.sum(rotate(cfg, "sd", q, Positions(offset=m)) *
                            rotate(cfg, "sd", k, Positions(offset=n))))
    assert score(4, 0) == pytest.approx(score(7, 3), abs=1e-12)
    assert score(123457, 123453) == pytest.approx(score(7, 3), abs=1e-9)
    assert abs(score(7, 4) - score(7, 3)) > 1e-6


def test_interleaved_is_half_permuted():
    rng = np.random.default_rng(2)
    x = rng.uniform(-1, 1, (3, 8))
    perm = np.array([0, 4, 1, 5, 2, 6, 3, 7])  # interleaved slot <- half channel
    half = rotate(RopeConfig(head_dim=8), "sd", x, Positions(offset=11))
    inter = rotate(RopeConfig(head_dim=8, pairing="interleaved"), "sd", x[:, perm],
                   Positions(offset=11))
    np.testing.assert_array_equal(inter, half[:, perm])


def test_attention_causal_gqa_and_masked_rows():
    rng = np.random.default_rng(3)
    cfg = RopeConfig(head_dim=4)
    q = rng.uniform(-1, 1, (1, 2, 4, 4))
    k = rng.uniform(-1, 1, (1, 2, 2, 4))
    v = rng.uniform(-1, 1, (1, 2, 2, 4))
    out = attention(cfg, "bshd", q, k, v, Positions(offset=0), Positions(offset=1),
                    causal=True)
    np.testing.assert_array_equal(out[0, 0], 0.0)  # query at 0 sees no key
    np.testing.assert_allclose(out[0, 1, 0], v[0, 0, 0], atol=1e-15)
    np.testing.assert_allclose(out[0, 1, 3], v[0, 0, 1], atol=1e-15)  # head 3 -> kv 1
