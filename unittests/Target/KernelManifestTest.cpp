//===- KernelManifestTest.cpp - Kernel parameters read off signatures ----===//

#include "rope/Target/GPU/KernelManifest.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {
class KernelParamsTest : public ::testing::Test {
protected:
  KernelParamsTest() {
    context.loadDialect<gpu::GPUDialect, memref::MemRefDialect,
                        func::FuncDialect>();
  }

  /// addGpuKernelParams on a manifest of one kernel `name` and the kernels
  /// of `gpuFuncs`; the first diagnostic goes to `error`.
  LogicalResult addParams(StringRef name, StringRef gpuFuncs,
                          llvm::json::Value &manifest, std::string &error) {
    std::string text = ("module attributes {gpu.container_module} {\n"
                        "gpu.module @rope_kernels {\n" +
                        gpuFuncs + "\n}\n}\n")
                           .str();
    OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context);
    EXPECT_TRUE(module);
    manifest = llvm::json::Object{
        {"kernels", llvm::json::Array{llvm::json::Object{{"name", name}}}}};
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      if (error.empty())
        error = diagnostic.str();
      return success();
    });
    return rope::addGpuKernelParams(manifest, *module);
  }

  MLIRContext context;
};

TEST_F(KernelParamsTest, RolesIndicesAndElementsComeFromTheSignature) {
  llvm::json::Value manifest = nullptr;
  std::string error;
  ASSERT_TRUE(succeeded(addParams(
      "k0",
      "gpu.func @k0(%a: memref<?xbf16> {rope.param_role = \"input\", "
      "rope.param_index = 1 : i64}, %n: i64 {rope.param_role = \"seq\"}) "
      "kernel { gpu.return }",
      manifest, error)))
      << error;
  llvm::json::Value expected = llvm::json::Array{
      llvm::json::Object{{"kind", "memref"},
                         {"role", "input"},
                         {"element", "bf16"},
                         {"index", 1}},
      llvm::json::Object{{"kind", "i64"}, {"role", "seq"}}};
  const llvm::json::Object &kernel =
      *manifest.getAsObject()->getArray("kernels")->front().getAsObject();
  EXPECT_EQ(*kernel.get("params"), expected);
}

TEST_F(KernelParamsTest, AnArgumentWithoutARoleIsAnError) {
  llvm::json::Value manifest = nullptr;
  std::string error;
  EXPECT_TRUE(failed(addParams(
      "k0",
      "gpu.func @k0(%a: memref<?xf32> {rope.param_role = \"q\"}, "
      "%b: memref<?xf32>) kernel { gpu.return }",
      manifest, error)));
  EXPECT_NE(error.find("argument #1 has no 'rope.param_role'"),
            std::string::npos)
      << error;
}

TEST_F(KernelParamsTest, AKernelMissingFromTheLoweredModuleIsAnError) {
  llvm::json::Value manifest = nullptr;
  std::string error;
  EXPECT_TRUE(failed(addParams(
      "missing", "gpu.func @k0() kernel { gpu.return }", manifest, error)));
  EXPECT_NE(error.find("has no kernel 'missing'"), std::string::npos) << error;
}
} // namespace
