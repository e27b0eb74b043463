"""rope_mlir on torch CPU tensors: zero-copy calls that agree bit for bit
with the numpy path (bf16 included), autograd whose backward is the inverse
rotation (gradcheck in float64 and float32, and against autograd through
the Hugging Face rotate_half form), and attention with gradients for q, k
and v (gradcheck in float64, float32 against eager attention). Skipped
where torch is not installed (bench/run-attention.sh and scripts/peers.sh
install it)."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import rope_mlir  # noqa: E402
from rope_mlir.reference import RopeConfig, Scaling, frequencies, pair_channels  # noqa: E402
from rope_mlir.tools import tool_path  # noqa: E402

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

YARN = RopeConfig(head_dim=64, rotary_dim=48, theta=500000.0,
                  scaling=Scaling("yarn", factor=4.0, original_max=2048))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16])
def test_torch_matches_numpy_bit_for_bit(dtype):
    g = torch.Generator().manual_seed(0)
    q = torch.rand(2, 9, 4, 64, generator=g).to(dtype)
    k = torch.rand(2, 9, 2, 64, generator=g).to(dtype)
    q_out, k_out = rope_mlir.rope(q, k, config=YARN, offset=16777000, layout="bshd")
    assert q_out.dtype == dtype and q_out.shape == q.shape and k_out.shape == k.shape
    as_numpy = {torch.float32: lambda t: t.numpy(), torch.float16: lambda t: t.numpy(),
                torch.bfloat16: lambda t: t.view(torch.int16).numpy().view(rope_mlir.bfloat16)}
    nq, nk = rope_mlir.rope(as_numpy[dtype](q), as_numpy[dtype](k), config=YARN,
                            offset=16777000, layout="bshd")
    assert np.array_equal(as_numpy[dtype](q_out).view(np.uint8), nq.view(np.uint8))
    assert np.array_equal(as_numpy[dtype](k_out).view(np.uint8), nk.view(np.uint8))
    # A view that is not contiguous is copied once, with the same result.
    strided = rope_mlir.rope(q.transpose(1, 2).contiguous().transpose(1, 2), config=YARN,
                             offset=16777000, layout="bshd")
    assert torch.equal(strided, q_out)


@pytest.mark.filterwarnings("ignore:Input #")
def test_gradcheck_float64_and_float32():
    g = torch.Generator().manual_seed(1)
    q = torch.randn(2, 5, 4, 64, generator=g, dtype=torch.float64, requires_grad=True)
    k = torch.randn(2, 5, 2, 64, generator=g, dtype=torch.float64, requires_grad=True)
    positions = torch.tensor([[0, 9, 1000, 77, 5], [3, 3, 3, 16777215, 8]])

    def f(q, k):
        return rope_mlir.rope(q, k, config=YARN, positions=positions, layout="bshd")
    assert torch.autograd.gradcheck(f, (q, k))
    # float32 through the compiled kernels: the rotation is linear, so
    # central differences are exact up to float32 rounding.
    q32, k32 = (x.detach().float().requires_grad_() for x in (q, k))
    assert torch.autograd.gradcheck(f, (q32, k32), eps=1e-2, atol=1e-3, rtol=1e-3)


def rotate_half_form(cfg, x, positions):
    """The Hugging Face form: x * cos + rotate_half(x) * sin on the leading
    rotary channels, cos/sin from the float64 frequencies."""
    f, a = frequencies(cfg)
    angles = positions.double()[:, :, None] * torch.from_numpy(f)[None, None, :]
    emb = torch.cat([angles, angles], dim=-1)
    cos = (emb.cos() * a)[:, :, None, :].to(x.dtype)
    sin = (emb.sin() * a)[:, :, None, :].to(x.dtype)
    r = cfg.r
    rot, rest = x[..., :r], x[..., r:]
    half = torch.cat([-rot[..., r // 2:], rot[..., :r // 2]], dim=-1)
    return torch.cat([rot * cos + half * sin, rest], dim=-1)


def test_gradients_match_autograd_through_the_hugging_face_form():
    assert list(pair_channels(YARN)[0][:2]) == [0, 1]  # half pairing, leading channels
    g = torch.Generator().manual_seed(2)
    x = torch.randn(1, 7, 3, 64, generator=g)
    weights = torch.randn(1, 7, 3, 64, generator=g)
    positions = torch.arange(7)[None, :] + 4000
    ours_x = x.clone().requires_grad_()
    (rope_mlir.rope(ours_x, config=YARN, positions=positions[0], layout="bshd") * weights).sum().backward()
    theirs_x = x.clone().requires_grad_()
    (rotate_half_form(YARN, theirs_x, positions) * weights).sum().backward()
    assert torch.allclose(ours_x.grad, theirs_x.grad, rtol=1e-5, atol=1e-5)


def test_attention_on_torch_matches_numpy():
    g = torch.Generator().manual_seed(3)
    q = torch.rand(1, 1, 8, 64, generator=g).to(torch.bfloat16)
    k = torch.rand(1, 100, 2, 64, generator=g).to(torch.bfloat16)
    v = torch.rand(1, 100, 2, 64, generator=g).to(torch.bfloat16)
    out = rope_mlir.attention(q, k, v, config=YARN, q_offset=99, layout="bshd")
    as_np = [t.view(torch.int16).numpy().view(rope_mlir.bfloat16) for t in (q, k, v)]
    expected = rope_mlir.attention(*as_np, config=YARN, q_offset=99, layout="bshd")
    assert out.dtype == torch.bfloat16
    assert np.array_equal(out.view(torch.int16).numpy(), expected.view(np.int16))


def eager_attention(cfg, q, k, v, q_pos, k_pos, scale):
    """Attention as eager PyTorch code writes it ([B, S, H, D] in), the
    rotation through the Hugging Face form, GQA by repeat_interleave."""
    rq = rotate_half_form(cfg, q, q_pos)
    rk = rotate_half_form(cfg, k, k_pos)
    rq, rk, vv = (x.transpose(1, 2) for x in (rq, rk, v))
    group = rq.shape[1] // rk.shape[1]
    rk, vv = rk.repeat_interleave(group, 1), vv.repeat_interleave(group, 1)
    scores = scale * rq @ rk.transpose(-1, -2)
    visible = k_pos[:, None, None, :] <= q_pos[:, None, :, None]
    weights = torch.softmax(scores.masked_fill(~visible, float("-inf")), dim=-1)
    return (weights @ vv).transpose(1, 2)


# Small enough for gradcheck's one evaluation per input element.
SMALL_YARN = RopeConfig(head_dim=8, rotary_dim=6, theta=500000.0,
                        scaling=Scaling("yarn", factor=4.0, original_max=2048))


@pytest.mark.filterwarnings("ignore:Input #")
@pytest.mark.parametrize("keys_rotated", [False, True])
def test_attention_gradcheck_float64(keys_rotated):
    g = torch.Generator().manual_seed(4)
    q = torch.randn(2, 3, 4, 8, generator=g, dtype=torch.float64, requires_grad=True)
    k = torch.randn(2, 4, 2, 8, generator=g, dtype=torch.float64, requires_grad=True)
    v = torch.randn(2, 4, 2, 8, generator=g, dtype=torch.float64, requires_grad=True)

    def f(q, k, v):
        return rope_mlir.attention(q, k, v, config=SMALL_YARN, q_offset=16777000,
                                   k_offset=16776998, keys_rotated=keys_rotated,
                                   layout="bshd")
    assert torch.autograd.gradcheck(f, (q, k, v))
    # Explicit positions, a query that sees no key (its output and
    # gradients are zero), and bhsd.
    qp, kp = torch.tensor([2, 40, 41]), torch.tensor([3, 9, 30, 41])

    def g_(q, k, v):
        return rope_mlir.attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2),
                                   config=SMALL_YARN, q_positions=qp, k_positions=kp,
                                   layout="bhsd")
    assert torch.autograd.gradcheck(g_, (q, k, v))


def test_attention_gradients_match_eager_attention():
    g = torch.Generator().manual_seed(5)
    q, k, v = (torch.randn(1, s, h, 64, generator=g)
               for s, h in ((5, 4), (9, 2), (9, 2)))
    weights = torch.randn(1, 5, 4, 64, generator=g)
    q_pos, k_pos = torch.arange(5)[None] + 1004, torch.arange(9)[None] + 1000
    ours = [x.clone().requires_grad_() for x in (q, k, v)]
    out = rope_mlir.attention(*ours, config=YARN, q_offset=1004, k_offset=1000,
                              layout="bshd")
    assert out.requires_grad
    (out * weights).sum().backward()
    theirs = [x.clone().requires_grad_() for x in (q, k, v)]
    expected = eager_attention(YARN, *theirs, q_pos, k_pos, 64 ** -0.5)
    assert torch.allclose(out, expected, rtol=1e-4, atol=1e-5)
    (expected * weights).sum().backward()
    for a, b in zip(ours, theirs):
        assert torch.allclose(a.grad, b.grad, rtol=1e-4, atol=1e-5)


def test_attention_gradients_in_bf16_and_for_some_inputs():
    g = torch.Generator().manual_seed(6)
    q = torch.randn(1, 1, 8, 64, generator=g).to(torch.bfloat16).requires_grad_()
    k = torch.randn(1, 20, 2, 64, generator=g).to(torch.bfloat16)
    v = torch.randn(1, 20, 2, 64, generator=g).to(torch.bfloat16).requires_grad_()
    out = rope_mlir.attention(q, k, v, config=YARN, q_offset=19, layout="bshd")
    assert out.requires_grad and out.dtype == torch.bfloat16
    out.float().sum().backward()
    assert q.grad.dtype == torch.bfloat16 and q.grad.shape == q.shape
    assert v.grad.dtype == torch.bfloat16 and torch.isfinite(v.grad.float()).all()
    assert k.grad is None
    # No gradient wanted: the fused kernel alone, and a result without grad.
    with torch.no_grad():
        assert not rope_mlir.attention(q, k, v, config=YARN, q_offset=19,
                                       layout="bshd").requires_grad


def test_frameworks_are_not_mixed():
    q = torch.zeros(1, 2, 2, 64)
    with pytest.raises(TypeError, match="k: expected a torch tensor like q, got "
                                        "numpy.ndarray"):
        rope_mlir.rope(q, np.zeros((1, 2, 2, 64), np.float32), config=YARN, layout="bshd")
    with pytest.raises(TypeError, match="v: expected a torch tensor like q"):
        rope_mlir.attention(q, q, np.zeros((1, 2, 2, 64), np.float32), config=YARN,
                            layout="bshd")
    with pytest.raises(TypeError, match="k: expected a numpy array like q, got a torch "
                                        "tensor"):
        rope_mlir.rope(q.numpy(), q, config=YARN, layout="bshd")
