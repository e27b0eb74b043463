"""Puts RoPE-MLIR's fused attention kernels into a module IREE compiles.

The input is what `iree-compile --compile-to=input` prints: linalg on
tensors inside IREE's ABI wrappers (`util.func`, weights as `util.global`).
The splice

  1. tags every op of every function with an id, strips a copy into
     upstream MLIR (strip.py) and runs `rope-raise` and
     `rope-fuse-attention` on it (rope-opt);
  2. compiles each `rope.attention` the passes built, with its operands as
     arguments, for IREE's CPU executables (`rope-compile --target=iree-cpu`:
     LLVM bitcode, no threads or heap, a workspace argument, phases);
  3. writes the input module back with each fused region replaced by one
     `flow.dispatch` per phase of the kernel (rope-split-phases) to a
     `stream.executable` whose functions call the phases (declared
     `hal.import.static`, the bitcode embedded as a `hal.executable.object`),
     the workgroups of a phase sharing its iterations; the ops the passes added around it (layout
     changes) are copied in, the ops only the region used are erased, and
     everything else (weights, ABI wrappers) stays as it was.

IREE resumes with `iree-compile --compile-from=input`; the CPU it compiles
for must be the one the kernels were built for (the module's
`rope.iree_target_cpu`, see docs/IREE.md). A kernel's outputs and scratch
(a workspace tensor) pass from one phase's dispatch to the next in place.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import pathlib
import subprocess
import tempfile
from typing import Dict, List, Optional, Tuple

from iree.compiler import ir
from iree.compiler.dialects import func

from .. import tools
from ..runtime import ENTRY_STATUS, POSITION_OUT_OF_RANGE
from . import strip

# No canonicalization: an op of the input that a pattern rewrote in place
# could no longer be matched with its original.
FUSE_PASSES = ["--allow-unregistered-dialect", "--rope-raise=report=true",
               "--rope-fuse-attention=report=true", "--mlir-print-op-generic"]
TARGET_CPU_ATTR = "rope.iree_target_cpu"
TARGET_FEATURES_ATTR = "rope.iree_target_features"
# Ops a fused region leaves behind without a use; erased with it.
# Workgroups of one phase at most (each runs a contiguous share).
MAX_WORKGROUPS = 1024
_ERASABLE_DIALECTS = ("arith", "math", "linalg", "tensor", "complex",
                      "iree_linalg_ext", "tm_tensor")


# The kernel's status (runtime.ENTRY_STATUS) as an IREE status code:
# positions out of range, the only check a spliced kernel keeps (its shapes
# are static), are IREE_STATUS_OUT_OF_RANGE (11), anything else
# IREE_STATUS_INVALID_ARGUMENT (3).
_IREE_OUT_OF_RANGE, _IREE_INVALID_ARGUMENT = 11, 3


def _status_code_ir(status: str) -> str:
    """Ops that turn the i32 `status` into `%code`, an IREE status code."""
    return (f"%ok_value = arith.constant 0 : i32\n"
            f"      %range_value = arith.constant {POSITION_OUT_OF_RANGE} : i32\n"
            f"      %out_of_range = arith.constant {_IREE_OUT_OF_RANGE} : i32\n"
            f"      %invalid = arith.constant {_IREE_INVALID_ARGUMENT} : i32\n"
            f"      %is_ok = arith.cmpi eq, {status}, %ok_value : i32\n"
            f"      %is_range = arith.cmpi eq, {status}, %range_value : i32\n"
            f"      %failed = arith.select %is_range, %out_of_range, %invalid : i32\n"
            f"      %code = arith.select %is_ok, %ok_value, %failed : i32")


class SpliceError(Exception):
    """The module cannot be spliced; the message says why."""


@dataclasses.dataclass
class Phase:
    symbol: str
    iterations: int
    parallel: bool


@dataclasses.dataclass
class Kernel:
    symbol: str
    workspace_bytes: int
    # The kernel's phases, each a dispatch, in order (rope-split-phases).
    phases: List[Phase]
    # The function that checks the kernel's input at run time (positions
    # that arrive as arguments), or None when the checks hold by
    # construction. Its dispatch runs first; a status other than 0 fails
    # the invocation (util.status.check_ok) and the phases do not run.
    check: Optional[str] = None


@dataclasses.dataclass
class SpliceReport:
    kernels: List[Kernel] = dataclasses.field(default_factory=list)
    # Rope ops that run as kernels (each its phases' dispatches; layers of
    # one shape share a kernel), and how many of them are attention blocks.
    kernel_calls: int = 0
    fused: int = 0
    target_cpu: str = ""
    # The passes' remarks: why a block was not fused, when none was.
    remarks: List[str] = dataclasses.field(default_factory=list)


# The walkers the strip uses: one way to visit an IREE module.
_name = strip._op_name
_ops = strip._ops
_walk = strip._walk


def _is_private(op) -> bool:
    attrs = op.operation.attributes
    return "sym_visibility" in attrs and \
        ir.StringAttr(attrs["sym_visibility"]).value == "private"


def _i64(value: int):
    return ir.IntegerAttr.get(ir.IntegerType.get_signless(64), value)


def _run(args: List[str], what: str) -> subprocess.CompletedProcess:
    proc = subprocess.run(args, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SpliceError(f"{what} failed:\n{proc.stderr.strip()}")
    return proc


class _Splicer:
    def __init__(self, text: str, target_cpu: str, target_features: str,
                 work: pathlib.Path):
        self.context = ir.Context()
        # rope ops of the fused module are unregistered in IREE's context.
        self.context.allow_unregistered_dialects = True
        self.target_cpu = target_cpu
        self.target_features = target_features
        self.work = work
        self.report = SpliceReport()
        self.executables: Dict[str, Kernel] = {}
        with self.context, ir.Location.unknown():
            try:
                self.module = ir.Module.parse(text)
            except ir.MLIRError as e:
                raise SpliceError(f"the input does not parse: {e}") from None
        self.by_id: Dict[int, object] = {}

    # 1. Tags, strip, fuse.
    def tag(self):
        count = 0

        def visit(op):
            nonlocal count
            op.operation.attributes[strip.SPLICE_ID] = _i64(count)
            self.by_id[count] = op
            count += 1
        functions = [op for op in _ops(self.module.body)
                     if _name(op) == "util.func"]
        if not functions:
            raise SpliceError("no util.func: expected the output of "
                              "`iree-compile --compile-to=input`")
        for fn in functions:
            for block in fn.operation.regions[0].blocks:
                for op in _ops(block):
                    _walk(op, visit)

    def entries(self) -> List[str]:
        # An async entry and its synchronous wrapper strip into one function.
        return sorted({strip._sym_name(op).removesuffix("$async")
                       for op in _ops(self.module.body)
                       if _name(op) == "util.func" and not _is_private(op)})

    def fuse(self, text: str, entry: str) -> Tuple[str, str]:
        try:
            stripped, _ = strip.strip(text, entry=entry)
        except strip.StripError as e:
            raise SpliceError(f"@{entry}: {e}") from None
        path = self.work / f"{entry}.stripped.mlir"
        path.write_text(stripped)
        proc = _run([str(tools.require_tool("rope-opt")), str(path),
                     *FUSE_PASSES], "rope-opt (rope-raise, rope-fuse-attention)")
        return proc.stdout, proc.stderr

    # 2. Kernels.
    def kernel_for(self, rope_op) -> Kernel:
        """The compiled kernel of one rope op (one per distinct op)."""
        types = [v.type for v in rope_op.operation.operands]
        results = [r.type for r in rope_op.operation.results]
        with self.context, ir.Location.unknown():
            kernel_module = ir.Module.create()
            with ir.InsertionPoint(kernel_module.body):
                fn = func.FuncOp("rope_kernel", ir.FunctionType.get(types, results))
                block = fn.add_entry_block()
            with ir.InsertionPoint(block):
                clone = rope_op.operation.clone()
                for i, arg in enumerate(block.arguments):
                    clone.operands[i] = arg
                func.ReturnOp(list(clone.results))
            text = kernel_module.operation.get_asm(print_generic_op_form=True)
            digest = hashlib.sha256((text + self.target_cpu + self.target_features)
                                    .encode()).hexdigest()[:16]
            symbol = f"{_name(rope_op).replace('.', '_')}_{digest}"
            if symbol in self.executables:
                return self.executables[symbol]
            fn.operation.attributes["sym_name"] = ir.StringAttr.get(symbol)
            text = kernel_module.operation.get_asm(print_generic_op_form=True)
        source = self.work / f"{symbol}.mlir"
        source.write_text(text)
        bitcode = self.work / f"{symbol}.bc"
        args = [str(tools.require_tool("rope-compile")), str(source),
                "--target=iree-cpu", f"--target-cpu={self.target_cpu}",
                "-o", str(bitcode)]
        if self.target_features:
            args.append(f"--target-features={self.target_features}")
        _run(args, f"rope-compile --target=iree-cpu ({symbol})")
        manifest = json.loads(pathlib.Path(str(bitcode) + ".json").read_text())
        entry = manifest["entry_points"][0]
        self.report.target_cpu = manifest["target_cpu"]
        phases = [Phase(p["symbol"], int(p["iterations"]), bool(p["parallel"]))
                  for p in entry["phases"]]
        if not phases:
            raise SpliceError(f"{symbol}: the compiled kernel has no phases")
        kernel = Kernel(symbol=symbol, workspace_bytes=int(entry["workspace_bytes"]),
                        phases=phases, check=entry.get("check"))
        self._add_executable(kernel, types, results, bitcode.read_bytes())
        self.executables[symbol] = kernel
        self.report.kernels.append(kernel)
        return kernel

    def _add_executable(self, kernel: Kernel, types, results, bitcode: bytes):
        """A stream.executable with one export per phase of the kernel; each
        calls the phase's function on static memrefs of its operands, its
        outputs and its workspace (all operands of the dispatch, the last
        ones tied to its results), and, for a loop, its workgroup's share
        of the iterations."""
        def memref(t):
            return "memref<" + str(t)[len("tensor<"):]

        operand_types = list(types) + list(results)
        if kernel.workspace_bytes:
            operand_types.append(f"tensor<{kernel.workspace_bytes}xi8>")
        params, body, call_args, call_types = [], [], [], []
        for i, t in enumerate(operand_types):
            if str(t).startswith("tensor<"):
                params.append(f"%a{i}: !stream.binding")
                body.append(f"%m{i} = stream.binding.subspan %a{i}[%c0] : "
                            f"!stream.binding -> {memref(t)}")
                call_args.append(f"%m{i}")
                call_types.append(memref(t))
            else:
                params.append(f"%a{i}: {t}")
                call_args.append(f"%a{i}")
                call_types.append(str(t))
        # One declaration carries the bitcode; IREE links it once per
        # executable variant.
        objects = (f',\n      hal.executable.objects = [#hal.executable.object<{{path = '
                   f'"{kernel.symbol}.bc", data = dense<"0x{bitcode.hex().upper()}"> : '
                   f'vector<{len(bitcode)}xi8>}}>]')
        exports, functions = [], []
        if kernel.check:
            exports.append(f"""
  stream.executable.export public @{kernel.check}_dispatch workgroups() -> (index, index, index) {{
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }}""")
            code = _status_code_ir("%status")
            functions.append(f"""
    func.func private @{kernel.check}({", ".join(call_types)}) -> i32 attributes {{
      hal.import.static
    }}
    func.func @{kernel.check}_dispatch({", ".join(params)}, %out: !stream.binding) {{
      %c0 = arith.constant 0 : index
      {chr(10).join(body)}
      %result = stream.binding.subspan %out[%c0] : !stream.binding -> memref<1xi32>
      %status = func.call @{kernel.check}({", ".join(call_args)}) : ({", ".join(call_types)}) -> i32
      {code}
      memref.store %code, %result[%c0] : memref<1xi32>
      return
    }}""")
        for index, phase in enumerate(kernel.phases):
            groups = min(phase.iterations, MAX_WORKGROUPS) if phase.parallel else 1
            chunk = -(-phase.iterations // groups)
            exports.append(f"""
  stream.executable.export public @{phase.symbol}_dispatch workgroups() -> (index, index, index) {{
    %x = arith.constant {groups} : index
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }}""")
            signature = ", ".join(call_types + (["index", "index"] if phase.parallel else []))
            share = ""
            args = list(call_args)
            if phase.parallel:
                share = (f"%group = stream.dispatch.workgroup.id[0] : index\n"
                         f"      %chunk = arith.constant {chunk} : index\n"
                         f"      %first = arith.muli %group, %chunk : index\n")
                args += ["%first", "%chunk"]
            call = f"func.call @{phase.symbol}({', '.join(args)}) : ({signature}) -> ()"
            phase_params = list(params)
            if kernel.check:
                # A phase runs only on input its check passed, whatever
                # order the runtime gives the dispatches.
                phase_params.append("%checked: !stream.binding")
                call = (f"%status_buffer = stream.binding.subspan %checked[%c0] : "
                        f"!stream.binding -> memref<1xi32>\n"
                        f"      %status = memref.load %status_buffer[%c0] : memref<1xi32>\n"
                        f"      %zero = arith.constant 0 : i32\n"
                        f"      %passed = arith.cmpi eq, %status, %zero : i32\n"
                        f"      scf.if %passed {{\n        {call}\n      }}")
            functions.append(f"""
    func.func private @{phase.symbol}({signature}) attributes {{
      hal.import.static{objects if index == 0 else ""}
    }}
    func.func @{phase.symbol}_dispatch({", ".join(phase_params)}) {{
      %c0 = arith.constant 0 : index
      {chr(10).join(body)}
      {share}
      {call}
      return
    }}""")
        text = (f"stream.executable private @{kernel.symbol}_executable {{"
                + "".join(exports) + "\n  builtin.module {" + "".join(functions)
                + "\n  }\n}\n")
        with self.context, ir.Location.unknown():
            snippet = ir.Module.parse(text)
            for op in _ops(snippet.body):
                self.module.body.append(op)

    # 3. Rewriting the input.
    def splice_function(self, fused_fn):
        attrs = fused_fn.operation.attributes
        if strip.SPLICE_ARGS not in attrs:
            return
        arg_sources = [ir.IntegerAttr(a).value for a in ir.ArrayAttr(attrs[strip.SPLICE_ARGS])]
        slots = [list(ir.DenseI64ArrayAttr(a))
                 for a in ir.ArrayAttr(attrs[strip.SPLICE_RESULTS])]
        block = fused_fn.operation.regions[0].blocks[0]
        ops = _ops(block)
        if not any(_name(op) == "rope.attention" for op in ops):
            return
        original_fn = None
        for op in ops:
            sid = strip.splice_id(op)
            if sid is not None:
                original_fn = self._function_of(self.by_id[sid])
                break
        if original_fn is None:
            raise SpliceError(f"@{strip._sym_name(fused_fn)}: no op of the "
                              "input function survived fusion")
        original_block = original_fn.operation.regions[0].blocks[0]
        copies = {}

        def original(value):
            owner = value.owner
            if isinstance(owner, ir.Block):
                source = arg_sources[ir.BlockArgument(value).arg_number]
                if source >= 0:
                    return original_block.arguments[source]
                return self.by_id[-1 - source].operation.results[0]
            sid = strip.splice_id(owner)
            if sid is not None:
                return self.by_id[sid].operation.results[ir.OpResult(value).result_number]
            return copies[value]

        def is_new(value):
            owner = value.owner
            return not isinstance(owner, ir.Block) and strip.splice_id(owner) is None

        pending = []

        def flush(anchor):
            for op in pending:
                with self.context, ir.Location.unknown(), ir.InsertionPoint(anchor):
                    if _name(op).startswith("rope."):
                        made = self._dispatch(op, [original(v) for v in op.operation.operands])
                    else:
                        made = op.operation.clone()
                        self._remap(op, made, original)
                for old, new in zip(op.operation.results, made.results):
                    copies[old] = new
            pending.clear()

        for op in ops:
            sid = strip.splice_id(op)
            if _name(op) == "func.return":
                break
            if sid is None:
                pending.append(op)
                continue
            target = self.by_id[sid]
            flush(target)
            operands = list(op.operation.operands)
            if len(operands) != len(target.operation.operands):
                raise SpliceError(f"{_name(op)} (id {sid}) changed its operands")
            for i, value in enumerate(operands):
                if is_new(value):
                    target.operation.operands[i] = original(value)
        terminator = ops[-1]
        slot_ops = {self.by_id[s[0]] for s in slots}
        first_slot = next(op for op in _ops(original_block) if op in slot_ops)
        flush(first_slot)
        for value, (sid, index) in zip(terminator.operation.operands, slots):
            if is_new(value):
                self.by_id[sid].operation.operands[index] = original(value)
        self._erase_dead(original_block)

    def _function_of(self, op):
        parent = op.operation.parent
        while parent is not None and parent.name != "util.func":
            parent = parent.parent
        return parent

    def _remap(self, source, clone, original):
        """Operands of `clone` (and of the ops nested in it) that the
        stripped copy defined outside `source`, as values of the input."""
        inside = set()

        def collect(op):
            for r in op.operation.results:
                inside.add(r)
            for region in op.operation.regions:
                for b in region.blocks:
                    for a in b.arguments:
                        inside.add(a)
        _walk(source, collect)
        pairs = []
        _walk(source, lambda op: pairs.append(op))
        clones = []
        _walk(clone, lambda op: clones.append(op))
        for src, dst in zip(pairs, clones):
            for i, value in enumerate(src.operation.operands):
                if value not in inside:
                    dst.operands[i] = original(value)

    def _dispatch(self, rope_op, operands):
        """The phases of the kernel of `rope_op` as dispatches in order, on
        fresh output and workspace tensors that each phase updates in place;
        returns the last dispatch (its first results are the op's)."""
        kernel = self.kernel_for(rope_op)
        self.report.kernel_calls += 1
        if _name(rope_op) == "rope.attention":
            self.report.fused += 1
        state_types = [r.type for r in rope_op.operation.results]
        if kernel.workspace_bytes:
            state_types.append(ir.RankedTensorType.get(
                [kernel.workspace_bytes], ir.IntegerType.get_signless(8)))
        state = [ir.Operation.create("tensor.empty", results=[t]).results[0]
                 for t in state_types]
        checked = [self._check(kernel, list(operands) + state)] if kernel.check else []
        first_state = len(operands)
        for phase in kernel.phases:
            made = ir.Operation.create(
                "flow.dispatch", results=state_types,
                operands=list(operands) + state + checked,
                attributes={
                    "entry_points": ir.Attribute.parse(
                        f"[@{kernel.symbol}_executable::@{phase.symbol}_dispatch]"),
                    "operandSegmentSizes": ir.Attribute.parse(
                        f"array<i32: 0, {len(operands) + len(state) + len(checked)}, 0, 0>"),
                    "tied_operands": ir.Attribute.parse("[" + ", ".join(
                        f"{first_state + i} : index" for i in range(len(state))) + "]"),
                })
            state = list(made.results)
        return made

    def _check(self, kernel: Kernel, operands):
        """The dispatch of the kernel's checks, its status read back and
        checked: bad input fails the invocation with a message. Returns the
        status tensor, which every phase reads so as to run only on input
        that passed."""
        status_type = ir.RankedTensorType.get([1], ir.IntegerType.get_signless(32))
        made = ir.Operation.create(
            "flow.dispatch", results=[status_type], operands=operands,
            attributes={
                "entry_points": ir.Attribute.parse(
                    f"[@{kernel.symbol}_executable::@{kernel.check}_dispatch]"),
                "operandSegmentSizes": ir.Attribute.parse(
                    f"array<i32: 0, {len(operands)}, 0, 0>"),
            })
        index = ir.Operation.create("arith.constant", results=[ir.IndexType.get()],
                                    attributes={"value": ir.IntegerAttr.get(
                                        ir.IndexType.get(), 0)})
        status = ir.Operation.create(
            "flow.tensor.load", results=[ir.IntegerType.get_signless(32)],
            operands=[made.results[0], index.results[0]],
            attributes={"operandSegmentSizes": ir.Attribute.parse("array<i32: 1, 0, 1>")})
        ir.Operation.create("util.status.check_ok", operands=[status.results[0]],
                            attributes={"message": ir.StringAttr.get(
                                f"RoPE-MLIR kernel {kernel.symbol}: {ENTRY_STATUS[POSITION_OUT_OF_RANGE]}")})
        return made.results[0]

    def _erase_dead(self, block):
        changed = True
        while changed:
            changed = False
            for op in reversed(_ops(block)):
                dialect = _name(op).split(".")[0]
                if _name(op) == "util.global.load" or dialect in _ERASABLE_DIALECTS:
                    results = op.operation.results
                    if len(results) and all(len(list(r.uses)) == 0 for r in results):
                        op.operation.erase()
                        changed = True

    def untag(self):
        def visit(op):
            if strip.SPLICE_ID in op.operation.attributes:
                del op.operation.attributes[strip.SPLICE_ID]
        for op in _ops(self.module.body):
            _walk(op, visit)

    def run(self) -> Tuple[str, SpliceReport]:
        with self.context, ir.Location.unknown():
            self.tag()
            # Every entry is fused before the module changes.
            # Generic form: some IREE ops print attributes where their own
            # parser does not read them (hal.tensor.import).
            text = self.module.operation.get_asm(large_elements_limit=None,
                                                 enable_debug_info=False,
                                                 print_generic_op_form=True)
            fused_entries = [self.fuse(text, entry) for entry in self.entries()]
            for fused_text, remarks in fused_entries:
                fused = ir.Module.parse(fused_text)
                before = self.report.fused
                for op in _ops(fused.body):
                    if _name(op) == "func.func":
                        self.splice_function(op)
                if self.report.fused == before:
                    self.report.remarks += [
                        line.split("remark: ", 1)[1] for line in remarks.splitlines()
                        if "remark: " in line and "not fused" in line]
            self.untag()
            if self.report.kernels:
                self.module.operation.attributes[TARGET_CPU_ATTR] = \
                    ir.StringAttr.get(self.report.target_cpu)
                self.module.operation.attributes[TARGET_FEATURES_ATTR] = \
                    ir.StringAttr.get(self.target_features)
            try:
                self.module.operation.verify()
            except ir.MLIRError as e:
                raise SpliceError(f"the spliced module does not verify: {e}") from None
            return self.module.operation.get_asm(large_elements_limit=None,
                                                 enable_debug_info=False), self.report


def splice(text: str, target_cpu: str = "host", target_features: str = "",
           work_dir: Optional[pathlib.Path] = None) -> Tuple[str, SpliceReport]:
    """The module `text` (iree-compile --compile-to=input) with every
    attention RoPE-MLIR fuses running as its kernel, and a report."""
    with tempfile.TemporaryDirectory() as tmp:
        work = pathlib.Path(work_dir or tmp)
        return _Splicer(text, target_cpu, target_features, work).run()
