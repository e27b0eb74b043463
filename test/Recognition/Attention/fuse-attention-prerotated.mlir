// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -verify-diagnostics | FileCheck %s

// q and k that no rope.apply rotated (rotated elsewhere, or a model without
// RoPE): the attention still becomes one rope.attention, on q and k as they
// arrive: an identity rotation of q (every inverse frequency 0: cos 1,
// sin 0, exact) and keys_rotated. Causal by index is causal by position:
// both count from 0.

#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>

// No RoPE in sight.
// CHECK-LABEL: func.func @plain_attention
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x4x8xf32>, %[[K:[^:]+]]: tensor<1x2x4x8xf32>, %[[V:[^:]+]]: tensor<1x2x4x8xf32>
// CHECK: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" causal keys_rotated params <scaling = #rope.custom<freqs = [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]>> {scale = 1.000000e+00 : f64}
// CHECK-NOT: linalg.softmax
// CHECK: return %[[O]]
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @plain_attention(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<1x2x4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %s_e = tensor.empty() : tensor<1x2x4x4xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%s_z : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x4x4xf32>) outs(%s_e : tensor<1x2x4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %later = arith.cmpi ugt, %j, %i : index
    %r = arith.select %later, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x2x4x4xf32>) outs(%s_e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %o_e = tensor.empty() : tensor<1x2x4x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, scale 1}}
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x2x4x4xf32>, tensor<1x2x4x8xf32>) outs(%o_z : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x8xf32>
  return %o : tensor<1x2x4x8xf32>
}

// -----

#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>

// Rotated by tables (what rope-raise leaves when theta is not recoverable):
// the rotation stays, the attention reads its results.
// CHECK-LABEL: func.func @rotated_by_tables
// CHECK: %[[R:.+]]:2 = rope.apply_table
// CHECK: rope.attention %[[R]]#0, %[[R]]#1, %{{.*}} layout "bhsd" causal keys_rotated params <scaling = #rope.custom<freqs = [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]>>
// CHECK-NOT: linalg.softmax
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @rotated_by_tables(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<1x2x4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply_table %q, %k tables %cos, %sin : tensor<4x8xf32> layout "bhsd" params <> : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>
  %s_e = tensor.empty() : tensor<1x2x4x4xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kr : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%s_z : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x4x4xf32>) outs(%s_e : tensor<1x2x4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %later = arith.cmpi ugt, %j, %i : index
    %r = arith.select %later, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x2x4x4xf32>) outs(%s_e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %o_e = tensor.empty() : tensor<1x2x4x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, scale 1}}
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x2x4x4xf32>, tensor<1x2x4x8xf32>) outs(%o_z : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x8xf32>
  return %o : tensor<1x2x4x8xf32>
}

// -----

#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>

// Only q rotated here: k is read as it arrives (keys_rotated), q is
// rotated inside with its rope.apply's params.
// CHECK-LABEL: func.func @only_q_rotated
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x2x4x8xf32>, %[[K:[^:]+]]: tensor<1x2x4x8xf32>, %[[V:[^:]+]]: tensor<1x2x4x8xf32>
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" causal keys_rotated params <> {scale = 1.000000e+00 : f64}
// CHECK-NEXT: return %[[O]]
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @only_q_rotated(%q: tensor<1x2x4x8xf32>, %k: tensor<1x2x4x8xf32>, %v: tensor<1x2x4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<1x2x4x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr = rope.apply %q layout "bhsd" params <> : tensor<1x2x4x8xf32>
  %s_e = tensor.empty() : tensor<1x2x4x4xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %k : tensor<1x2x4x8xf32>, tensor<1x2x4x8xf32>) outs(%s_z : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x2x4x4xf32>) outs(%s_e : tensor<1x2x4x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %later = arith.cmpi ugt, %j, %i : index
    %r = arith.select %later, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x2x4x4xf32>) outs(%s_e : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %o_e = tensor.empty() : tensor<1x2x4x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<1x2x4x8xf32>) -> tensor<1x2x4x8xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, scale 1}}
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x2x4x4xf32>, tensor<1x2x4x8xf32>) outs(%o_z : tensor<1x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x2x4x8xf32>
  return %o : tensor<1x2x4x8xf32>
}
