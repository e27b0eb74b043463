// RUN: rope-opt %s -split-input-file -rope-fuse-attention=report=true -verify-diagnostics -canonicalize | FileCheck %s

// Masks computed in the function that are no mask by position: rules of the
// batch, head and key alone (a padding mask from an input, a mask over
// heads) become a [B|1, H|1, 1, Sk] bias beside `causal`; torch's guarded
// softmax (rows without a visible key give 0) fuses as rope.attention gives
// those rows 0 too; a finite hiding value that absorbs the scores stays the
// bias's, causal part included. Refusals: fuse-attention-negative.mlir and
// the -1e9 twin of the finite hiding case.

// A mask comparing the key index with the head index: a rule of the head
// and the key alone, a [1, H, 1, Sk] bias.
// CHECK-LABEL: func.func @mask_over_heads
// CHECK: %[[MASK:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<1x4x1x16xf32>)
// CHECK-DAG: %[[H:.+]] = linalg.index 1 : index
// CHECK-DAG: %[[J:.+]] = linalg.index 3 : index
// CHECK: arith.cmpi ule, %[[J]], %[[H]] : index
// CHECK: rope.attention %{{.+}}, %{{.+}}, %{{.+}} layout "bhsd" bias %[[MASK]] : tensor<1x4x1x16xf32> params <> {scale = 1.250000e-01 : f64}
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
func.func @mask_over_heads(%q: tensor<1x4x16x64xf32>, %k: tensor<1x4x16x64xf32>, %v: tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32> {
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
    %h = linalg.index 1 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %h : index
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

// transformers' mask with padding: causal AND the key not padded
// (attention_mask[b, j] != 0), the negative index wrap-around of torch's
// indexing looked through: causal plus a [B, 1, 1, Sk] bias read from the
// input. The weights are torch's guarded softmax (_safe_softmax: rows without
// a visible key give 0, as rope.attention's do).
// CHECK-LABEL: func.func @causal_and_padding
// CHECK-SAME: %[[PAD:[^:]+]]: tensor<2x16xi64>
// CHECK: %[[MASK:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<2x1x1x16xf32>)
// CHECK-DAG: %[[B:.+]] = linalg.index 0 : index
// CHECK-DAG: %[[J:.+]] = linalg.index 3 : index
// CHECK: %[[KEEP:.+]] = tensor.extract %[[PAD]][%[[B]], %[[J]]] : tensor<2x16xi64>
// CHECK: arith.cmpi ne, %[[KEEP]]
// CHECK: rope.attention %{{.+}}, %{{.+}}, %{{.+}} layout "bhsd" bias %[[MASK]] : tensor<2x1x1x16xf32> causal params <> {scale = 1.250000e-01 : f64}
// CHECK-NOT: linalg.generic
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#row1 = affine_map<(b, h, i, j) -> (b, h, i, 0)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @causal_and_padding(%q: tensor<2x4x16x64xf32>, %k: tensor<2x4x16x64xf32>, %v: tensor<2x4x16x64xf32>, %pad: tensor<2x16xi64>) -> tensor<2x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : i64
  %c2 = arith.constant 2 : i64
  %c16 = arith.constant 16 : i64
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<2x4x16x64xf32>, tensor<2x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<2x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<2x4x16x64xf32>) outs(%kt_e : tensor<2x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<2x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<2x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<2x4x16x64xf32>, tensor<2x4x64x16xf32>) outs(%scores_zero : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<2x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x16x16xf32>) outs(%scores_e : tensor<2x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %b = linalg.index 0 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %causal = arith.cmpi sle, %j, %i : index
    %b64 = arith.index_cast %b : index to i64
    %bneg = arith.cmpi slt, %b64, %c0 : i64
    %bwrap = arith.addi %b64, %c2 : i64
    %bw = arith.select %bneg, %bwrap, %b64 : i64
    %bi = arith.index_cast %bw : i64 to index
    %j64 = arith.index_cast %j : index to i64
    %jneg = arith.cmpi slt, %j64, %c0 : i64
    %jwrap = arith.addi %j64, %c16 : i64
    %jw = arith.select %jneg, %jwrap, %j64 : i64
    %ji = arith.index_cast %jw : i64 to index
    %keep = tensor.extract %pad[%bi, %ji] : tensor<2x16xi64>
    %kept = arith.cmpi ne, %keep, %c0 : i64
    %visible = arith.andi %causal, %kept : i1
    %bias = arith.select %visible, %zero, %ninf : f32
    %s = arith.mulf %x, %scale : f32
    %r = arith.addf %s, %bias : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16x16xf32>
  %ri = tensor.empty() : tensor<2x4x16xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%ri : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%masked : tensor<2x4x16x16xf32>) outs(%mi : tensor<2x4x16xf32>) {
  ^bb0(%x: f32, %m: f32):
    %r = arith.maximumf %x, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%masked, %max : tensor<2x4x16x16xf32>, tensor<2x4x16xf32>) outs(%scores_e : tensor<2x4x16x16xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<2x4x16x16xf32>
  %si = linalg.fill ins(%zero : f32) outs(%ri : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<2x4x16x16xf32>) outs(%si : tensor<2x4x16xf32>) {
  ^bb0(%x: f32, %s: f32):
    %r = arith.addf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16xf32>
  %bi = tensor.empty() : tensor<2x4x16x1xi1>
  %bf = linalg.fill ins(%false : i1) outs(%bi : tensor<2x4x16x1xi1>) -> tensor<2x4x16x1xi1>
  %rows = linalg.generic {indexing_maps = [#id, #row1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%masked : tensor<2x4x16x16xf32>) outs(%bf : tensor<2x4x16x1xi1>) {
  ^bb0(%x: f32, %acc: i1):
    %hidden = arith.cmpf oeq, %x, %ninf : f32
    %t = arith.xori %hidden, %true : i1
    %r = arith.ori %t, %acc : i1
    linalg.yield %r : i1
  } -> tensor<2x4x16x1xi1>
  %p = linalg.generic {indexing_maps = [#id, #row, #row1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum, %rows : tensor<2x4x16x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16x1xi1>) outs(%scores_e : tensor<2x4x16x16xf32>) {
  ^bb0(%e: f32, %s: f32, %row: i1, %o: f32):
    %w = arith.divf %e, %s : f32
    %empty = arith.xori %row, %true : i1
    %r = arith.select %empty, %zero, %w : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<2x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<2x4x16x64xf32>) -> tensor<2x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, causal, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x16x16xf32>, tensor<2x4x16x64xf32>) outs(%out_zero : tensor<2x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<2x4x16x64xf32>
  return %out : tensor<2x4x16x64xf32>
}

// -----

// JAX's where(mask, logits, K_MASK) (gemma): a finite hiding value that
// replaces the scores. A row the padding empties (a left-padded query)
// averages every value in the frontend; as a bias the same value absorbs
// every score and gives that average, so the bias keeps it, and the causal
// part with it (a causal flag would hide keys with -inf).
// CHECK-LABEL: func.func @finite_hiding_and_padding
// CHECK: %[[HIDE:.+]] = arith.constant -2.38197633E+38 : f32
// CHECK: %[[MASK:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<2x1x16x16xf32>)
// CHECK-DAG: %[[I:.+]] = linalg.index 2 : index
// CHECK-DAG: %[[J:.+]] = linalg.index 3 : index
// CHECK: %[[CAUSAL:.+]] = arith.cmpi sle, %[[J]], %[[I]] : index
// CHECK: %[[VISIBLE:.+]] = arith.andi %{{.+}}, %[[CAUSAL]] : i1
// CHECK: arith.select %[[VISIBLE]], %{{.+}}, %[[HIDE]] : f32
// CHECK: rope.attention %{{.+}}, %{{.+}}, %{{.+}} layout "bhsd" bias %[[MASK]] : tensor<2x1x16x16xf32> params <> {scale = 1.250000e-01 : f64}
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 1 attention fused}}
func.func @finite_hiding_and_padding(%q: tensor<2x4x16x64xf32>, %k: tensor<2x4x16x64xf32>, %v: tensor<2x4x16x64xf32>, %pad: tensor<2x16xi32>) -> tensor<2x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %hide = arith.constant -2.38197633E+38 : f32
  %c0 = arith.constant 0 : i32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<2x4x16x64xf32>, tensor<2x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<2x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<2x4x16x64xf32>) outs(%kt_e : tensor<2x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<2x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<2x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<2x4x16x64xf32>, tensor<2x4x64x16xf32>) outs(%scores_zero : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<2x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x16x16xf32>) outs(%scores_e : tensor<2x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %b = linalg.index 0 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %causal = arith.cmpi sle, %j, %i : index
    %keep = tensor.extract %pad[%b, %j] : tensor<2x16xi32>
    %kept = arith.cmpi ne, %keep, %c0 : i32
    %visible = arith.andi %causal, %kept : i1
    %s = arith.mulf %x, %scale : f32
    %r = arith.select %visible, %s, %hide : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x16x16xf32>) outs(%scores_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<2x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<2x4x16x64xf32>) -> tensor<2x4x16x64xf32>
  // expected-remark @+1 {{fused attention: layout bhsd, bias, scale 0.125}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x16x16xf32>, tensor<2x4x16x64xf32>) outs(%out_zero : tensor<2x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<2x4x16x64xf32>
  return %out : tensor<2x4x16x64xf32>
}

// -----

// The same with -1e9: score + -1e9 still differs per key, so a row the
// padding empties would not be the frontend's average: refused.
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
// expected-remark @+1 {{rope-fuse-attention: 0 attentions fused}}
func.func @finite_hiding_too_small(%q: tensor<2x4x16x64xf32>, %k: tensor<2x4x16x64xf32>, %v: tensor<2x4x16x64xf32>, %pad: tensor<2x16xi32>) -> tensor<2x4x16x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %scale = arith.constant 1.250000e-01 : f32
  %hide = arith.constant -1.000000e+09 : f32
  %c0 = arith.constant 0 : i32
  %qr, %kr = rope.apply %q, %k layout "bhsd" params <> : tensor<2x4x16x64xf32>, tensor<2x4x16x64xf32>
  %kt_e = tensor.empty() : tensor<2x4x64x16xf32>
  %kt = linalg.transpose ins(%kr : tensor<2x4x16x64xf32>) outs(%kt_e : tensor<2x4x64x16xf32>) permutation = [0, 1, 3, 2]
  %scores_zero_e = tensor.empty() : tensor<2x4x16x16xf32>
  %scores_zero = linalg.fill ins(%zero : f32) outs(%scores_zero_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %scores_e = tensor.empty() : tensor<2x4x16x16xf32>
  %scores = linalg.generic {indexing_maps = [#qk_q, #qk_kt, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qr, %kt : tensor<2x4x16x64xf32>, tensor<2x4x64x16xf32>) outs(%scores_zero : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<2x4x16x16xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%scores : tensor<2x4x16x16xf32>) outs(%scores_e : tensor<2x4x16x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    %b = linalg.index 0 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %causal = arith.cmpi sle, %j, %i : index
    %keep = tensor.extract %pad[%b, %j] : tensor<2x16xi32>
    %kept = arith.cmpi ne, %keep, %c0 : i32
    %visible = arith.andi %causal, %kept : i1
    %s = arith.mulf %x, %scale : f32
    %r = arith.select %visible, %s, %hide : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x16x16xf32>) outs(%scores_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %out_zero_e = tensor.empty() : tensor<2x4x16x64xf32>
  %out_zero = linalg.fill ins(%zero : f32) outs(%out_zero_e : tensor<2x4x16x64xf32>) -> tensor<2x4x16x64xf32>
  // expected-remark @+1 {{weighted sum not fused: the mask hides keys with a finite -1.000000e+09 that does not absorb the scores: a row the padding empties would be weighted by its scores, not averaged as in the frontend}}
  %out = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x16x16xf32>, tensor<2x4x16x64xf32>) outs(%out_zero : tensor<2x4x16x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %mul = arith.mulf %a, %b : f32
    %add = arith.addf %acc, %mul : f32
    linalg.yield %add : f32
  } -> tensor<2x4x16x64xf32>
  return %out : tensor<2x4x16x64xf32>
}
