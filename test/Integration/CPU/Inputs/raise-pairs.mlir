// Input for raise.test: interleaved-pair RoPE from the caller's tables.
// @gptj_bshd is GPT-J's x * cos + rotate_every_two(x) * sin with
// repeat_interleave(freqs, 2) tables [S, D] broadcast over batch and heads.
// @llama_complex_bshd is Meta LLaMA's apply_rotary_emb: x viewed as
// [..., D/2, 2] (re, im) pairs times freqs_cis = cos + i sin, [S, D/2]
// tables, written with reals. @llama_complex_dialect_bshd is the same
// rotation as torch-mlir imports it with the complex dialect
// (view_as_complex, complex.mul by freqs_cis = complex(cos, sin),
// view_as_real, flatten).
func.func @gptj_bshd(%x: tensor<1x8x4x64xf32>, %cos: tensor<8x64xf32>, %sin: tensor<8x64xf32>) -> tensor<1x8x4x64xf32> {
  %e = tensor.empty() : tensor<1x8x4x64xf32>
  %cb = linalg.broadcast ins(%cos : tensor<8x64xf32>) outs(%e : tensor<1x8x4x64xf32>) dimensions = [0, 2]
  %sb = linalg.broadcast ins(%sin : tensor<8x64xf32>) outs(%e : tensor<1x8x4x64xf32>) dimensions = [0, 2]
  %odd = tensor.extract_slice %x[0, 0, 0, 1] [1, 8, 4, 32] [1, 1, 1, 2] : tensor<1x8x4x64xf32> to tensor<1x8x4x32xf32>
  %even = tensor.extract_slice %x[0, 0, 0, 0] [1, 8, 4, 32] [1, 1, 1, 2] : tensor<1x8x4x64xf32> to tensor<1x8x4x32xf32>
  %eh = tensor.empty() : tensor<1x8x4x32xf32>
  %nodd = linalg.negf ins(%odd : tensor<1x8x4x32xf32>) outs(%eh : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %a = tensor.expand_shape %nodd [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 1] : tensor<1x8x4x32xf32> into tensor<1x8x4x32x1xf32>
  %b = tensor.expand_shape %even [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 1] : tensor<1x8x4x32xf32> into tensor<1x8x4x32x1xf32>
  %st = tensor.concat dim(4) %a, %b : (tensor<1x8x4x32x1xf32>, tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x2xf32>
  %rot = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<1x8x4x32x2xf32> into tensor<1x8x4x64xf32>
  %xc = linalg.mul ins(%x, %cb : tensor<1x8x4x64xf32>, tensor<1x8x4x64xf32>) outs(%e : tensor<1x8x4x64xf32>) -> tensor<1x8x4x64xf32>
  %rs = linalg.mul ins(%rot, %sb : tensor<1x8x4x64xf32>, tensor<1x8x4x64xf32>) outs(%e : tensor<1x8x4x64xf32>) -> tensor<1x8x4x64xf32>
  %y = linalg.add ins(%xc, %rs : tensor<1x8x4x64xf32>, tensor<1x8x4x64xf32>) outs(%e : tensor<1x8x4x64xf32>) -> tensor<1x8x4x64xf32>
  return %y : tensor<1x8x4x64xf32>
}

func.func @llama_complex_bshd(%x: tensor<1x8x4x64xf32>, %cos: tensor<8x32xf32>, %sin: tensor<8x32xf32>) -> tensor<1x8x4x64xf32> {
  %e = tensor.empty() : tensor<1x8x4x32xf32>
  %cb = linalg.broadcast ins(%cos : tensor<8x32xf32>) outs(%e : tensor<1x8x4x32xf32>) dimensions = [0, 2]
  %sb = linalg.broadcast ins(%sin : tensor<8x32xf32>) outs(%e : tensor<1x8x4x32xf32>) dimensions = [0, 2]
  %p = tensor.expand_shape %x [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 2] : tensor<1x8x4x64xf32> into tensor<1x8x4x32x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0, 0, 0] [1, 8, 4, 32, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x32x2xf32> to tensor<1x8x4x32xf32>
  %im = tensor.extract_slice %p[0, 0, 0, 0, 1] [1, 8, 4, 32, 1] [1, 1, 1, 1, 1] : tensor<1x8x4x32x2xf32> to tensor<1x8x4x32xf32>
  %rc = linalg.mul ins(%re, %cb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %is = linalg.mul ins(%im, %sb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %ore = linalg.sub ins(%rc, %is : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %rs = linalg.mul ins(%re, %sb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %ic = linalg.mul ins(%im, %cb : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %oim = linalg.add ins(%rs, %ic : tensor<1x8x4x32xf32>, tensor<1x8x4x32xf32>) outs(%e : tensor<1x8x4x32xf32>) -> tensor<1x8x4x32xf32>
  %a = tensor.expand_shape %ore [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 1] : tensor<1x8x4x32xf32> into tensor<1x8x4x32x1xf32>
  %b = tensor.expand_shape %oim [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 1] : tensor<1x8x4x32xf32> into tensor<1x8x4x32x1xf32>
  %st = tensor.concat dim(4) %a, %b : (tensor<1x8x4x32x1xf32>, tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x2xf32>
  %y = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<1x8x4x32x2xf32> into tensor<1x8x4x64xf32>
  return %y : tensor<1x8x4x64xf32>
}

#cd_id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#cd_tab = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#cd_drop = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#cd_id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
func.func @llama_complex_dialect_bshd(%x: tensor<1x8x4x64xf32>, %cos: tensor<8x32xf32>, %sin: tensor<8x32xf32>) -> tensor<1x8x4x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1], [2], [3, 4]] output_shape [1, 8, 4, 32, 2] : tensor<1x8x4x64xf32> into tensor<1x8x4x32x2xf32>
  %ez = tensor.empty() : tensor<1x8x4x32xcomplex<f32>>
  %z = linalg.generic {indexing_maps = [#cd_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ez : tensor<1x8x4x32xcomplex<f32>>) {
  ^bb0(%out: complex<f32>):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %re = tensor.extract %p[%i0, %i1, %i2, %i3, %c0] : tensor<1x8x4x32x2xf32>
    %im = tensor.extract %p[%i0, %i1, %i2, %i3, %c1] : tensor<1x8x4x32x2xf32>
    %v = complex.create %re, %im : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<1x8x4x32xcomplex<f32>>
  %m = linalg.generic {indexing_maps = [#cd_id4, #cd_tab, #cd_tab, #cd_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%z, %cos, %sin : tensor<1x8x4x32xcomplex<f32>>, tensor<8x32xf32>, tensor<8x32xf32>) outs(%ez : tensor<1x8x4x32xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %c: f32, %s: f32, %out: complex<f32>):
    %f = complex.create %c, %s : complex<f32>
    %v = complex.mul %a, %f : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<1x8x4x32xcomplex<f32>>
  %er = tensor.empty() : tensor<1x8x4x32x2xf32>
  %r = linalg.generic {indexing_maps = [#cd_drop, #cd_id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%m : tensor<1x8x4x32xcomplex<f32>>) outs(%er : tensor<1x8x4x32x2xf32>) {
  ^bb0(%a: complex<f32>, %out: f32):
    %re = complex.re %a : complex<f32>
    %im = complex.im %a : complex<f32>
    %i4 = linalg.index 4 : index
    %is0 = arith.cmpi eq, %i4, %c0 : index
    %v = arith.select %is0, %re, %im : f32
    linalg.yield %v : f32
  } -> tensor<1x8x4x32x2xf32>
  %y = tensor.collapse_shape %r [[0], [1], [2], [3, 4]] : tensor<1x8x4x32x2xf32> into tensor<1x8x4x64xf32>
  return %y : tensor<1x8x4x64xf32>
}
