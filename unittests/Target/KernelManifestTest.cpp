//===- KernelManifestTest.cpp - Kernel params and launches read off kernels ===//

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

  /// addGpuKernelLaunches on a manifest of one kernel `name` and the kernels
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
    return rope::addGpuKernelLaunches(manifest, *module);
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
      "kernel attributes {rope.launch = {block = [64, 1, 1], grid = "
      "\"batch*seq\", shared_bytes = 0}} { gpu.return }",
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
  EXPECT_EQ(*kernel.get("block"), llvm::json::Value(llvm::json::Array{64, 1, 1}));
  EXPECT_EQ(*kernel.get("grid"), "batch*seq");
  EXPECT_EQ(*kernel.get("shared_bytes"), 0);
}

TEST_F(KernelParamsTest, SideKernelsAreDescribedFromTheirOwnKernels) {
  llvm::json::Value manifest = nullptr;
  std::string error;
  ASSERT_TRUE(succeeded(addParams(
      "attend",
      "gpu.func @attend() kernel attributes {rope.launch = {block = [128, 1, "
      "1], merge = \"attend_merge\"}} { gpu.return }\n"
      "gpu.func @attend_merge(%n: i64 {rope.param_role = \"splits\"}) kernel "
      "attributes {rope.launch = {block = [64, 1, 1], grid = \"rows\"}} { "
      "gpu.return }",
      manifest, error)))
      << error;
  const llvm::json::Object &kernel =
      *manifest.getAsObject()->getArray("kernels")->front().getAsObject();
  const llvm::json::Object *merge = kernel.getObject("merge");
  ASSERT_TRUE(merge);
  EXPECT_EQ(*merge->get("name"), "attend_merge");
  EXPECT_EQ(*merge->get("block"), llvm::json::Value(llvm::json::Array{64, 1, 1}));
  EXPECT_EQ(*merge->get("grid"), "rows");
  EXPECT_EQ(merge->getArray("params")->size(), 1u);
}

TEST_F(KernelParamsTest, AKernelWithoutLaunchFactsIsAnError) {
  llvm::json::Value manifest = nullptr;
  std::string error;
  EXPECT_TRUE(failed(addParams(
      "k0", "gpu.func @k0() kernel { gpu.return }", manifest, error)));
  EXPECT_NE(error.find("has no 'rope.launch' to describe its launch by"),
            std::string::npos)
      << error;
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
