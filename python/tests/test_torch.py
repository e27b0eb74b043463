"""rope_mlir on torch CPU tensors: zero-copy calls that agree bit for bit
with the numpy path (bf16 included), autograd whose backward is the inverse
rotation (gradcheck in float64 and float32, and against autograd through
the Hugging Face rotate_half form), and attention. Skipped where torch is
not installed (bench/run-attention.sh and scripts/peers.sh install it)."""

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
    q_out, k_out = rope_mlir.rope(q, k, config=YARN, offset=16777000)
    assert q_out.dtype == dtype and q_out.shape == q.shape and k_out.shape == k.shape
    as_numpy = {torch.float32: lambda t: t.numpy(), torch.float16: lambda t: t.numpy(),
                torch.bfloat16: lambda t: t.view(torch.int16).numpy().view(rope_mlir.bfloat16)}
    nq, nk = rope_mlir.rope(as_numpy[dtype](q), as_numpy[dtype](k), config=YARN,
                            offset=16777000)
    assert np.array_equal(as_numpy[dtype](q_out).view(np.uint8), nq.view(np.uint8))
    assert np.array_equal(as_numpy[dtype](k_out).view(np.uint8), nk.view(np.uint8))
    # A view that is not contiguous is copied once, with the same result.
    strided = rope_mlir.rope(q.transpose(1, 2).contiguous().transpose(1, 2), config=YARN,
                             offset=16777000)
    assert torch.equal(strided, q_out)


@pytest.mark.filterwarnings("ignore:Input #")
def test_gradcheck_float64_and_float32():
    g = torch.Generator().manual_seed(1)
    q = torch.randn(2, 5, 4, 64, generator=g, dtype=torch.float64, requires_grad=True)
    k = torch.randn(2, 5, 2, 64, generator=g, dtype=torch.float64, requires_grad=True)
    positions = torch.tensor([[0, 9, 1000, 77, 5], [3, 3, 3, 16777215, 8]])

    def f(q, k):
        return rope_mlir.rope(q, k, config=YARN, positions=positions)
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
    (rope_mlir.rope(ours_x, config=YARN, positions=positions[0]) * weights).sum().backward()
    theirs_x = x.clone().requires_grad_()
    (rotate_half_form(YARN, theirs_x, positions) * weights).sum().backward()
    assert torch.allclose(ours_x.grad, theirs_x.grad, rtol=1e-5, atol=1e-5)


def test_attention_on_torch_matches_numpy():
    g = torch.Generator().manual_seed(3)
    q = torch.rand(1, 1, 8, 64, generator=g).to(torch.bfloat16)
    k = torch.rand(1, 100, 2, 64, generator=g).to(torch.bfloat16)
    v = torch.rand(1, 100, 2, 64, generator=g).to(torch.bfloat16)
    out = rope_mlir.attention(q, k, v, config=YARN, q_offset=99)
    as_np = [t.view(torch.int16).numpy().view(rope_mlir.bfloat16) for t in (q, k, v)]
    expected = rope_mlir.attention(*as_np, config=YARN, q_offset=99)
    assert out.dtype == torch.bfloat16
    assert np.array_equal(out.view(torch.int16).numpy(), expected.view(np.int16))
