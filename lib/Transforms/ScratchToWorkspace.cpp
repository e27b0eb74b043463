//===- ScratchToWorkspace.cpp - Heap buffers as views of a workspace ------===//

#include "rope/Transforms/EntryChecks.h"
#include "rope/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::rope {
#define GEN_PASS_DEF_SCRATCHTOWORKSPACEPASS
#include "rope/Transforms/Passes.h.inc"

namespace {
constexpr int64_t kWorkspaceAlignment = 64;

/// One heap buffer and the bytes of the workspace it gets.
struct Placement {
  memref::AllocOp alloc;
  int64_t offset;
};

/// Bytes of a buffer of static `type`, or failure with a located error.
FailureOr<int64_t> bufferBytes(memref::AllocOp alloc, const DataLayout &layout) {
  MemRefType type = alloc.getType();
  if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getMemorySpace())
    return alloc.emitError()
           << "rope-scratch-to-workspace: only buffers of static size, "
              "identity layout and the default memory space can live in the "
              "workspace; got "
           << type;
  if (!isa<func::FuncOp>(alloc->getParentOp()))
    return alloc.emitError() << "rope-scratch-to-workspace: a buffer "
                                "allocated inside a region (a loop or a "
                                "branch) cannot be given fixed workspace bytes";
  return type.getNumElements() *
         static_cast<int64_t>(layout.getTypeSize(type.getElementType()));
}

/// Functions that allocate, and those that call them, transitively.
llvm::SetVector<func::FuncOp>
functionsNeedingWorkspace(ModuleOp module, ArrayRef<Placement> placements,
                          SymbolTable &symbols) {
  llvm::SetVector<func::FuncOp> needing;
  for (const Placement &p : placements)
    needing.insert(p.alloc->getParentOfType<func::FuncOp>());
  bool changed = true;
  while (changed) {
    changed = false;
    module.walk([&](func::CallOp call) {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      auto caller = call->getParentOfType<func::FuncOp>();
      if (callee && needing.contains(callee) && caller)
        changed |= needing.insert(caller);
    });
  }
  return needing;
}

/// Records the workspace argument in a public function's entry checks, so
/// that the guard checks its size.
void recordWorkspaceArgument(func::FuncOp func, int64_t bytes) {
  auto record = func->getAttrOfType<DictionaryAttr>(kEntryChecksAttrName);
  if (!record)
    return;
  auto shapes = record.getAs<ArrayAttr>("shapes");
  if (!shapes)
    return;
  SmallVector<Attribute> extended(shapes.getValue());
  extended.push_back(DenseI64ArrayAttr::get(func.getContext(), {bytes}));
  NamedAttrList entries(record);
  entries.set("shapes", ArrayAttr::get(func.getContext(), extended));
  func->setAttr(kEntryChecksAttrName,
                entries.getDictionary(func.getContext()));
}

struct ScratchToWorkspace
    : impl::ScratchToWorkspacePassBase<ScratchToWorkspace> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    const DataLayout layout = DataLayout::closest(module);
    SmallVector<Placement> placements;
    int64_t total = 0;
    bool failedToPlace = false;
    module.walk([&](memref::AllocOp alloc) {
      FailureOr<int64_t> bytes = bufferBytes(alloc, layout);
      if (failed(bytes)) {
        failedToPlace = true;
        return;
      }
      int64_t alignment =
          std::max<int64_t>(kWorkspaceAlignment, alloc.getAlignment().value_or(1));
      total = llvm::alignTo(total, alignment);
      placements.push_back({alloc, total});
      total += *bytes;
    });
    if (failedToPlace)
      return signalPassFailure();
    if (placements.empty())
      return;
    total = llvm::alignTo(total, kWorkspaceAlignment);

    SymbolTable symbols(module);
    llvm::SetVector<func::FuncOp> needing =
        functionsNeedingWorkspace(module, placements, symbols);
    auto workspaceType =
        MemRefType::get({total}, IntegerType::get(&getContext(), 8));
    llvm::DenseMap<Operation *, Value> workspaceOf;
    for (func::FuncOp func : needing) {
      unsigned index = func.getNumArguments();
      if (failed(func.insertArgument(index, workspaceType, {}, func.getLoc())))
        return signalPassFailure();
      workspaceOf[func] = func.getArgument(index);
      if (func.isPublic()) {
        recordWorkspaceArgument(func, total);
        func->setAttr(kWorkspaceBytesAttrName,
                      IntegerAttr::get(IntegerType::get(&getContext(), 64),
                                       total));
      }
    }
    module.walk([&](func::CallOp call) {
      auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
      if (callee && needing.contains(callee))
        call.getOperandsMutable().append(
            workspaceOf.lookup(call->getParentOfType<func::FuncOp>()));
    });
    for (Placement &p : placements) {
      OpBuilder b(p.alloc);
      Value workspace =
          workspaceOf.lookup(p.alloc->getParentOfType<func::FuncOp>());
      Value offset =
          arith::ConstantIndexOp::create(b, p.alloc.getLoc(), p.offset);
      Value view = memref::ViewOp::create(b, p.alloc.getLoc(), p.alloc.getType(),
                                          workspace, offset, ValueRange{});
      for (Operation *user : llvm::make_early_inc_range(p.alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          user->erase();
      p.alloc.replaceAllUsesWith(view);
      p.alloc.erase();
    }
  }
};
} // namespace
} // namespace mlir::rope
