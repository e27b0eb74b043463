// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// rope-configure-gpu-kernels multiplies the head count by the items per
// head: signed overflow (UBSan) for 2^62 heads.
func.func @f(%x: tensor<1x?x4611686018427387904x128xf32>, %n: index) -> tensor<1x?x4611686018427387904x128xf32> {
  %y = rope.apply %x layout "bshd" offset %n : index params <> : tensor<1x?x4611686018427387904x128xf32>
  return %y : tensor<1x?x4611686018427387904x128xf32>
}
