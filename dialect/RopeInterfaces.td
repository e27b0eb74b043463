//===- RopeInterfaces.td - rope dialect interfaces ---------*- tablegen -*-===//

#ifndef ROPE_INTERFACES_TD
#define ROPE_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Rope_ScalingAttrInterface : AttrInterface<"ScalingAttrInterface"> {
  let cppNamespace = "::mlir::rope";
  let description = [{
    A frequency schedule of Semantics §2. Every scaling attribute can
    describe itself as a `rope::rules::Scaling`, the plain C++ form that
    the float64 reference and the code generators evaluate.
  }];
  let methods = [
    InterfaceMethod<"Returns this schedule as the rules describe it.",
      "::rope::rules::Scaling", "toRules", (ins)>
  ];
}


def Rope_RopeOpInterface : OpInterface<"RopeOpInterface"> {
  let cppNamespace = "::mlir::rope";
  let description = [{
    The facts every rope op carries, asked one way: its rotary parameters,
    head dim, axis roles, where its positions come from (Semantics §1),
    which tensors it rotates and their element type. Lowerings, the
    manifest writers and analyses ask this interface instead of looking
    attributes up by name or switching over op classes.
  }];
  let methods = [
    InterfaceMethod<"The rotary parameters.",
      "::mlir::rope::ParamsAttr", "getParams">,
    InterfaceMethod<"Replaces the rotary parameters.",
      "void", "setParamsAttr", (ins "::mlir::rope::ParamsAttr":$params)>,
    InterfaceMethod<"The (static) head dim D of the rotated tensors.",
      "int64_t", "getRotaryHeadDim">,
    InterfaceMethod<"The axis roles of the tensors that carry tokens.",
      "::mlir::rope::LayoutAttr", "getLayout">,
    InterfaceMethod<[{Number of position sources: 1, or 2 when queries and
        keys have positions of their own (index 0 queries, 1 keys).}],
      "unsigned", "getNumPositionSources", (ins), [{}], [{ return 1; }]>,
    InterfaceMethod<"Where the positions of source `index` come from.",
      "::mlir::rope::PositionSource", "getPositionSource",
      (ins "unsigned":$index)>,
    InterfaceMethod<[{The tensors rotated inside the op (none for table
        builders; queries only for attention on pre-rotated keys).}],
      "::llvm::SmallVector<::mlir::Value>", "getRotatedTensors">,
    InterfaceMethod<"The element type of the tensors the op reads or builds.",
      "::mlir::Type", "getRotaryElementType">,
    InterfaceMethod<"The rules description of the rotation.",
      "::rope::rules::RopeConfig", "getRopeConfig", (ins), [{}], [{
        return $_op.getParams().toRules($_op.getRotaryHeadDim());
      }]>
  ];
}

#endif // ROPE_INTERFACES_TD
