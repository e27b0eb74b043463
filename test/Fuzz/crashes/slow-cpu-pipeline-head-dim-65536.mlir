// RUN: %rope_fuzz_replay %s
// REQUIRES: rope-fuzzer
// Slow: convert-rope-to-vector writes each row as head_dim / vector width
// pieces into one tensor, and one-shot-bufferize in
// rope-lower-to-cpu-pipeline grows much faster than that count (head dim
// 2048: 18 s in the sanitizer build; 65536: past the one-minute limit).
func.func @f(%x: tensor<1x1x1x65536xf32>) -> tensor<1x1x1x65536xf32> {
  %y = rope.apply %x layout "bshd" params <> : tensor<1x1x1x65536xf32>
  return %y : tensor<1x1x1x65536xf32>
}
