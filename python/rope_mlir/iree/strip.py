#!/usr/bin/env python3
"""Turns the output of `iree-compile --compile-to=input` into upstream MLIR.

IREE's input-level IR is linalg on tensors wrapped in IREE's own ops. This
script rewrites the wrapper, mechanically, so that a stock `mlir-opt` parses
and verifies the module. It parses and rewrites with IREE's Python bindings
(`iree.compiler.ir`, which know every IREE dialect), never with regexes:

  util.global (with an initial value)    removed; each util.global.load of
                                         it becomes an arith.constant of
                                         that value (a dense_resource stays
                                         a dense_resource: the blob section
                                         `{-# dialect_resources #-}` is kept
                                         as it is)
  util.global.store                      removed (a stored value is state
                                         seen only by a later call; one call
                                         reads every global's initial value)
  util.func                              func.func (fresh signature: no
                                         iree.abi.* / iree.reflection /
                                         inlining attributes, no argument or
                                         result attributes)
  util.return / util.call                func.return / func.call
  F$async + its synchronous wrapper F    the body of F$async becomes F:
  (the coarse-fences ABI)                every !hal.buffer_view argument
                                         becomes the tensor its
                                         hal.tensor.import gives, the
                                         !hal.fence arguments go, the
                                         hal.tensor.barrier and
                                         hal.tensor.export before the return
                                         fold away; the wrapper is dropped
  util.optimization_barrier              replaced by its operands
  util.assume.int                        replaced by its operands
  module and op attributes of IREE,      dropped
  torch, mhlo, jax
  iree_linalg_ext.attention /            kept in the generic op form
  online_attention / scatter / scan      ("iree_linalg_ext.attention"(...)
  and their iree_linalg_ext.yield;       ({...}) {indexing_maps = ...} : ...)
  torch-mlir's tm_tensor.attention /     with their operands, results,
  scatter / scan / yield alike           regions and attributes: a stock
                                         mlir-opt parses them with
                                         --allow-unregistered-dialect (ops
                                         without an upstream counterpart:
                                         the frontends' fused attention,
                                         cache scatters, cumsum)

Anything else outside the upstream dialects (flow, hal, other
iree_linalg_ext ops, ...) is an error that names the op: such a module is
not plain MLIR, and `generate.py` records it as a failure instead of
committing it. `generic_ops(text)` lists the kept generic ops of a stripped
module (empty: plain upstream MLIR).

The module is printed in the custom (pretty) op form, without locations;
a last check makes sure every dense_resource it names has its blob.

Usage: python -m rope_mlir.iree.strip IN.mlir -o OUT.mlir [--entry NAME] [--rename NEW]
  --entry   the public function to keep (default: the only public one, after
            the async wrapper is folded)
  --rename  the name the entry gets in the output (default: unchanged)
Other public functions are dropped, and so are private functions no one
calls.
"""

import argparse
import re
import sys

from iree.compiler import ir
from iree.compiler.dialects import arith, func

# Dialects a stock MLIR 22 `mlir-opt` has and that input-level IR may use.
UPSTREAM_DIALECTS = {
    "builtin", "func", "arith", "math", "linalg", "tensor", "complex", "scf",
    "cf", "affine", "bufferization", "shape", "ml_program", "index",
}

# Ops without an upstream counterpart that are kept in the generic op form
# (unregistered for a stock mlir-opt). Every op of these names, nested ones
# (their yield) included, is rebuilt as an op of the placeholder dialect
# below (unregistered even for IREE's context, so it prints generically) and
# renamed back in the printed text.
KEEP_GENERIC = {
    "iree_linalg_ext.attention", "iree_linalg_ext.online_attention",
    "iree_linalg_ext.scatter", "iree_linalg_ext.scan", "iree_linalg_ext.yield",
    "tm_tensor.attention", "tm_tensor.scatter", "tm_tensor.scan", "tm_tensor.yield",
}
_PLACEHOLDER = "corpus_keep_generic"


class StripError(Exception):
    pass


# What the splice (splice.py) tags before stripping so that it can map the
# stripped module back: every op of a function carries SPLICE_ID; a rebuilt
# function records where each argument came from (SPLICE_ARGS: the original
# argument's index, or -1 - the id of the hal.tensor.import whose result it
# is) and which operand of which original op each result is (SPLICE_RESULTS:
# [id, operand index] pairs; the terminator, an export or a barrier).
SPLICE_ID = "rope.splice_id"
SPLICE_ARGS = "rope.splice_args"
SPLICE_RESULTS = "rope.splice_results"


def splice_id(op):
    """The splice's id of `op`, or None."""
    attrs = op.operation.attributes
    return ir.IntegerAttr(attrs[SPLICE_ID]).value if SPLICE_ID in attrs else None


def _op_name(op):
    return op.operation.name


def _sym_name(op):
    return ir.StringAttr(op.operation.attributes["sym_name"]).value


def _attr_names(op):
    return [a if isinstance(a, str) else a.name for a in op.attributes]


def _ops(block):
    return list(block.operations)


def _walk(op, fn):
    """Pre-order walk over `op` and everything nested in it."""
    fn(op)
    for region in op.operation.regions:
        for block in region.blocks:
            for inner in _ops(block):
                _walk(inner, fn)


def _is_async_abi(fn_op):
    attrs = fn_op.operation.attributes
    return "iree.abi.model" in attrs and ir.StringAttr(
        attrs["iree.abi.model"]).value == "coarse-fences"


def _function_type(fn_op):
    return ir.FunctionType(
        ir.TypeAttr(fn_op.operation.attributes["function_type"]).value)


def _rebuild_function(old, new_name, module_body):
    """Builds a func.func `new_name` from the util.func `old` and erases it."""
    if len(old.operation.regions[0].blocks) != 1:
        raise StripError(f"{_sym_name(old)}: more than one block")
    old_block = old.operation.regions[0].blocks[0]

    # The new arguments: tensors stay; a buffer view is the tensor its
    # hal.tensor.import gives; fences go.
    arg_types, arg_sources = [], []
    imports = {}
    for op in _ops(old_block):
        if _op_name(op) == "hal.tensor.import":
            src = op.operation.operands[0]
            imports.setdefault(src, []).append(op)
    for arg in old_block.arguments:
        type_str = str(arg.type)
        if type_str == "!hal.fence":
            if any(True for _ in arg.uses if _op_name(_.owner) not in (
                    "hal.tensor.import", "hal.tensor.barrier")):
                raise StripError(f"{_sym_name(old)}: a fence is used")
            continue
        if type_str == "!hal.buffer_view":
            users = imports.get(arg, [])
            if len(users) != 1:
                raise StripError(
                    f"{_sym_name(old)}: buffer view with {len(users)} imports")
            arg_types.append(users[0].operation.results[0].type)
            arg_sources.append(("import", users[0]))
            continue
        if type_str.startswith("!hal") or type_str.startswith("!util"):
            raise StripError(f"{_sym_name(old)}: argument of type {type_str}")
        arg_types.append(arg.type)
        arg_sources.append(("arg", arg))

    terminator = _ops(old_block)[-1]
    if _op_name(terminator) != "util.return":
        raise StripError(f"{_sym_name(old)}: ends in {_op_name(terminator)}")

    def unwrap_result(value, slot):
        # hal.tensor.export(hal.tensor.barrier(x)) -> x; `slot` is the op
        # and operand index that read the value returned.
        owner = value.owner
        if isinstance(owner, ir.Block):
            return value, slot
        if _op_name(owner) == "hal.tensor.export":
            slot = (owner, 0)
            value = owner.operands[0]
            owner = value.owner
            if not isinstance(owner, ir.Block) and _op_name(
                    owner) == "hal.tensor.barrier":
                idx = ir.OpResult(value).result_number
                slot = (owner, idx)
                value = owner.operands[idx]
        return value, slot

    unwrapped = [unwrap_result(v, (terminator, i))
                 for i, v in enumerate(terminator.operation.operands)]
    results = [v for v, _ in unwrapped]
    provenance = {}
    if splice_id(terminator) is not None:
        provenance[SPLICE_ARGS] = ir.ArrayAttr.get([
            ir.IntegerAttr.get(ir.IntegerType.get_signless(64),
                               src.arg_number if kind == "arg"
                               else -1 - splice_id(src))
            for kind, src in arg_sources])
        provenance[SPLICE_RESULTS] = ir.ArrayAttr.get([
            ir.DenseI64ArrayAttr.get([splice_id(op), index])
            for _, (op, index) in unwrapped])
    fn_type = ir.FunctionType.get(arg_types, [v.type for v in results])

    with ir.InsertionPoint(old):
        new = func.FuncOp(new_name, fn_type, visibility=None)
    old_attrs = old.operation.attributes
    if "sym_visibility" in old_attrs and ir.StringAttr(
            old_attrs["sym_visibility"]).value == "private":
        new.operation.attributes["sym_visibility"] = ir.StringAttr.get(
            "private")
    for name, attr in provenance.items():
        new.operation.attributes[name] = attr
    new_block = new.regions[0].blocks.append(*arg_types)

    for new_arg, (kind, src) in zip(new_block.arguments, arg_sources):
        if kind == "arg":
            src.replace_all_uses_with(new_arg)
        else:
            src.operation.results[0].replace_all_uses_with(new_arg)
            src.operation.erase()

    with ir.InsertionPoint(terminator):
        func.ReturnOp(results)
    terminator.operation.erase()

    # Everything left that belongs to the HAL ABI must now be dead.
    for op in reversed(_ops(old_block)):
        name = _op_name(op)
        if name in ("hal.tensor.export", "hal.tensor.barrier"):
            if any(len(list(r.uses)) for r in op.operation.results):
                raise StripError(f"{new_name}: {name} still used")
            op.operation.erase()
    for op in _ops(old_block):
        new_block.append(op)
    old.operation.erase()
    return new


def _placeholder(name):
    return f"{_PLACEHOLDER}.{name.replace('.', '__')}"


def _keep_generic(op):
    """Rebuilds `op` (and first every kept op nested in it) as an op of the
    unregistered placeholder dialect with the same operands, results,
    attributes and regions; the original is erased."""
    for region in op.operation.regions:
        for block in region.blocks:
            for inner in _ops(block):
                if _op_name(inner) in KEEP_GENERIC:
                    _keep_generic(inner)
    old = op.operation
    attrs = {a: old.attributes[a] for a in _attr_names(old)}
    with ir.InsertionPoint(old), old.location:
        new = ir.Operation.create(
            _placeholder(old.name), results=[r.type for r in old.results],
            operands=list(old.operands), attributes=attrs,
            regions=len(old.regions))
    for old_region, new_region in zip(old.regions, new.regions):
        for block in old_region.blocks:
            new_block = new_region.blocks.append(*[a.type for a in block.arguments])
            for old_arg, new_arg in zip(block.arguments, new_block.arguments):
                old_arg.replace_all_uses_with(new_arg)
            for inner in _ops(block):
                new_block.append(inner)
    for old_r, new_r in zip(old.results, new.results):
        old_r.replace_all_uses_with(new_r)
    old.erase()


def generic_ops(text):
    """The ops a stripped module keeps in the generic form, sorted."""
    names = "|".join(re.escape(n) for n in sorted(KEEP_GENERIC))
    return sorted(set(re.findall(rf'"({names})"\(', text)))


def _replace_with_operands(op):
    for res, val in zip(op.operation.results, op.operation.operands):
        res.replace_all_uses_with(val)
    op.operation.erase()


def strip(text, entry=None, rename=None):
    ctx = ir.Context()
    # Only the placeholder ops of _keep_generic are unregistered.
    ctx.allow_unregistered_dialects = True
    with ctx, ir.Location.unknown():
        module = ir.Module.parse(text)
        body = module.body

        # 1. Globals.
        globals_ = {}
        for op in _ops(body):
            if _op_name(op) == "util.global":
                attrs = op.operation.attributes
                if "initial_value" not in attrs:
                    raise StripError(
                        f"global @{_sym_name(op)} has no initial value")
                globals_[_sym_name(op)] = attrs["initial_value"]

        # 2. Functions: fold the async ABI, rebuild as func.func.
        funcs = {_sym_name(op): op for op in _ops(body)
                 if _op_name(op) == "util.func"}
        for name, op in list(funcs.items()):
            if name.endswith("$async") and _is_async_abi(op):
                sync = name[: -len("$async")]
                if sync in funcs:
                    funcs.pop(sync).operation.erase()
                funcs.pop(name)
                funcs[sync] = _rebuild_function(op, sync, body)
        for name, op in list(funcs.items()):
            if _op_name(op) == "util.func":
                funcs[name] = _rebuild_function(op, name, body)

        # 3. Ops inside the functions.
        pending = []
        _walk(module.operation, lambda op: pending.append(op)
              if _op_name(op) in ("util.global.load", "util.global.store",
                                  "util.call", "util.optimization_barrier",
                                  "util.assume.int") else None)
        for op in pending:
            name = _op_name(op)
            if name == "util.global.load":
                sym = ir.FlatSymbolRefAttr(
                    op.operation.attributes["global"]).value
                value = globals_[sym]
                with ir.InsertionPoint(op):
                    cst = arith.ConstantOp(op.operation.results[0].type, value)
                if SPLICE_ID in op.operation.attributes:
                    cst.operation.attributes[SPLICE_ID] = \
                        op.operation.attributes[SPLICE_ID]
                op.operation.results[0].replace_all_uses_with(cst.result)
                op.operation.erase()
            elif name == "util.global.store":
                op.operation.erase()
            elif name == "util.call":
                callee = ir.FlatSymbolRefAttr(
                    op.operation.attributes["callee"]).value
                with ir.InsertionPoint(op):
                    call = func.CallOp(
                        [r.type for r in op.operation.results],
                        ir.FlatSymbolRefAttr.get(callee),
                        list(op.operation.operands))
                if SPLICE_ID in op.operation.attributes:
                    call.operation.attributes[SPLICE_ID] = \
                        op.operation.attributes[SPLICE_ID]
                for old_r, new_r in zip(op.operation.results,
                                        call.operation.results):
                    old_r.replace_all_uses_with(new_r)
                op.operation.erase()
            else:
                _replace_with_operands(op)

        for op in _ops(body):
            if _op_name(op) == "util.global":
                op.operation.erase()

        # 4. Entry selection and renaming.
        publics = [op for op in _ops(body) if _op_name(op) == "func.func"
                   and "sym_visibility" not in op.operation.attributes]
        if entry is None:
            if len(publics) != 1:
                raise StripError("public functions: " + ", ".join(
                    _sym_name(p) for p in publics) + " (pass --entry)")
            entry = _sym_name(publics[0])
        for op in publics:
            if _sym_name(op) != entry:
                op.operation.erase()
        keep = [op for op in _ops(body) if _op_name(op) == "func.func"
                and _sym_name(op) == entry]
        if not keep:
            raise StripError(f"no public function @{entry}")
        called = set()
        _walk(module.operation, lambda op: called.add(ir.FlatSymbolRefAttr(
            op.operation.attributes["callee"]).value)
            if _op_name(op) == "func.call" else None)
        for op in _ops(body):
            if _op_name(op) == "func.func" and _sym_name(op) != entry \
                    and _sym_name(op) not in called:
                op.operation.erase()
        if rename and rename != entry:
            keep[0].operation.attributes["sym_name"] = ir.StringAttr.get(rename)

        # 5. Attributes of other dialects.
        for name in _attr_names(module.operation):
            del module.operation.attributes[name]

        def scrub(op):
            for a in _attr_names(op.operation):
                if a.split(".")[0] in ("iree", "torch", "mhlo", "jax", "hal",
                                       "stream", "util", "flow", "sdy",
                                       "tf"):
                    del op.operation.attributes[a]
        _walk(module.operation, scrub)

        # 6. Ops kept in the generic form; nothing else outside upstream
        # MLIR may remain.
        keep = []
        _walk(module.operation, lambda op: keep.append(op)
              if _op_name(op) in KEEP_GENERIC else None)
        # Outermost first decided, then rebuilt (a rebuild erases the
        # nested ops' handles).
        for op in [op for op in keep if not _is_nested_keep(op)]:
            _keep_generic(op)
        foreign = set()

        def check(op):
            name = _op_name(op)
            if name.split(".")[0] not in UPSTREAM_DIALECTS | {_PLACEHOLDER}:
                foreign.add(name)
        for op in _ops(body):
            _walk(op, check)
        if foreign:
            raise StripError("ops outside upstream MLIR: " +
                             ", ".join(sorted(foreign)))
        module.operation.verify()
        text = module.operation.get_asm(
            enable_debug_info=False, print_generic_op_form=False,
            large_elements_limit=None, assume_verified=True)
        for name in KEEP_GENERIC:
            text = text.replace(f'"{_placeholder(name)}"', f'"{name}"')
        if _PLACEHOLDER in text:
            raise StripError(f"{_PLACEHOLDER} left in the printed module")
        _check_blobs(text)
        return text, entry


def _is_nested_keep(op):
    """Whether `op` sits inside another kept op (rebuilt with its parent)."""
    parent = op.operation.parent
    while parent is not None:
        if _op_name(parent) in KEEP_GENERIC:
            return True
        parent = parent.operation.parent
    return False


def _check_blobs(text):
    """Every dense_resource handle the module names has its blob printed."""
    refs = set(re.findall(r"dense_resource<([^>]+)>", text))
    start = text.find("{-#")
    blobs = set(re.findall(r'^\s+([^\s:]+): "0x', text[start:], re.M)) \
        if start >= 0 else set()
    missing = refs - blobs
    if missing:
        raise StripError("dense_resource without a blob: " +
                         ", ".join(sorted(missing)))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--entry")
    parser.add_argument("--rename")
    args = parser.parse_args(argv)
    with open(args.input) as f:
        text = f.read()
    try:
        out, _ = strip(text, args.entry, args.rename)
    except StripError as e:
        print(f"strip_iree: {args.input}: {e}", file=sys.stderr)
        return 1
    with open(args.output, "w") as f:
        f.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
