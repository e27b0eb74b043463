// The transform script of tiled-rope.test: tiles every rope.apply that
// carries a tile_* marker, and every linalg.copy with fuse_bshd, fusing the
// rotation it reads into the copy's loop.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %bshd = transform.structured.match ops{["rope.apply"]} attributes {tile_bshd} in %root : (!transform.any_op) -> !transform.any_op
    %t0, %l0 = transform.structured.tile_using_for %bshd tile_sizes [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %bhsd = transform.structured.match ops{["rope.apply"]} attributes {tile_bhsd} in %root : (!transform.any_op) -> !transform.any_op
    %t1, %l1 = transform.structured.tile_using_for %bhsd tile_sizes [0, 0, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %bs = transform.structured.match ops{["rope.apply"]} attributes {tile_batch_and_seq} in %root : (!transform.any_op) -> !transform.any_op
    %t2, %l2:2 = transform.structured.tile_using_for %bs tile_sizes [2, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %b = transform.structured.match ops{["rope.apply"]} attributes {tile_batch} in %root : (!transform.any_op) -> !transform.any_op
    %t3, %l3 = transform.structured.tile_using_for %b tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %copy = transform.structured.match ops{["linalg.copy"]} attributes {fuse_bshd} in %root : (!transform.any_op) -> !transform.any_op
    %t4, %l4 = transform.structured.fuse %copy tile_sizes [0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
