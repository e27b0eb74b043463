// Input for manifest-ties.test: dynamic extents the IR ties, and some it
// leaves free.
func.func @qk_positions(%q: tensor<?x?x4x64xf32>, %k: tensor<?x?x1x64xf32>, %p: tensor<?x?xi32>) -> (tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>) {
  %a, %b = rope.apply %q, %k layout "bshd" positions %p : tensor<?x?xi32> params <> : tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>
  return %a, %b : tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>
}
func.func @batch_offsets(%x: tensor<?x2x?x32xf16>, %o: tensor<?xi64>) -> tensor<?x2x?x32xf16> {
  %y = rope.apply %x layout "bhsd" batch_offsets %o : tensor<?xi64> params <> : tensor<?x2x?x32xf16>
  return %y : tensor<?x2x?x32xf16>
}
func.func @table(%x: tensor<?x8xf32>, %c: tensor<?x4xf32>, %s: tensor<?x4xf32>, %n: i64) -> tensor<?x8xf32> {
  %y = rope.apply_table %x tables %c, %s : tensor<?x4xf32> layout "sd" offset %n : i64 params <> : tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}
func.func @two_chains(%x: tensor<?x64xf32>, %y: tensor<?x64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>) {
  %a = rope.apply %x layout "sd" params <> : tensor<?x64xf32>
  %b = rope.apply %y layout "sd" params <> : tensor<?x64xf32>
  return %b, %a : tensor<?x64xf32>, tensor<?x64xf32>
}
func.func @cast_to_static(%x: tensor<?x64xf32>) -> tensor<4x64xf32> {
  %c = tensor.cast %x : tensor<?x64xf32> to tensor<4x64xf32>
  %y = rope.apply %c layout "sd" params <> : tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}
