"""torch: building modules the way transformers does, exporting them through
iree-turbine, and computing their float64 references."""

from common import SEQ, RUNTIME_POS0


def build_config(fam):
    cfg = fam["config_cls"](**fam["cfg"])
    cfg._attn_implementation = "eager"
    return cfg


def torch_dtype(name):
    import torch
    return {"f32": torch.float32, "bf16": torch.bfloat16}[name]


def instantiate(dtype, seed, build):
    """Builds modules the way `from_config(dtype=...)` does: under the default
    dtype, so buffers computed in explicit float32 (inv_freq) stay float32;
    the weights are those of a float32 build with the same seed."""
    import torch
    torch.manual_seed(seed)
    ref = build()
    if dtype == "f32":
        return ref.eval()
    old = torch.get_default_dtype()
    torch.set_default_dtype(torch_dtype(dtype))
    try:
        mod = build()
    finally:
        torch.set_default_dtype(old)
    mod.load_state_dict(ref.state_dict())
    return mod.eval()


def positions(runtime, seq=SEQ):
    import torch
    start = RUNTIME_POS0 if runtime else 0
    return torch.arange(start, start + seq, dtype=torch.long).unsqueeze(0)

class turbine_policy:
    """Adjusts two iree-turbine import policies for one export.

    lift_written_buffers: a buffer that the program writes (an in-place copy_)
      is lifted to a global even if the program never reads it first; on its
      own iree-turbine lifts only buffers that were read, and fails with
      "Cannot store value to unmapped global".
    inline_weights: every tensor constant is imported as a literal
      (torch.vtensor.literal) instead of a util.global; iree-turbine's global
      path converts through numpy and fails on bfloat16 ("Got unsupported
      ScalarType BFloat16"). Literals and globals strip to the same
      arith.constant dense_resource."""

    def __init__(self, lift_written_buffers=False, inline_weights=False):
        self.lift = lift_written_buffers
        self.inline = inline_weights

    def __enter__(self):
        from iree.turbine.aot.support.procedural import exported_program as ep
        self.ep = ep
        self.saved_store = ep._Hooks.store_produced_value
        self.saved_limit = ep.INLINE_TENSOR_VOLUME_LIMIT
        saved = self.saved_store
        if self.lift:
            def store(hooks, gni, py_value, produced, info):
                if hooks.module_builder.global_ref_tracker.track(py_value).is_empty:
                    hooks._lift_tensor_to_global(py_value, info)
                return saved(hooks, gni, py_value, produced, info)
            ep._Hooks.store_produced_value = store
        if self.inline:
            ep.INLINE_TENSOR_VOLUME_LIMIT = 1 << 62

    def __exit__(self, *exc):
        self.ep._Hooks.store_produced_value = self.saved_store
        self.ep.INLINE_TENSOR_VOLUME_LIMIT = self.saved_limit


# ----------------------------------------------------------------------------
# torch: the same module in float64.

def float64_mode():
    """A TorchFunctionMode under which every floating-point dtype a torch call
    asks for (float32, bfloat16, float16: `dtype=` arguments, `.to(dtype)`,
    `.float()`, `.half()`, `.bfloat16()`) is float64. transformers computes
    inv_freq, position * inv_freq, cos and sin, RMSNorm and the eager softmax
    in explicit float32 whatever the model's dtype; under this mode those run
    in float64 too. It records every call that still produced a floating
    tensor of another dtype (`.leaks`), so that the caller can refuse the
    result."""
    import torch
    from torch.overrides import TorchFunctionMode
    from torch.utils._pytree import tree_flatten

    low = (torch.float32, torch.bfloat16, torch.float16)
    narrowing = {torch.Tensor.float, torch.Tensor.half, torch.Tensor.bfloat16}

    def widen(v):
        return torch.float64 if isinstance(v, torch.dtype) and v in low else v

    class Float64Mode(TorchFunctionMode):
        def __init__(self):
            super().__init__()
            self.leaks = []

        def __torch_function__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            if func in narrowing:
                func = torch.Tensor.double
            args = tuple(widen(a) for a in args)
            kwargs = {k: widen(v) for k, v in kwargs.items()}
            out = func(*args, **kwargs)
            for t in tree_flatten(out)[0]:
                if (isinstance(t, torch.Tensor) and t.is_floating_point()
                        and t.dtype != torch.float64):
                    self.leaks.append(f"{getattr(func, '__name__', func)} -> {t.dtype}")
            return out
    return Float64Mode()


F64_TORCH = ("torch eager in float64 on the CPU: a fresh build of the same module class "
             "from the same config under torch.set_default_dtype(float64) and "
             "generate.py's float64_mode() (a TorchFunctionMode that turns every float32/"
             "bfloat16/float16 dtype request - dtype= arguments, .to(dtype), .float() - into "
             "float64), so transformers' rope init function for the config's rope_type "
             "(ROPE_INIT_FUNCTIONS / compute_default_rope_parameters; GPT-J's "
             "create_sinusoidal_positions table) computes inv_freq in float64 from the "
             "config, LongRoPE's run-time choice of long/short factors recomputes them in "
             "float64, and the rotary forward's position * inv_freq, cos, sin (and "
             "attention_scaling), RMSNorm and the eager attention's float32 softmax all run "
             "in float64; the mode fails the case if any op still produces a non-float64 "
             "floating tensor. Parameters are copied from the case's own module, upcast "
             "exactly (bf16 cases: the float64 reference of the same bf16 values); floating "
             "inputs are the npz arguments upcast exactly, integer inputs unchanged")


def torch_f64_outputs(case, module, inputs):
    """The case's outputs computed by the same module class and config in
    float64, with module's parameters and the same inputs (both upcast
    exactly). Returns a list of float64 numpy arrays."""
    import torch
    params = dict(module.named_parameters())
    mode = float64_mode()
    old = torch.get_default_dtype()
    with torch.random.fork_rng(devices=[]), torch.no_grad():
        torch.set_default_dtype(torch.float64)
        try:
            with mode:
                mod64 = case["make"]()().eval()
            mine = dict(mod64.named_parameters())
            if set(mine) != set(params):
                raise RuntimeError("float64 build has other parameters: "
                                   f"{sorted(set(mine) ^ set(params))}")
            for name, p in mine.items():
                p.copy_(params[name].detach().to(torch.float64))
            for name, b in mod64.named_buffers():
                if b.is_floating_point() and b.dtype != torch.float64:
                    raise RuntimeError(f"float64 build has a {b.dtype} buffer {name}")
            args = tuple(t.to(torch.float64) if t.is_floating_point() else t
                         for _, t in inputs)
            with mode:
                outs = mod64(*args)
        finally:
            torch.set_default_dtype(old)
    if mode.leaks:
        raise RuntimeError("float64 run produced narrower floats: "
                           + ", ".join(sorted(set(mode.leaks))))
    if not isinstance(outs, tuple):
        outs = (outs,)
    res = []
    for t in outs:
        if t.dtype != torch.float64:
            raise RuntimeError(f"float64 run returned {t.dtype}")
        res.append(t.detach().cpu().numpy())
    return res


