// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -verify-diagnostics | FileCheck %s
// RUN: rope-opt %s -split-input-file -rope-fuse-attention > %t.after
// RUN: rope-opt %s -split-input-file > %t.before
// RUN: diff %t.before %t.after

// Attentions rope-fuse-attention must leave exactly as they are (the diff),
// each with the first reason it gives.

// The rotated queries are also returned: fusing would rotate them twice.
// CHECK-LABEL: func.func @rotated_query_other_user
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @rotated_query_other_user(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> (tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the rotated q, or scores or weights made from it, has a user outside the attention}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out, %qr : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
}

// -----

// The attention weights are returned too (output_attentions).
// CHECK-LABEL: func.func @weights_other_user
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @weights_other_user(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> (tensor<1x4x16x64xf32>, tensor<1x4x16x16xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the rotated q, or scores or weights made from it, has a user outside the attention}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out, %p : tensor<1x4x16x64xf32>, tensor<1x4x16x16xf32>
}

// -----

// A sliding window (keys before i - 4 masked) has no rope.attention form.
// CHECK-LABEL: func.func @sliding_window_mask
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @sliding_window_mask(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
    %w = arith.constant 4 : index
    %start = arith.subi %i, %w : index
    %c = arith.cmpi ult, %j, %start : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the mask hides keys before a window of the query (a sliding window or chunk): rope.attention masks causally only}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// Masking the keys before the query is not causal.
// CHECK-LABEL: func.func @mask_keys_before_query
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @mask_keys_before_query(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
    %c = arith.cmpi ult, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the mask hides keys before a window of the query (a sliding window or chunk): rope.attention masks causally only}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// -1e4 does not give masked keys a zero weight.
// CHECK-LABEL: func.func @mask_small_fill
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @mask_small_fill(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %small = arith.constant -1.000000e+04 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
    %r = arith.select %c, %small, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the scores are selected against something other than a hiding value}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// q and k rotated with different theta.
// CHECK-LABEL: func.func @different_params
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @different_params(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr = rope.apply %q layout "bhsd" params <theta = 5.000000e+05> : tensor<1x4x16x64xf32>
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
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: q and k are rotated with different params}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// rope.attention has no per-batch offsets.
// CHECK-LABEL: func.func @batch_offsets
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @batch_offsets(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %bo: tensor<1xi64>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" batch_offsets %bo : tensor<1xi64> params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: per-batch offsets have no rope.attention form}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// The inverse rotation.
// CHECK-LABEL: func.func @inverse_rotation
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @inverse_rotation(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" inverse params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: q or k is rotated by the inverse rotation}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// A softmax over the query axis.
// CHECK-LABEL: func.func @softmax_over_queries
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @softmax_over_queries(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  %p = linalg.softmax dimension(2) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the softmax normalises another axis than the key}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// Q.K^T contracting k over its sequence axis instead of its head dim.
// CHECK-LABEL: func.func @contraction_over_key_sequence
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @contraction_over_key_sequence(%q: tensor<1x4x16x16xf32>, %k: tensor<1x4x16x16xf32>, %v: tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kr : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: k is not a four-axis tensor read at the scores' channel}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%out_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  return %out : tensor<1x4x16x16xf32>
}

// -----

// A scale passed at run time.
// CHECK-LABEL: func.func @scale_not_constant
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @scale_not_constant(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %s: f32) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
    %r = arith.mulf %x, %s : f32
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
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: Q.K^T is scaled by something other than a constant}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// A bias added before the scale would be scaled too.
// CHECK-LABEL: func.func @bias_before_scale
// CHECK-NOT: rope.attention
// CHECK: linalg.softmax
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @bias_before_scale(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %bias: tensor<1x4x16x16xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  %biased = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores, %bias : tensor<1x4x16x16xf32>, tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %b: f32, %o: f32):
    %r = arith.addf %x, %b : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%biased : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: a bias or mask is scaled with the scores (added before the scale)}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// Softmaxes that are not the middle of an attention at all.

// -----

// A softmax that is not over [B, H, Sq, Sk] scores.
// CHECK-LABEL: func.func @rank2
// CHECK-NOT: rope.attention
#id2 = affine_map<(i, j) -> (i, j)>
#r2 = affine_map<(i, j) -> (i)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @rank2(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// A normalisation by a row sum, not of rank-4 scores.
// CHECK-LABEL: func.func @rank2_div
// CHECK-NOT: rope.attention
#id2 = affine_map<(i, j) -> (i, j)>
#r2 = affine_map<(i, j) -> (i)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @rank2_div(%x: tensor<4x8xf32>, %o: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4x8xf32> {
  %sum = linalg.generic {indexing_maps = [#id2, #r2], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%r : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id2, #r2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : tensor<4x8xf32>, tensor<4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// A softmax whose result is returned, not multiplied by v.
// CHECK-LABEL: func.func @softmax_of_argument
// CHECK-NOT: rope.attention
#id2 = affine_map<(i, j) -> (i, j)>
#r2 = affine_map<(i, j) -> (i)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @softmax_of_argument(%x: tensor<1x2x4x4xf32>, %o: tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> {
  %p = linalg.softmax dimension(3) ins(%x : tensor<1x2x4x4xf32>) outs(%o : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %p : tensor<1x2x4x4xf32>
}

// -----

// Division by a sum accumulated onto a tensor that is not zero.
// CHECK-LABEL: func.func @div_by_sum_of_argument
// CHECK-NOT: rope.attention
#id2 = affine_map<(i, j) -> (i, j)>
#r2 = affine_map<(i, j) -> (i)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @div_by_sum_of_argument(%x: tensor<1x2x4x4xf32>, %o: tensor<1x2x4x4xf32>, %r: tensor<1x2x4xf32>) -> tensor<1x2x4x4xf32> {
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x2x4x4xf32>) outs(%r : tensor<1x2x4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1x2x4xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %sum : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%o : tensor<1x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<1x2x4x4xf32>
  return %p : tensor<1x2x4x4xf32>
}

// -----

// A softmax on buffers.
// CHECK-LABEL: func.func @softmax_memref
// CHECK-NOT: rope.attention
#id2 = affine_map<(i, j) -> (i, j)>
#r2 = affine_map<(i, j) -> (i)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @softmax_memref(%x: memref<1x2x4x4xf32>, %o: memref<1x2x4x4xf32>) {
  linalg.softmax dimension(3) ins(%x : memref<1x2x4x4xf32>) outs(%o : memref<1x2x4x4xf32>)
  return
}

// -----

// v read through a slice whose stride leaves the tensor (a slice no
// execution may take): no copy of v into the attention's layout is valid.
// CHECK-LABEL: func.func @v_read_outside
// CHECK-NOT: rope.attention
// CHECK: tensor.extract_slice
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @v_read_outside(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %vbig: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
  %v = tensor.extract_slice %vbig[0, 0, 0, 0] [1, 4, 16, 64] [1, 1, -2147483648, 1] : tensor<1x4x16x64xf32> to tensor<1x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<1x4x16x64xf32>) outs(%kt_e : tensor<1x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x4x16x64xf32>, tensor<1x4x64x16xf32>) outs(%scores_zero : tensor<1x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_zero_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: q, k or v cannot be copied into the attention's layout (an extent that is not static, or a read outside the tensor)}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// K grouped 4 to a kv head over 2 kv heads, v read at the same head
// h / 4 but holding 4 heads: rope.attention would read all of v's heads,
// so the weighted sum is left as it is.
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#qk_k_gqa = affine_map<(b, h, i, j, d) -> (b, h floordiv 4, j, d)>
#pv_v_gqa = affine_map<(b, h, i, e, j) -> (b, h floordiv 4, j, e)>
#pv_v_gqa2 = affine_map<(b, h, i, e, j) -> (b, h floordiv 4, j, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @k_and_v_grouped_differently(%q: tensor<1x8x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x4x16x64xf32>, %n: index) -> tensor<1x8x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>
  %ke_e = tensor.empty() : tensor<1x2x4x16x64xf32>
  %ke_b = linalg.broadcast ins(%kr : tensor<1x2x16x64xf32>) outs(%ke_e : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %ke = tensor.collapse_shape %ke_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x8x64x16xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x8x16x64xf32>) outs(%kt_e : tensor<1x8x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<1x8x16x64xf32>, tensor<1x8x64x16xf32>) outs(%scores_zero : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x16xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x8x16x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.mulf %x, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scaled : tensor<1x8x16x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %r = arith.select %c, %ninf, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x8x16x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x8x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x8x16x64xf32>) -> tensor<1x8x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: v has another number of kv heads than k}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v_gqa2, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x8x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}

// -----

// Weights zeroed where ANY key of the row is hidden: not torch's guard.
// CHECK-LABEL: func.func @guard_any_hidden
// CHECK-NOT: rope.attention
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#row1 = affine_map<(b, h, i, j) -> (b, h, i, 0)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @guard_any_hidden(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %false = arith.constant false
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %s = arith.mulf %x, %scale : f32
    %r = arith.select %c, %ninf, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %ri = tensor.empty() : tensor<1x4x16xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%ri : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%masked : tensor<1x4x16x16xf32>) outs(%mi : tensor<1x4x16xf32>) {
  ^bb0(%x: f32, %m: f32):
    %r = arith.maximumf %x, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%masked, %max : tensor<1x4x16x16xf32>, tensor<1x4x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<1x4x16x16xf32>
  %si = linalg.fill ins(%zero : f32) outs(%ri : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<1x4x16x16xf32>) outs(%si : tensor<1x4x16xf32>) {
  ^bb0(%x: f32, %s: f32):
    %r = arith.addf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16xf32>
  %bi = tensor.empty() : tensor<1x4x16x1xi1>
  %bf = linalg.fill ins(%false : i1) outs(%bi : tensor<1x4x16x1xi1>) -> tensor<1x4x16x1xi1>
  %rows = linalg.generic {indexing_maps = [#id, #row1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%masked : tensor<1x4x16x16xf32>) outs(%bf : tensor<1x4x16x1xi1>) {
  ^bb0(%x: f32, %acc: i1):
    %hidden = arith.cmpf oeq, %x, %ninf : f32
    %t = arith.xori %hidden, %false : i1
    %r = arith.ori %t, %acc : i1
    linalg.yield %r : i1
  } -> tensor<1x4x16x1xi1>
  %p = linalg.generic {indexing_maps = [#id, #row, #row1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum, %rows : tensor<1x4x16x16xf32>, tensor<1x4x16xf32>, tensor<1x4x16x1xi1>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%e: f32, %s: f32, %row: i1, %o: f32):
    %w = arith.divf %e, %s : f32
    %empty = arith.xori %row, %false : i1
    %r = arith.select %empty, %zero, %w : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the weights are zeroed by a condition other than a row without a visible key}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}

// -----

// A padding rule of the query (pad[b, i]) hides whole rows, not keys.
// CHECK-LABEL: func.func @padding_by_query
// CHECK-NOT: rope.attention
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#row1 = affine_map<(b, h, i, j) -> (b, h, i, 0)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @padding_by_query(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>, %pad: tensor<1x16xi1>) -> tensor<1x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>
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
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %causal = arith.cmpi sle, %j, %i : index
    %keep = tensor.extract %pad[%c0, %i] : tensor<1x16xi1>
    %visible = arith.andi %causal, %keep : i1
    %s = arith.mulf %x, %scale : f32
    %r = arith.select %visible, %s, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<1x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x4x16x16xf32>) outs(%scores_e : tensor<1x4x16x16xf32>) -> tensor<1x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<1x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: the mask computed in the function hides keys by a rule of the query that is not causal (key <= query)}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x4x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x4x16x64xf32>
  return %out : tensor<1x4x16x64xf32>
}
