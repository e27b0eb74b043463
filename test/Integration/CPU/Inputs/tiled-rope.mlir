// Pairs of entry points for tiled-rope.test: @<case> is one rope.apply (the
// manifest describes it and rope-run checks it), @<case>_tiled the same op
// that tiled-rope-schedule.mlir tiles (or fuses into a tiled copy). Tile
// sizes never divide the sequence, so the last tile is short.

// Static positions 7 + s, bshd, tiles of 4 tokens.
func.func @static_bshd(%x: tensor<1x10x3x64xf32>) -> tensor<1x10x3x64xf32> {
  %y = rope.apply %x layout "bshd" static_offset 7 params <theta = 500000.0> : tensor<1x10x3x64xf32>
  return %y : tensor<1x10x3x64xf32>
}
func.func @static_bshd_tiled(%x: tensor<1x10x3x64xf32>) -> tensor<1x10x3x64xf32> {
  %y = rope.apply %x layout "bshd" static_offset 7 params <theta = 500000.0> {tile_bshd} : tensor<1x10x3x64xf32>
  return %y : tensor<1x10x3x64xf32>
}

// A run-time i32 offset and a sequence known only at run time.
func.func @offset_dynamic(%x: tensor<2x?x4x64xf32>, %n: i32) -> tensor<2x?x4x64xf32> {
  %y = rope.apply %x layout "bshd" offset %n : i32 static_offset 3 params <scaling = #rope.yarn<factor = 4.0, original_max = 4096>> : tensor<2x?x4x64xf32>
  return %y : tensor<2x?x4x64xf32>
}
func.func @offset_dynamic_tiled(%x: tensor<2x?x4x64xf32>, %n: i32) -> tensor<2x?x4x64xf32> {
  %y = rope.apply %x layout "bshd" offset %n : i32 static_offset 3 params <scaling = #rope.yarn<factor = 4.0, original_max = 4096>> {tile_bshd} : tensor<2x?x4x64xf32>
  return %y : tensor<2x?x4x64xf32>
}

// bhsd, bf16, an index offset, interleaved pairs and partial rotary.
func.func @bhsd_partial(%x: tensor<1x2x11x80xbf16>, %n: index) -> tensor<1x2x11x80xbf16> {
  %y = rope.apply %x layout "bhsd" offset %n : index params <rotary_dim = 32, pairing = interleaved> : tensor<1x2x11x80xbf16>
  return %y : tensor<1x2x11x80xbf16>
}
func.func @bhsd_partial_tiled(%x: tensor<1x2x11x80xbf16>, %n: index) -> tensor<1x2x11x80xbf16> {
  %y = rope.apply %x layout "bhsd" offset %n : index params <rotary_dim = 32, pairing = interleaved> {tile_bhsd} : tensor<1x2x11x80xbf16>
  return %y : tensor<1x2x11x80xbf16>
}

// Explicit [B, S] positions, tiled along batch and sequence.
func.func @positions(%x: tensor<3x10x2x64xf16>, %p: tensor<3x10xi64>) -> tensor<3x10x2x64xf16> {
  %y = rope.apply %x layout "bshd" positions %p : tensor<3x10xi64> params <> : tensor<3x10x2x64xf16>
  return %y : tensor<3x10x2x64xf16>
}
func.func @positions_tiled(%x: tensor<3x10x2x64xf16>, %p: tensor<3x10xi64>) -> tensor<3x10x2x64xf16> {
  %y = rope.apply %x layout "bshd" positions %p : tensor<3x10xi64> params <> {tile_batch_and_seq} : tensor<3x10x2x64xf16>
  return %y : tensor<3x10x2x64xf16>
}

// Per-batch offsets, tiled along the batch.
func.func @batch_offsets(%x: tensor<3x5x2x64xf32>, %o: tensor<3xi32>) -> tensor<3x5x2x64xf32> {
  %y = rope.apply %x layout "bshd" batch_offsets %o : tensor<3xi32> static_offset 2 params <> : tensor<3x5x2x64xf32>
  return %y : tensor<3x5x2x64xf32>
}
func.func @batch_offsets_tiled(%x: tensor<3x5x2x64xf32>, %o: tensor<3xi32>) -> tensor<3x5x2x64xf32> {
  %y = rope.apply %x layout "bshd" batch_offsets %o : tensor<3xi32> static_offset 2 params <> {tile_batch} : tensor<3x5x2x64xf32>
  return %y : tensor<3x5x2x64xf32>
}

// Queries and keys with different head counts (GQA), tiled along s.
func.func @gqa(%q: tensor<1x10x4x64xf32>, %k: tensor<1x10x2x64xf32>, %n: i64) -> (tensor<1x10x4x64xf32>, tensor<1x10x2x64xf32>) {
  %q2, %k2 = rope.apply %q, %k layout "bshd" offset %n : i64 params <> : tensor<1x10x4x64xf32>, tensor<1x10x2x64xf32>
  return %q2, %k2 : tensor<1x10x4x64xf32>, tensor<1x10x2x64xf32>
}
func.func @gqa_tiled(%q: tensor<1x10x4x64xf32>, %k: tensor<1x10x2x64xf32>, %n: i64) -> (tensor<1x10x4x64xf32>, tensor<1x10x2x64xf32>) {
  %q2, %k2 = rope.apply %q, %k layout "bshd" offset %n : i64 params <> {tile_bshd} : tensor<1x10x4x64xf32>, tensor<1x10x2x64xf32>
  return %q2, %k2 : tensor<1x10x4x64xf32>, tensor<1x10x2x64xf32>
}

// Fused into a consumer: a copy tiled along s pulls the rotation into its
// loop (generateResultTileValue, not tiling of the op itself).
func.func @fused_copy_tiled(%x: tensor<1x10x3x64xf32>) -> tensor<1x10x3x64xf32> {
  %y = rope.apply %x layout "bshd" static_offset 7 params <theta = 500000.0> : tensor<1x10x3x64xf32>
  %e = tensor.empty() : tensor<1x10x3x64xf32>
  %c = linalg.copy {fuse_bshd} ins(%y : tensor<1x10x3x64xf32>) outs(%e : tensor<1x10x3x64xf32>) -> tensor<1x10x3x64xf32>
  return %c : tensor<1x10x3x64xf32>
}

// Tiled WRONGLY by hand (positions not shifted by the tile's start): the
// check must fail for it, or it proves nothing about the others.
func.func @unshifted_tiled(%x: tensor<1x10x3x64xf32>) -> tensor<1x10x3x64xf32> {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %e = tensor.empty() : tensor<1x10x3x64xf32>
  %r = scf.for %s = %c0 to %c10 step %c5 iter_args(%acc = %e) -> (tensor<1x10x3x64xf32>) {
    %t = tensor.extract_slice %x[0, %s, 0, 0] [1, 5, 3, 64] [1, 1, 1, 1] : tensor<1x10x3x64xf32> to tensor<1x5x3x64xf32>
    %y = rope.apply %t layout "bshd" static_offset 7 params <theta = 500000.0> : tensor<1x5x3x64xf32>
    %i = tensor.insert_slice %y into %acc[0, %s, 0, 0] [1, 5, 3, 64] [1, 1, 1, 1] : tensor<1x5x3x64xf32> into tensor<1x10x3x64xf32>
    scf.yield %i : tensor<1x10x3x64xf32>
  }
  return %r : tensor<1x10x3x64xf32>
}
