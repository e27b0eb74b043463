// RUN: rope-opt %s -split-input-file --transform-interpreter --verify-diagnostics

// Tiles that would change the result are refused with a located error
// (getTiledImplementation); fusion into a consumer refuses the same tiles
// silently (see @no_fuse_head_dim_tile in tiling.mlir). The tiling
// driver's own errors follow at the op.

// Pairs span the whole head dim: a tile of d is refused at the op.
func.func @tile_head_dim(%x: tensor<1x8x2x64xf32>) -> tensor<1x8x2x64xf32> {
  // expected-error @+3 {{cannot tile the head-dim axis 'd': rotation pairs span the whole head, so a tile must cover all of it}}
  // expected-error @+2 {{tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %y = rope.apply %x layout "bshd" params <> : tensor<1x8x2x64xf32>
  return %y : tensor<1x8x2x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["rope.apply"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.tile_using_for %r tile_sizes [0, 4, 0, 32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Queries and keys with 4 and 2 heads share no head tile.
func.func @tile_heads_gqa(%q: tensor<1x8x4x64xf32>, %k: tensor<1x8x2x64xf32>) -> (tensor<1x8x4x64xf32>, tensor<1x8x2x64xf32>) {
  // expected-error @+3 {{cannot tile the heads axis 'h' of queries and keys whose head counts differ (or are not static): a tile must cover all heads}}
  // expected-error @+2 {{tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %q2, %k2 = rope.apply %q, %k layout "bshd" params <> : tensor<1x8x4x64xf32>, tensor<1x8x2x64xf32>
  return %q2, %k2 : tensor<1x8x4x64xf32>, tensor<1x8x2x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["rope.apply"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %r tile_sizes [0, 0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Per-batch offsets cannot also carry a run-time tile start.
func.func @tile_seq_batch_offsets(%x: tensor<2x8x2x64xf32>, %o: tensor<2xi64>) -> tensor<2x8x2x64xf32> {
  // expected-error @+3 {{cannot tile the sequence axis 's' at a run-time start with batch_offsets: the shift would need both an offset and batch offsets}}
  // expected-error @+2 {{tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %y = rope.apply %x layout "bshd" batch_offsets %o : tensor<2xi64> params <> : tensor<2x8x2x64xf32>
  return %y : tensor<2x8x2x64xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["rope.apply"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %r tile_sizes [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
