//===- Passes.h - rope conversion passes ------------------------*- C++ -*-===//

#ifndef ROPE_CONVERSION_PASSES_H
#define ROPE_CONVERSION_PASSES_H

#include "mlir/Dialect/AMX/AMXDialect.h"
#include "mlir/Dialect/X86Vector/X86VectorDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "rope/Conversion/RopeToLinalg/RopeToLinalg.h"
#include "rope/Conversion/RopeToVector/RopeToVector.h"

namespace mlir::rope {

#define GEN_PASS_DECL
#include "rope/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "rope/Conversion/Passes.h.inc"

} // namespace mlir::rope

#endif // ROPE_CONVERSION_PASSES_H
