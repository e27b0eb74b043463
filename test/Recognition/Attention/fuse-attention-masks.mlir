// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -verify-diagnostics -canonicalize | FileCheck %s

// Form 2: masks. Causal as a select on a compare of the query and key
// indices (any predicate and operand order meaning key > query, index
// casts allowed, -inf or a constant <= -1e30); additive biases as
// [B, H, Sq, Sk], [Sq, Sk] or [1, 1, Sq, Sk] operands.

// i < j on i64 casts, masked with -1e30.
// CHECK-LABEL: func.func @causal_index_cast_large_negative
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#bias_sk = affine_map<(b, h, i, j) -> (i, j)>
#bias_unit = affine_map<(b, h, i, j) -> (0, 0, i, j)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @causal_index_cast_large_negative(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %big = arith.constant -1.000000e+30 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %c = arith.cmpi slt, %i64, %j64 : i64
    %r = arith.select %c, %big, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// Keeps i >= j, fills the rest with the lowest f32 (HF's finfo.min): the
// same softmax, since no row is fully masked.
// CHECK-LABEL: func.func @causal_keep_lowest
// CHECK-NEXT: rope.attention {{.*}} causal params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#bias_sk = affine_map<(b, h, i, j) -> (i, j)>
#bias_unit = affine_map<(b, h, i, j) -> (0, 0, i, j)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @causal_keep_lowest(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %c = arith.cmpi sge, %i64, %j64 : i64
    %r = arith.select %c, %x, %lowest : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// An [Sq, Sk] bias read as (i, j).
// CHECK-LABEL: func.func @bias_rows_by_keys
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[N:[^:]+]]: index, %[[BIAS:[^:]+]]: tensor<16x16xf32>)
// CHECK-NEXT: rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index bias %[[BIAS]] : tensor<16x16xf32> params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#bias_sk = affine_map<(b, h, i, j) -> (i, j)>
#bias_unit = affine_map<(b, h, i, j) -> (0, 0, i, j)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @bias_rows_by_keys(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index, %bias: tensor<16x16xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %biased = linalg.generic {indexing_maps = [#id, #bias_sk, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled, %bias : tensor<1x4x16x16xf32>, tensor<16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %r = arith.addf %x, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%biased : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// A causal mask and a [B, H, Sq, Sk] bias (e.g. ALiBi) after it.
// CHECK-LABEL: func.func @causal_and_full_bias
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[N:[^:]+]]: index, %[[BIAS:[^:]+]]: tensor<1x4x16x16xf32>)
// CHECK-NEXT: rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index bias %[[BIAS]] : tensor<1x4x16x16xf32> causal params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#bias_sk = affine_map<(b, h, i, j) -> (i, j)>
#bias_unit = affine_map<(b, h, i, j) -> (0, 0, i, j)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @causal_and_full_bias(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index, %bias: tensor<1x4x16x16xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %biased = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%masked, %bias : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %r = arith.addf %x, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%biased : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// A [1, 1, Sq, Sk] bias broadcast by its map (torch's attn_mask): collapsed
// to [Sq, Sk].
// CHECK-LABEL: func.func @bias_unit_batch_heads
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[N:[^:]+]]: index, %[[BIAS:[^:]+]]: tensor<1x1x16x16xf32>)
// CHECK-NEXT: %[[B2:.+]] = tensor.collapse_shape %[[BIAS]] {{\[}}[0, 1, 2], [3]] : tensor<1x1x16x16xf32> into tensor<16x16xf32>
// CHECK-NEXT: rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index bias %[[B2]] : tensor<16x16xf32> params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#bias_sk = affine_map<(b, h, i, j) -> (i, j)>
#bias_unit = affine_map<(b, h, i, j) -> (0, 0, i, j)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @bias_unit_batch_heads(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index, %bias: tensor<1x1x16x16xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %biased = linalg.generic {indexing_maps = [#id, #bias_unit, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled, %bias : tensor<1x4x16x16xf32>, tensor<1x1x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %r = arith.addf %x, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%biased : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// An [Sq, Sk] bias expanded by linalg.broadcast: the attention takes it
// unexpanded.
// CHECK-LABEL: func.func @bias_broadcast_op
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[N:[^:]+]]: index, %[[BIAS:[^:]+]]: tensor<16x16xf32>)
// CHECK-NEXT: rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index bias %[[BIAS]] : tensor<16x16xf32> params <> {scale = 1.250000e-01 : f64}
// CHECK-NEXT: return
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#bias_sk = affine_map<(b, h, i, j) -> (i, j)>
#bias_unit = affine_map<(b, h, i, j) -> (0, 0, i, j)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @bias_broadcast_op(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index, %bias: tensor<16x16xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %bias_e = tensor.empty() : tensor<1x4x16x16xf32>
  %bias4 = linalg.broadcast ins(%bias : tensor<16x16xf32>) outs(%bias_e : tensor<1x4x16x16xf32>) dimensions = [0, 1]
  %biased = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled, %bias4 : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %r = arith.addf %x, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%biased : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// Queries at 4 + i, keys at j: the mask by index is no mask by position,
// so it becomes a [Sq, Sk] bias of 0 and -inf.
// CHECK-LABEL: func.func @causal_different_offsets
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>)
// CHECK-DAG: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[ZERO:.+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[MASK:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<16x16xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[I:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.+]] = linalg.index 1 : index
// CHECK-NEXT: %[[SEEN:.+]] = arith.cmpi sle, %[[J]], %[[I]] : index
// CHECK-NEXT: %[[B:.+]] = arith.select %[[SEEN]], %[[ZERO]], %[[NINF]] : f32
// CHECK-NEXT: linalg.yield %[[B]]
// CHECK: rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" bias %[[MASK]] : tensor<16x16xf32> params <> {scale = 1.250000e-01 : f64, static_q_offset = 4 : i64}
// CHECK-NOT: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @causal_different_offsets(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr = rope.apply %q layout "bhsd" static_offset 4 params <> : tensor<1x4x16x64xf32>
  %kr = rope.apply %k layout "bhsd" params <> : tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// Explicit positions need not increase with the index: the mask by index
// becomes a bias, the positions stay the rotation's.
// CHECK-LABEL: func.func @causal_explicit_positions
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x4x16x64xf32>, %[[K:[^:]+]]: tensor<1x4x16x64xf32>, %[[V:[^:]+]]: tensor<1x4x16x64xf32>, %[[POS:[^:]+]]: tensor<16xi32>)
// CHECK: %[[MASK:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<16x16xf32>)
// CHECK: arith.cmpi sle
// CHECK: rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_positions %[[POS]] : tensor<16xi32> k_positions %[[POS]] : tensor<16xi32> bias %[[MASK]] : tensor<16x16xf32> params <> {scale = 1.250000e-01 : f64}
// CHECK-NOT: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @causal_explicit_positions(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %pos: tensor<16xi32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" positions %pos : tensor<16xi32> params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}
