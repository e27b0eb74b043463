//===- TargetInfo.cpp - What the code generators know of a target ---------===//

#include "rope/Target/TargetInfo.h"

#include "CpuUnitRates.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

extern "C" {
void LLVMInitializeNVPTXTargetInfo();
void LLVMInitializeNVPTXTarget();
void LLVMInitializeNVPTXTargetMC();
}

namespace {
/// Checks that every "+name" / "-name" in `features` is a feature of
/// `machine`'s subtarget.
bool knownFeatures(llvm::TargetMachine &machine, StringRef features,
                   StringRef what, std::string &error) {
  SmallVector<StringRef> parts;
  features.split(parts, ',', -1, /*KeepEmpty=*/false);
  ArrayRef<llvm::SubtargetFeatureKV> known =
      machine.getMCSubtargetInfo()->getAllProcessorFeatures();
  for (StringRef part : parts) {
    StringRef name = part.trim();
    if (!name.consume_front("+") && !name.consume_front("-")) {
      error = what.str() + " '" + part.str() +
              "' must start with '+' or '-' (e.g. +avx2)";
      return false;
    }
    if (llvm::none_of(known, [&](const llvm::SubtargetFeatureKV &kv) {
          return name == kv.Key;
        })) {
      error = "unknown " + what.str() + " '" + name.str() + "' for " +
              machine.getTargetTriple().str();
      return false;
    }
  }
  return true;
}

/// A target machine of `triple` for `cpu`, or null with `error` set. Names
/// are checked on a generic machine first: LLVM would only warn about them.
std::unique_ptr<llvm::TargetMachine>
createMachine(const llvm::Triple &triple, StringRef cpu, StringRef features,
              StringRef cpuWhat, StringRef featureWhat, std::string &error) {
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  auto create = [&](StringRef cpuName, StringRef featureList) {
    return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
        triple, cpuName, featureList, llvm::TargetOptions(), llvm::Reloc::PIC_,
        std::nullopt, llvm::CodeGenOptLevel::Aggressive));
  };
  std::unique_ptr<llvm::TargetMachine> generic = create("", "");
  if (!generic) {
    error = "cannot create a target machine for " + triple.str();
    return nullptr;
  }
  if (!cpu.empty() && !generic->getMCSubtargetInfo()->isCPUStringValid(cpu)) {
    error = "unknown " + cpuWhat.str() + " '" + cpu.str() + "' for " +
            triple.str();
    return nullptr;
  }
  if (!knownFeatures(*generic, features, featureWhat, error))
    return nullptr;
  std::unique_ptr<llvm::TargetMachine> machine = create(cpu, features);
  if (!machine)
    error = "cannot create a target machine for '" + cpu.str() + "'";
  return machine;
}
} // namespace

std::unique_ptr<llvm::TargetMachine>
mlir::rope::createCPUTargetMachine(StringRef cpu, StringRef features,
                                   std::string &error) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  // Inline assembly (the AMX readiness check) is parsed when emitted.
  llvm::InitializeNativeTargetAsmParser();
  llvm::Triple triple(llvm::sys::getDefaultTargetTriple());
  std::string name = cpu.str();
  std::string allFeatures;
  if (cpu == "host") {
    name = llvm::sys::getHostCPUName().str();
    for (const auto &feature : llvm::sys::getHostCPUFeatures())
      allFeatures += std::string(feature.second ? "+" : "-") +
                     feature.first().str() + ",";
  }
  // The user's features come last: they override the host's.
  allFeatures += features.str();
  if (StringRef(allFeatures).ends_with(","))
    allFeatures.pop_back();
  // The user's features are checked (the host's are LLVM's own).
  std::string checked;
  if (!createMachine(triple, name, features, "--target-cpu",
                     "--target-features", checked)) {
    error = checked;
    if (StringRef(checked).starts_with("unknown --target-cpu"))
      error += " (try 'host', 'x86-64-v2', 'x86-64-v3', 'x86-64-v4')";
    return nullptr;
  }
  return createMachine(triple, name, allFeatures, "--target-cpu",
                       "--target-features", error);
}

FailureOr<mlir::rope::CPUTargetInfo>
mlir::rope::getCPUTargetInfo(StringRef cpu, StringRef features,
                             std::string &error) {
  std::unique_ptr<llvm::TargetMachine> machine =
      createCPUTargetMachine(cpu, features, error);
  if (!machine)
    return failure();
  const llvm::MCSubtargetInfo *subtarget = machine->getMCSubtargetInfo();
  CPUTargetInfo info;
  info.cpu = machine->getTargetCPU().str();
  info.nativeBF16 = subtarget->checkFeatures("+avx512bf16");
  info.amxBF16 = subtarget->checkFeatures("+amx-tile,+amx-bf16");
  info.vectorBits = subtarget->checkFeatures("+avx512f") ? 512
                    : subtarget->checkFeatures("+avx") ? 256
                                                       : 128;
  if (info.nativeBF16) {
    UnitRatio dots = bf16DotFlopRatio(*machine, info.cpu, info.vectorBits);
    info.bf16DotFlopRatio = dots.ratio;
    info.bf16DotRatioSource = dots.source;
  }
  return info;
}

FailureOr<mlir::rope::NVPTXTargetInfo>
mlir::rope::getNVPTXTargetInfo(StringRef chip, StringRef features,
                               std::string &error) {
  StringRef digits = chip;
  unsigned version = 0;
  if (!digits.consume_front("sm_") || digits.empty()) {
    error = "--chip must name an NVIDIA architecture such as sm_90, got '" +
            chip.str() + "'";
    return failure();
  }
  NVPTXTargetInfo info;
  // sm_90a, sm_100a, sm_100f: architecture or family specific variants.
  info.archSpecific = digits.consume_back("a") || digits.consume_back("f");
  if (digits.getAsInteger(10, version)) {
    error = "--chip must name an NVIDIA architecture such as sm_90, got '" +
            chip.str() + "'";
    return failure();
  }
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  if (!createMachine(llvm::Triple("nvptx64-nvidia-cuda"), chip, features,
                     "--chip", "PTX feature", error)) {
    if (StringRef(error).starts_with("unknown --chip"))
      error = "unknown --chip '" + chip.str() +
              "' for the NVPTX backend (e.g. sm_80, sm_90, sm_90a)";
    return failure();
  }
  info.smVersion = version;
  info.hasLdmatrix = version >= 75;
  info.hasCpAsync = version >= 80;
  info.hasTma = version >= 90;
  info.hasWgmma = version == 90 && info.archSpecific;
  if (version >= 80)
    info.mmaSyncShapes = {{16, 8, 16}, {16, 8, 8}};
  // Opt-in shared memory per block: 163 KiB on sm_80, 227 KiB from sm_90.
  info.maxSharedBytesPerBlock = version >= 90   ? 227 * 1024
                                : version >= 80 ? 163 * 1024
                                                : 48 * 1024;
  info.multiprocessors = version >= 90 ? 132 : 108;
  return info;
}
