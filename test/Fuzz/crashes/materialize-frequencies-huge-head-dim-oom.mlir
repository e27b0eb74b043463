// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// rope-materialize-frequencies allocates head_dim / 2 doubles: 4 GiB for a
// head dim of 2^30, past the fuzzer's memory limit.
func.func @f(%x: tensor<1x1x1x1073741824xf32>) -> tensor<1x1x1x1073741824xf32> {
  %y = rope.apply %x layout "bshd" params <> : tensor<1x1x1x1073741824xf32>
  return %y : tensor<1x1x1x1073741824xf32>
}
