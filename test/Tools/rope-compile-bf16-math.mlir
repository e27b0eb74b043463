// bf16 math outside rope ops (a model's SiLU and RMSNorm, as the frontend
// corpus keeps them) runs in f32 on a CPU without native bf16 conversions:
// nothing calls __truncsfbf2, which the system runtime may lack, and
// `math.exp` becomes f32 `expf`.
// RUN: rope-compile %s --target-cpu=znver3 --emit=obj -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s
// CHECK-NOT: __truncsfbf2
// CHECK: U expf
// CHECK-NOT: __truncsfbf2

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @silu_rsqrt(%x: tensor<4x64xbf16>) -> tensor<4x64xbf16> {
  %empty = tensor.empty() : tensor<4x64xbf16>
  %y = linalg.generic {indexing_maps = [#map, #map],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x64xbf16>) outs(%empty : tensor<4x64xbf16>) {
  ^bb0(%in: bf16, %out: bf16):
    %one = arith.constant 1.0 : bf16
    %neg = arith.negf %in : bf16
    %e = math.exp %neg : bf16
    %d = arith.addf %e, %one : bf16
    %s = arith.divf %in, %d : bf16
    %r = math.rsqrt %s : bf16
    linalg.yield %r : bf16
  } -> tensor<4x64xbf16>
  return %y : tensor<4x64xbf16>
}
