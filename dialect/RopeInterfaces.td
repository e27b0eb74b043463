//===- RopeInterfaces.td - rope dialect interfaces ---------*- tablegen -*-===//

#ifndef ROPE_INTERFACES_TD
#define ROPE_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Rope_ScalingAttrInterface : AttrInterface<"ScalingAttrInterface"> {
  let cppNamespace = "::mlir::rope";
  let description = [{
    A frequency schedule of SPEC section 2. Every scaling attribute can
    describe itself as a `rope::reference::Scaling`, the plain C++ form that
    the float64 reference and the code generators evaluate.
  }];
  let methods = [
    InterfaceMethod<"Returns this schedule as a reference description.",
      "::rope::reference::Scaling", "toReference", (ins)>
  ];
}

#endif // ROPE_INTERFACES_TD
