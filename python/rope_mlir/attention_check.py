"""Checks a compiled `rope.attention` entry point against the numpy float64
reference (Semantics §5: the relative L2 error of the whole output,
||out - ref||_2 / ||ref||_2, is at most 1e-4 for f32 and 1e-2 for f16 and
bf16).

An entry point whose body is one `rope.attention` carries a `rope_attention`
object in its manifest (docs/Manifest.md): which argument is q, k, v, the
bias, the offsets and positions, and the op's attributes. `check_attention`
calls such an entry point with the arguments as given and evaluates the
reference on the same values. Pure Python and numpy.
"""

from __future__ import annotations

import dataclasses
import math
from typing import List, Optional, Sequence

import numpy as np

from .reference import POSITION_LIMIT, Positions, RopeConfig, Scaling, attention
from .runtime import EntryPoint, bf16_to_f32

# Semantics §5; any f16 or bf16 tensor among q, k, v and the output selects
# the looser bound.
ATTENTION_BOUNDS = {"f32": 1e-4, "f16": 1e-2, "bf16": 1e-2}

_FLOATS = ("f32", "f16", "bf16")
_POSITIONS = ("i32", "i64", "index")


def attention_bound(elements: Sequence[str]) -> float:
    """The Semantics §5 bound for a call whose attended tensors and output
    hold `elements`."""
    return max(ATTENTION_BOUNDS[e] for e in elements)


def relative_l2_error(got: np.ndarray, expected: np.ndarray) -> float:
    """||got - expected||_2 / ||expected||_2: 0 when both are zero, infinity
    when only `expected` is."""
    got = np.asarray(got, dtype=np.float64)
    expected = np.asarray(expected, dtype=np.float64)
    difference = float(np.sum((got - expected) ** 2))
    reference = float(np.sum(expected ** 2))
    if reference == 0:
        return 0.0 if difference == 0 else math.inf
    return math.sqrt(difference / reference)


def config_from_manifest(config: dict) -> RopeConfig:
    """The reference configuration a manifest's `config` object describes."""
    scaling = Scaling(**config.get("scaling", {"kind": "default"}))
    return RopeConfig(head_dim=config["head_dim"], rotary_dim=config.get("rotary_dim"),
                      theta=config.get("theta", 10000.0), scaling=scaling,
                      pairing=config.get("pairing", "half"),
                      partial=config.get("partial", "leading"),
                      rotary_offset=config.get("rotary_offset", 0),
                      position_scale=config.get("position_scale", 1.0),
                      inverse=config.get("inverse", False))


@dataclasses.dataclass
class AttentionRoles:
    """The `rope_attention` object of a manifest entry point, checked
    against the entry's arguments and outputs."""

    q_arg: int
    k_arg: int
    v_arg: int
    result: int
    layout: str
    static_q_offset: int
    static_k_offset: int
    causal: bool
    keys_rotated: bool
    config: RopeConfig
    bias_arg: Optional[int] = None
    q_offset_arg: Optional[int] = None
    k_offset_arg: Optional[int] = None
    q_positions_arg: Optional[int] = None
    k_positions_arg: Optional[int] = None
    scale: Optional[float] = None

    @staticmethod
    def from_entry(spec: dict) -> "AttentionRoles":
        """Reads `spec["rope_attention"]`; ValueError when it is missing or
        names arguments that cannot play their role."""
        name = spec.get("name")
        roles = spec.get("rope_attention")
        if not isinstance(roles, dict):
            raise ValueError(f"entry point '{name}' is not one rope.attention "
                             "(its manifest has no 'rope_attention')")

        def fail(message: str):
            raise ValueError(f"rope_attention of '{name}': {message}")

        def index(key: str, values: List[dict], elements, ranks, required: bool):
            if key not in roles:
                if required:
                    fail(f"missing '{key}'")
                return None
            value = roles[key]
            if isinstance(value, bool) or not isinstance(value, int) or \
                    not 0 <= value < len(values):
                fail(f"'{key}' is not an index in range")
            target = values[value]
            if not isinstance(target, dict):
                fail(f"'{key}' names a malformed argument")
            is_tensor = target.get("kind", "tensor") == "tensor"
            fits = target.get("element") in elements and (
                is_tensor and len(target.get("shape", [])) in ranks if ranks
                else not is_tensor)
            if not fits:
                fail(f"'{key}' names an argument of the wrong kind or element type")
            return value

        def static_offset(key: str) -> int:
            value = roles.get(key)
            if isinstance(value, bool) or not isinstance(value, int) or \
                    not 0 <= value < POSITION_LIMIT:
                fail(f"'{key}' must be an integer in [0, 2^31)")
            return value

        def flag(key: str) -> bool:
            if not isinstance(roles.get(key), bool):
                fail(f"'{key}' must be a boolean")
            return roles[key]

        args, outputs = spec.get("args", []), spec.get("outputs", [])
        found = AttentionRoles(
            q_arg=index("q_arg", args, _FLOATS, (4,), True),
            k_arg=index("k_arg", args, _FLOATS, (4,), True),
            v_arg=index("v_arg", args, _FLOATS, (4,), True),
            result=index("result", outputs, _FLOATS, (4,), True),
            layout=roles.get("layout"),
            static_q_offset=static_offset("static_q_offset"),
            static_k_offset=static_offset("static_k_offset"),
            causal=flag("causal"), keys_rotated=flag("keys_rotated"),
            config=RopeConfig(head_dim=0),
            bias_arg=index("bias_arg", args, _FLOATS, (2, 4), False),
            q_offset_arg=index("q_offset_arg", args, _POSITIONS, (), False),
            k_offset_arg=index("k_offset_arg", args, _POSITIONS, (), False),
            q_positions_arg=index("q_positions_arg", args, _POSITIONS, (1, 2), False),
            k_positions_arg=index("k_positions_arg", args, _POSITIONS, (1, 2), False))
        if found.layout not in ("bshd", "bhsd"):
            fail(f"layout must be \"bshd\" or \"bhsd\", not {found.layout!r}")
        for side in ("q", "k"):
            if getattr(found, f"{side}_positions_arg") is not None and (
                    getattr(found, f"{side}_offset_arg") is not None or
                    getattr(found, f"static_{side}_offset") != 0):
                fail(f"{side}_positions_arg cannot be combined with an offset")
        if "scale" in roles:
            scale = roles["scale"]
            if isinstance(scale, bool) or not isinstance(scale, (int, float)) or \
                    not math.isfinite(scale):
                fail("'scale' must be a finite number")
            found.scale = float(scale)
        if not isinstance(roles.get("config"), dict):
            fail("no 'config'")
        try:
            found.config = config_from_manifest(roles["config"])
        except (KeyError, TypeError) as error:
            fail(f"malformed 'config': {error}")
        return found

    def positions(self, args: Sequence, side: str) -> Positions:
        """Semantics §1 positions of the queries (`side` "q") or keys."""
        explicit = getattr(self, f"{side}_positions_arg")
        if explicit is not None:
            return Positions(explicit=np.asarray(args[explicit], dtype=np.int64))
        offset = getattr(self, f"static_{side}_offset")
        runtime = getattr(self, f"{side}_offset_arg")
        return Positions(offset=offset + (int(args[runtime]) if runtime is not None else 0))


@dataclasses.dataclass
class AttentionCheck:
    output: np.ndarray
    expected: np.ndarray
    relative_l2_error: float
    bound: float

    @property
    def passed(self) -> bool:
        # NaN fails too.
        return self.relative_l2_error <= self.bound


def _as_float64(array: np.ndarray, element: str) -> np.ndarray:
    if element == "bf16":
        return bf16_to_f32(array).astype(np.float64)
    return np.asarray(array, dtype=np.float64)


def check_attention(entry: EntryPoint, *args,
                    outputs: Optional[Sequence[np.ndarray]] = None) -> AttentionCheck:
    """Calls `entry` with `args` (bf16 tensors as ml_dtypes.bfloat16 or their uint16 bits)
    and compares its rope.attention output with the numpy float64 reference
    on the same values."""
    roles = AttentionRoles.from_entry(entry.spec)
    specs = entry.spec["args"]
    got = entry(*args, outputs=outputs)[roles.result]
    q, k, v = (_as_float64(args[i], specs[i]["element"])
               for i in (roles.q_arg, roles.k_arg, roles.v_arg))
    bias = (None if roles.bias_arg is None
            else _as_float64(args[roles.bias_arg], specs[roles.bias_arg]["element"]))
    expected = attention(roles.config, roles.layout, q, k, v,
                         q_positions=roles.positions(args, "q"),
                         k_positions=roles.positions(args, "k"),
                         causal=roles.causal, keys_rotated=roles.keys_rotated,
                         scale=roles.scale, bias=bias)
    out_element = entry.spec["outputs"][roles.result]["element"]
    bound = attention_bound([specs[i]["element"] for i in
                             (roles.q_arg, roles.k_arg, roles.v_arg)] + [out_element])
    return AttentionCheck(output=got, expected=expected,
                          relative_l2_error=relative_l2_error(
                              _as_float64(got, out_element), expected),
                          bound=bound)
