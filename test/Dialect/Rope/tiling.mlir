// RUN: rope-opt %s -split-input-file --transform-interpreter --canonicalize | FileCheck %s

// Attention scores q_rot . k^T per head, tiled along the query rows with
// structured.fuse: rope.apply is fused into the loop on the rows' slice,
// rotated at static_offset + s0 + i (the tile's start as the run-time
// offset). bshd.
#q = affine_map<(b, h, i, j, d) -> (b, i, h, d)>
#k = affine_map<(b, h, i, j, d) -> (b, j, h, d)>
#o = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
// CHECK-LABEL: func.func @scores_bshd_static_offset(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<1x10x2x64xf32>, %[[K:[a-z0-9]+]]: tensor<1x10x2x64xf32>
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}})
// CHECK: %[[ROWS:.+]] = affine.min
// CHECK: %[[QT:.+]] = tensor.extract_slice %[[Q]][0, %[[I]], 0, 0] [1, %[[ROWS]], 2, 64] [1, 1, 1, 1]
// CHECK: %[[QR:.+]] = rope.apply %[[QT]] layout "bshd" offset %[[I]] : index static_offset 7 params <> : tensor<1x?x2x64xf32>
// CHECK: %[[OUT:.+]] = tensor.extract_slice %[[ACC]][0, 0, %[[I]], 0] [1, 2, %[[ROWS]], 10]
// CHECK: %[[S:.+]] = linalg.generic {{.+}} ins(%[[QR]], %[[K]] : tensor<1x?x2x64xf32>, tensor<1x10x2x64xf32>) outs(%[[OUT]] : tensor<1x2x?x10xf32>)
// CHECK: tensor.insert_slice %[[S]] into %[[ACC]][0, 0, %[[I]], 0] [1, 2, %[[ROWS]], 10]
// CHECK-NOT: rope.apply
// CHECK: return
func.func @scores_bshd_static_offset(%q: tensor<1x10x2x64xf32>, %k: tensor<1x10x2x64xf32>, %init: tensor<1x2x10x10xf32>) -> tensor<1x2x10x10xf32> {
  %qr = rope.apply %q layout "bshd" static_offset 7 params <> : tensor<1x10x2x64xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qr, %k : tensor<1x10x2x64xf32>, tensor<1x10x2x64xf32>) outs(%init : tensor<1x2x10x10xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x10x10xf32>
  return %s : tensor<1x2x10x10xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.fuse %g tile_sizes [0, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// bhsd with a run-time i32 offset, tile_using_for + fuse_into_containing_op:
// the tile's offset is offset + s0 in the offset's own type.
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#o = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
// CHECK-LABEL: func.func @scores_bhsd_runtime_offset(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<1x2x8x64xf32>, %[[K:[a-z0-9]+]]: tensor<1x2x8x64xf32>, %{{.+}}: tensor<1x2x8x8xf32>, %[[N:[a-z0-9]+]]: i32
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[ACC:.+]] = %{{.+}})
// CHECK: %[[QT:.+]] = tensor.extract_slice %[[Q]][0, 0, %[[I]], 0] [1, 2, 4, 64] [1, 1, 1, 1] : tensor<1x2x8x64xf32> to tensor<1x2x4x64xf32>
// CHECK: %[[I32:.+]] = arith.index_cast %[[I]] : index to i32
// CHECK: %[[OFF:.+]] = arith.addi %[[N]], %[[I32]] : i32
// CHECK: %[[QR:.+]] = rope.apply %[[QT]] layout "bhsd" offset %[[OFF]] : i32 params <theta = 5.000000e+05> : tensor<1x2x4x64xf32>
// CHECK: linalg.generic {{.+}} ins(%[[QR]], %[[K]] : tensor<1x2x4x64xf32>, tensor<1x2x8x64xf32>) outs(%{{.+}} : tensor<1x2x4x8xf32>)
// CHECK-NOT: rope.apply
// CHECK: return
func.func @scores_bhsd_runtime_offset(%q: tensor<1x2x8x64xf32>, %k: tensor<1x2x8x64xf32>, %init: tensor<1x2x8x8xf32>, %n: i32) -> tensor<1x2x8x8xf32> {
  %qr = rope.apply %q layout "bhsd" offset %n : i32 params <theta = 500000.0> : tensor<1x2x8x64xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qr, %k : tensor<1x2x8x64xf32>, tensor<1x2x8x64xf32>) outs(%init : tensor<1x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  return %s : tensor<1x2x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.structured.match ops{["rope.apply"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [0, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f, %l2 = transform.structured.fuse_into_containing_op %r into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Explicit [B, S] positions, tiled along batch and query rows: the
// positions are sliced like the tokens, no offset appears.
#q = affine_map<(b, h, i, j, d) -> (b, i, h, d)>
#k = affine_map<(b, h, i, j, d) -> (b, j, h, d)>
#o = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
// CHECK-LABEL: func.func @scores_bshd_positions(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<2x8x2x64xbf16>, %{{.+}}: tensor<2x8x2x64xbf16>, %{{.+}}: tensor<2x2x8x8xf32>, %[[P:[a-z0-9]+]]: tensor<2x8xi32>
// CHECK: scf.for %[[B:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args
// CHECK: %[[QT:.+]] = tensor.extract_slice %[[Q]][%[[B]], %[[I]], 0, 0] [1, 4, 2, 64] [1, 1, 1, 1]
// CHECK: %[[PT:.+]] = tensor.extract_slice %[[P]][%[[B]], %[[I]]] [1, 4] [1, 1] : tensor<2x8xi32> to tensor<1x4xi32>
// CHECK: rope.apply %[[QT]] layout "bshd" positions %[[PT]] : tensor<1x4xi32> params <pairing = interleaved> : tensor<1x4x2x64xbf16>
// CHECK: linalg.generic
func.func @scores_bshd_positions(%q: tensor<2x8x2x64xbf16>, %k: tensor<2x8x2x64xbf16>, %init: tensor<2x2x8x8xf32>, %p: tensor<2x8xi32>) -> tensor<2x2x8x8xf32> {
  %qr = rope.apply %q layout "bshd" positions %p : tensor<2x8xi32> params <pairing = interleaved> : tensor<2x8x2x64xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qr, %k : tensor<2x8x2x64xbf16>, tensor<2x8x2x64xbf16>) outs(%init : tensor<2x2x8x8xf32>) {
  ^bb0(%a: bf16, %b: bf16, %c: f32):
    %a32 = arith.extf %a : bf16 to f32
    %b32 = arith.extf %b : bf16 to f32
    %m = arith.mulf %a32, %b32 : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  return %s : tensor<2x2x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.fuse %g tile_sizes [1, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Explicit [S] positions in "shd" (packed tokens), rope.apply_table: the
// positions are sliced, the tables (indexed by position) are not.
#q = affine_map<(h, i, j, d) -> (i, h, d)>
#k = affine_map<(h, i, j, d) -> (j, h, d)>
#o = affine_map<(h, i, j, d) -> (h, i, j)>
// CHECK-LABEL: func.func @scores_shd_table_positions(
// CHECK-SAME: %[[Q:[a-z0-9]+]]: tensor<8x2x64xf32>, %{{.+}}: tensor<8x2x64xf32>, %{{.+}}: tensor<2x8x8xf32>, %[[P:[a-z0-9]+]]: tensor<8xi64>, %[[COS:[a-z0-9]+]]: tensor<100x32xf32>, %[[SIN:[a-z0-9]+]]: tensor<100x32xf32>
// CHECK: scf.for %[[I:.+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args
// CHECK: %[[QT:.+]] = tensor.extract_slice %[[Q]][%[[I]], 0, 0] [2, 2, 64] [1, 1, 1]
// CHECK: %[[PT:.+]] = tensor.extract_slice %[[P]][%[[I]]] [2] [1] : tensor<8xi64> to tensor<2xi64>
// CHECK: rope.apply_table %[[QT]] tables %[[COS]], %[[SIN]] : tensor<100x32xf32> layout "shd" positions %[[PT]] : tensor<2xi64> params <> : tensor<2x2x64xf32>
// CHECK: linalg.generic
func.func @scores_shd_table_positions(%q: tensor<8x2x64xf32>, %k: tensor<8x2x64xf32>, %init: tensor<2x8x8xf32>, %p: tensor<8xi64>, %cos: tensor<100x32xf32>, %sin: tensor<100x32xf32>) -> tensor<2x8x8xf32> {
  %qr = rope.apply_table %q tables %cos, %sin : tensor<100x32xf32> layout "shd" positions %p : tensor<8xi64> params <> : tensor<8x2x64xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%qr, %k : tensor<8x2x64xf32>, tensor<8x2x64xf32>) outs(%init : tensor<2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8xf32>
  return %s : tensor<2x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.fuse %g tile_sizes [0, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Tiling the consumer's reduction over d would need a slice of the head
// dim: rope.apply is not fused and stays whole, before the loops.
#q = affine_map<(b, h, i, j, d) -> (b, i, h, d)>
#k = affine_map<(b, h, i, j, d) -> (b, j, h, d)>
#o = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
// CHECK-LABEL: func.func @no_fuse_head_dim_tile(
// CHECK: rope.apply %{{.+}} layout "bshd" static_offset 7 params <> : tensor<1x8x2x64xf32>
// CHECK: scf.for
// CHECK-NOT: rope.apply
// CHECK: return
func.func @no_fuse_head_dim_tile(%q: tensor<1x8x2x64xf32>, %k: tensor<1x8x2x64xf32>, %init: tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32> {
  %qr = rope.apply %q layout "bshd" static_offset 7 params <> : tensor<1x8x2x64xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%qr, %k : tensor<1x8x2x64xf32>, tensor<1x8x2x64xf32>) outs(%init : tensor<1x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  return %s : tensor<1x2x8x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l:2 = transform.structured.fuse %g tile_sizes [0, 0, 4, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
