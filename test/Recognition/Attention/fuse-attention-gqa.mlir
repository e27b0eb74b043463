// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -verify-diagnostics -canonicalize | FileCheck %s

// Form 3: GQA. k and v expanded from 2 to 8 heads (HF's repeat_kv as
// torch-mlir lowers it, or contractions reading head h floordiv 4): the
// attention takes the unexpanded k and v.

// linalg.broadcast to [B, 2, 4, S, D] and collapse_shape to [B, 8, S, D].
// CHECK-LABEL: func.func @repeat_kv_generic
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x8x16x64xf32>, %[[K:[^:]+]]: tensor<1x2x16x64xf32>, %[[V:[^:]+]]: tensor<1x2x16x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal params <theta = 5.000000e+05> {scale = 1.250000e-01 : f64} : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>, tensor<1x2x16x64xf32>
// CHECK-NEXT: return %[[O]]
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
#pv_v_gqa2 = affine_map<(b, h, i, e, j) -> (b, h floordiv 2, j, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @repeat_kv_generic(%q: tensor<1x8x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x2x16x64xf32>, %n: index) -> tensor<1x8x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>
  %ke_e = tensor.empty() : tensor<1x2x4x16x64xf32>
  %ke_b = linalg.broadcast ins(%kr : tensor<1x2x16x64xf32>) outs(%ke_e : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %ke = tensor.collapse_shape %ke_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>
  %ve_e = tensor.empty() : tensor<1x2x4x16x64xf32>
  %ve_b = linalg.broadcast ins(%v : tensor<1x2x16x64xf32>) outs(%ve_e : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %ve = tensor.collapse_shape %ve_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>
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
  // expected-remark @+1 {{fused attention: layout bhsd, causal, GQA 4, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %ve : tensor<1x8x16x16xf32>, tensor<1x8x16x64xf32>) outs(%out_zero : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}

// -----

// Both contractions read kv head h floordiv 4.
// CHECK-LABEL: func.func @floordiv_maps
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x8x16x64xf32>, %[[K:[^:]+]]: tensor<1x2x16x64xf32>, %[[V:[^:]+]]: tensor<1x2x16x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal params <theta = 5.000000e+05> {scale = 1.250000e-01 : f64} : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>, tensor<1x2x16x64xf32>
// CHECK-NEXT: return %[[O]]
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
#pv_v_gqa2 = affine_map<(b, h, i, e, j) -> (b, h floordiv 2, j, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @floordiv_maps(%q: tensor<1x8x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x2x16x64xf32>, %n: index) -> tensor<1x8x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>
  %scores_zero_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_k_gqa, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kr : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>) outs(%scores_zero : tensor<1x8x16x16xf32>) {
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
  // expected-remark @+1 {{fused attention: layout bhsd, causal, GQA 4, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v_gqa, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x8x16x16xf32>, tensor<1x2x16x64xf32>) outs(%out_zero : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}

// -----

// repeat_kv, then batch matmuls on [B*H, ., .] and a decomposed softmax.
// CHECK-LABEL: func.func @repeat_kv_batch_matmul
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x8x16x64xf32>, %[[K:[^:]+]]: tensor<1x2x16x64xf32>, %[[V:[^:]+]]: tensor<1x2x16x64xf32>, %[[N:[^:]+]]: index)
// CHECK-NEXT: %[[O:.+]] = rope.attention %[[Q]], %[[K]], %[[V]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal params <theta = 5.000000e+05> {scale = 1.250000e-01 : f64} : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>, tensor<1x2x16x64xf32>
// CHECK-NEXT: return %[[O]]
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
#pv_v_gqa2 = affine_map<(b, h, i, e, j) -> (b, h floordiv 2, j, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @repeat_kv_batch_matmul(%q: tensor<1x8x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x2x16x64xf32>, %n: index) -> tensor<1x8x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>
  %ke_e = tensor.empty() : tensor<1x2x4x16x64xf32>
  %ke_b = linalg.broadcast ins(%kr : tensor<1x2x16x64xf32>) outs(%ke_e : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %ke = tensor.collapse_shape %ke_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>
  %ve_e = tensor.empty() : tensor<1x2x4x16x64xf32>
  %ve_b = linalg.broadcast ins(%v : tensor<1x2x16x64xf32>) outs(%ve_e : tensor<1x2x4x16x64xf32>) dimensions = [2]
  %ve = tensor.collapse_shape %ve_b [[0], [1, 2], [3], [4]] : tensor<1x2x4x16x64xf32> into tensor<1x8x16x64xf32>
  %qc = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x8x16x64xf32> into tensor<8x16x64xf32>
  %kt_e = tensor.empty() : tensor<1x8x64x16xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x8x16x64xf32>) outs(%kt_e : tensor<1x8x64x16xf32>) permutation = [0, 1, 3, 2]
  %kc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x8x64x16xf32> into tensor<8x64x16xf32>
  %scores_zero_e = tensor.empty() : tensor<8x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %scores_c = linalg.batch_matmul ins(%qc, %kc : tensor<8x16x64xf32>, tensor<8x64x16xf32>) outs(%scores_zero : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %scores = tensor.expand_shape %scores_c [[0, 1], [2], [3]] output_shape [1, 8, 16, 16] : tensor<8x16x16xf32> into tensor<1x8x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x8x16x16xf32>
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
  %row_e = tensor.empty() : tensor<1x8x16xf32>
  %row_ninf = linalg.fill ins(%ninf : f32) outs(%row_e : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%masked : tensor<1x8x16x16xf32>) outs(%row_ninf : tensor<1x8x16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%masked, %max : tensor<1x8x16x16xf32>, tensor<1x8x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16x16xf32>
  %row_zero = linalg.fill ins(%zero : f32) outs(%row_e : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<1x8x16x16xf32>) outs(%row_zero : tensor<1x8x16xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<1x8x16x16xf32>, tensor<1x8x16xf32>) outs(%scores_e : tensor<1x8x16x16xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %r = arith.divf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x8x16x16xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
  %vc = tensor.collapse_shape %ve [[0, 1], [2], [3]] : tensor<1x8x16x64xf32> into tensor<8x16x64xf32>
  %out_zero_e = tensor.empty() : tensor<8x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, GQA 4, scale 0.125}}
  %out_c = linalg.batch_matmul ins(%pc, %vc : tensor<8x16x16xf32>, tensor<8x16x64xf32>) outs(%out_zero : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
  %out = tensor.expand_shape %out_c [[0, 1], [2], [3]] output_shape [1, 8, 16, 64] : tensor<8x16x64xf32> into tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}

// -----

// k expanded 4 times, v (4 heads) read at h floordiv 2: not one GQA.
// CHECK-LABEL: func.func @k_and_v_grouped_differently
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
#qk_k_gqa = affine_map<(b, h, i, j, d) -> (b, h floordiv 4, j, d)>
#pv_v_gqa = affine_map<(b, h, i, e, j) -> (b, h floordiv 4, j, e)>
#pv_v_gqa2 = affine_map<(b, h, i, e, j) -> (b, h floordiv 2, j, e)>
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
  // expected-remark @+1 {{rope-fuse-attention: weighted sum not fused: v is read at the query or its heads, not the kv heads}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v_gqa2, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x8x16x16xf32>, tensor<1x4x16x64xf32>) outs(%out_zero : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}

// -----

// v is read at head h floordiv (2^63 - 1), which is head 0 for every query
// head: v's head 0 is repeated to the kv heads (no signed overflow on the
// way).
// CHECK: #[[HEAD0:.+]] = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
// CHECK-LABEL: func.func @floordiv_by_int64_max
// CHECK-SAME: (%[[Q:[^:]+]]: tensor<1x8x16x64xf32>, %[[K:[^:]+]]: tensor<1x2x16x64xf32>, %[[V:[^:]+]]: tensor<1x2x16x64xf32>, %[[N:[^:]+]]: index)
// CHECK: %[[V0:.+]] = linalg.generic {indexing_maps = [#[[HEAD0]], #{{.+}}], {{.*}} ins(%[[V]] : tensor<1x2x16x64xf32>) outs(%{{.+}} : tensor<1x2x16x64xf32>)
// CHECK: rope.attention %[[Q]], %[[K]], %[[V0]] layout "bhsd" q_offset %[[N]] : index k_offset %[[N]] : index causal
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
#pv_v_gqa = affine_map<(b, h, i, e, j) -> (b, h floordiv 9223372036854775807, j, e)>
#pv_v_gqa2 = affine_map<(b, h, i, e, j) -> (b, h floordiv 2, j, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @floordiv_by_int64_max(%q: tensor<1x8x16x64xf32>, %k: tensor<1x2x16x64xf32>, %v: tensor<1x2x16x64xf32>, %n: index) -> tensor<1x8x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>
  %scores_zero_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %scores_e = tensor.empty() : tensor<1x8x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_k_gqa, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kr : tensor<1x8x16x64xf32>, tensor<1x2x16x64xf32>) outs(%scores_zero : tensor<1x8x16x16xf32>) {
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
  // expected-remark @+1 {{fused attention: layout bhsd, causal, GQA 4, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v_gqa, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x8x16x16xf32>, tensor<1x2x16x64xf32>) outs(%out_zero : tensor<1x8x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<1x8x16x64xf32>
  return %out : tensor<1x8x16x64xf32>
}
