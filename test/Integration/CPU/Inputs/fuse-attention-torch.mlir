// Input for fuse-attention-run.test and python/tests/test_fuse_attention.py:
// attention as torch-mlir emits it (linalg on tensors around rope.apply),
// which rope-fuse-attention turns into rope.attention before rope-compile.
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_kt = affine_map<(b, h, i, j, d) -> (b, h, d, j)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#pv_p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#pv_o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>

// torch-mlir in [B, H, S, D]: queries and keys rotated at a run-time offset,
// repeat_kv (8 query heads, 2 kv heads), batch matmuls on collapsed
// operands, / sqrt(64), a causal mask filled with the lowest f32, the
// softmax decomposed.
func.func @llama_gqa_causal(%q: tensor<1x8x32x64xf32>, %k: tensor<1x2x32x64xf32>, %v: tensor<1x2x32x64xf32>, %n: index) -> tensor<1x8x32x64xf32> {
  %qr, %kr = rope.apply %q, %k layout "bhsd" offset %n : index params <theta = 5.000000e+05> : tensor<1x8x32x64xf32>, tensor<1x2x32x64xf32>
  // repeat_kv
  %kb0 = tensor.empty() : tensor<1x2x4x32x64xf32>
  %kb = linalg.broadcast ins(%kr : tensor<1x2x32x64xf32>) outs(%kb0 : tensor<1x2x4x32x64xf32>) dimensions = [2]
  %ke = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<1x2x4x32x64xf32> into tensor<1x8x32x64xf32>
  %vb = linalg.broadcast ins(%v : tensor<1x2x32x64xf32>) outs(%kb0 : tensor<1x2x4x32x64xf32>) dimensions = [2]
  %ve = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<1x2x4x32x64xf32> into tensor<1x8x32x64xf32>
  // q @ k.transpose(-2, -1)
  %kt0 = tensor.empty() : tensor<1x8x64x32xf32>
  %kt = linalg.transpose ins(%ke : tensor<1x8x32x64xf32>) outs(%kt0 : tensor<1x8x64x32xf32>) permutation = [0, 1, 3, 2]
  %qc = tensor.collapse_shape %qr [[0, 1], [2], [3]] : tensor<1x8x32x64xf32> into tensor<8x32x64xf32>
  %ktc = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<1x8x64x32xf32> into tensor<8x64x32xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %s0 = tensor.empty() : tensor<8x32x32xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%s0 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %sc = linalg.batch_matmul ins(%qc, %ktc : tensor<8x32x64xf32>, tensor<8x64x32xf32>) outs(%sz : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %s = tensor.expand_shape %sc [[0, 1], [2], [3]] output_shape [1, 8, 32, 32] : tensor<8x32x32xf32> into tensor<1x8x32x32xf32>
  // / sqrt(64)
  %e0 = tensor.empty() : tensor<1x8x32x32xf32>
  %c8 = arith.constant 8.000000e+00 : f32
  %ss = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x8x32x32xf32>) outs(%e0 : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %a, %c8 : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32x32xf32>
  // masked_fill(triu(ones, 1), finfo.min)
  %min = arith.constant -3.40282347E+38 : f32
  %sm = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ss : tensor<1x8x32x32xf32>) outs(%e0 : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %i64 = arith.index_cast %i : index to i64
    %j64 = arith.index_cast %j : index to i64
    %keep = arith.cmpi sle, %j64, %i64 : i64
    %r = arith.select %keep, %a, %min : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32x32xf32>
  // softmax(dim=-1)
  %ninf = arith.constant 0xFF800000 : f32
  %r0 = tensor.empty() : tensor<1x8x32xf32>
  %rm = linalg.fill ins(%ninf : f32) outs(%r0 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%sm : tensor<1x8x32x32xf32>) outs(%rm : tensor<1x8x32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maxnumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32xf32>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sm, %max : tensor<1x8x32x32xf32>, tensor<1x8x32xf32>) outs(%e0 : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32x32xf32>
  %e = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d : tensor<1x8x32x32xf32>) outs(%e0 : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32x32xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%r0 : tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%e : tensor<1x8x32x32xf32>) outs(%rz : tensor<1x8x32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<1x8x32x32xf32>, tensor<1x8x32xf32>) outs(%e0 : tensor<1x8x32x32xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<1x8x32x32xf32>
  // @ v
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x8x32x32xf32> into tensor<8x32x32xf32>
  %vc = tensor.collapse_shape %ve [[0, 1], [2], [3]] : tensor<1x8x32x64xf32> into tensor<8x32x64xf32>
  %o0 = tensor.empty() : tensor<8x32x64xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%o0 : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
  %oc = linalg.batch_matmul ins(%pc, %vc : tensor<8x32x32xf32>, tensor<8x32x64xf32>) outs(%oz : tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
  %o = tensor.expand_shape %oc [[0, 1], [2], [3]] output_shape [1, 8, 32, 64] : tensor<8x32x64xf32> into tensor<1x8x32x64xf32>
  return %o : tensor<1x8x32x64xf32>
}
