// LLaMA's complex-form RoPE spelled with the MLIR complex dialect (Meta's
// apply_rotary_emb through torch-mlir: view_as_complex, a complex.mul by
// freqs_cis, view_as_real; JAX's lax.complex and exp(1j * angles) through
// StableHLO): raised to rope.apply_table with W = D/2 tables and pairing
// interleaved, the conjugate table giving the inverse; near misses left
// alone.
// RUN: rope-opt %s -split-input-file -rope-raise="report=true inverse=true" -verify-diagnostics | FileCheck %s

// torch-mlir: view_as_complex as a generic extracting (re, im) from the
// [..., D/2, 2] view, freqs_cis = complex(cos, sin) reshaped to
// [1, S, 1, D/2] and broadcast with constant-0 indices, view_as_real as a
// generic selecting re or im by the last index, flatten.
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#bcast = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
#drop = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @torch_bshd
// CHECK-SAME: (%[[X:.+]]: tensor<1x8x2x16xf32>, %[[COS:.+]]: tensor<8x8xf32>, %[[SIN:.+]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<8x8xf32> layout "bshd" params <pairing = interleaved> : tensor<1x8x2x16xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @torch_bshd(%x: tensor<1x8x2x16xf32>, %cos: tensor<8x8xf32>, %sin: tensor<8x8xf32>) -> tensor<1x8x2x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1], [2], [3, 4]] output_shape [1, 8, 2, 8, 2] : tensor<1x8x2x16xf32> into tensor<1x8x2x8x2xf32>
  %ez = tensor.empty() : tensor<1x8x2x8xcomplex<f32>>
  %z = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%ez : tensor<1x8x2x8xcomplex<f32>>) {
  ^bb0(%out: complex<f32>):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %re = tensor.extract %p[%i0, %i1, %i2, %i3, %c0] : tensor<1x8x2x8x2xf32>
    %im = tensor.extract %p[%i0, %i1, %i2, %i3, %c1] : tensor<1x8x2x8x2xf32>
    %v = complex.create %re, %im : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<1x8x2x8xcomplex<f32>>
  %ef = tensor.empty() : tensor<8x8xcomplex<f32>>
  %f = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%cos, %sin : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ef : tensor<8x8xcomplex<f32>>) {
  ^bb0(%c: f32, %s: f32, %out: complex<f32>):
    %v = complex.create %c, %s : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<8x8xcomplex<f32>>
  %fb = tensor.expand_shape %f [[0, 1], [2, 3]] output_shape [1, 8, 1, 8] : tensor<8x8xcomplex<f32>> into tensor<1x8x1x8xcomplex<f32>>
  %m = linalg.generic {indexing_maps = [#id4, #bcast, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%z, %fb : tensor<1x8x2x8xcomplex<f32>>, tensor<1x8x1x8xcomplex<f32>>) outs(%ez : tensor<1x8x2x8xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %b: complex<f32>, %out: complex<f32>):
    %v = complex.mul %a, %b : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<1x8x2x8xcomplex<f32>>
  %er = tensor.empty() : tensor<1x8x2x8x2xf32>
  %r = linalg.generic {indexing_maps = [#drop, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%m : tensor<1x8x2x8xcomplex<f32>>) outs(%er : tensor<1x8x2x8x2xf32>) {
  ^bb0(%a: complex<f32>, %out: f32):
    %re = complex.re %a : complex<f32>
    %im = complex.im %a : complex<f32>
    %i4 = linalg.index 4 : index
    %is0 = arith.cmpi eq, %i4, %c0 : index
    %v = arith.select %is0, %re, %im : f32
    linalg.yield %v : f32
  } -> tensor<1x8x2x8x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = tensor.collapse_shape %r [[0], [1], [2], [3, 4]] : tensor<1x8x2x8x2xf32> into tensor<1x8x2x16xf32>
  return %y : tensor<1x8x2x16xf32>
}

// -----

// The same chain after elementwise fusion: one generic over the
// [B, H, S, D/2, 2] view builds the pair, multiplies it by complex(cos, sin)
// read from [S, D/2] tables and selects re or im (the condition written
// as index != 1, the selected values in the other order).
#x5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#t5 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @fused_bhsd
// CHECK-SAME: (%[[X:.+]]: tensor<1x2x8x8xf32>, %[[COS:.+]]: tensor<8x4xf32>, %[[SIN:.+]]: tensor<8x4xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<8x4xf32> layout "bhsd" params <pairing = interleaved> : tensor<1x2x8x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @fused_bhsd(%x: tensor<1x2x8x8xf32>, %cos: tensor<8x4xf32>, %sin: tensor<8x4xf32>) -> tensor<1x2x8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 4, 2] : tensor<1x2x8x8xf32> into tensor<1x2x8x4x2xf32>
  %e = tensor.empty() : tensor<1x2x8x4x2xf32>
  %r = linalg.generic {indexing_maps = [#t5, #t5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<1x2x8x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %re = tensor.extract %p[%i0, %i1, %i2, %i3, %c0] : tensor<1x2x8x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %i2, %i3, %c1] : tensor<1x2x8x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %f, %z : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i4 = linalg.index 4 : index
    %is1 = arith.cmpi ne, %c1, %i4 : index
    %v = arith.select %is1, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<1x2x8x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = tensor.collapse_shape %r [[0], [1], [2], [3, 4]] : tensor<1x2x8x4x2xf32> into tensor<1x2x8x8xf32>
  return %y : tensor<1x2x8x8xf32>
}

// -----

// JAX: lax.complex(x[..., ::2], x[..., 1::2]) times exp(1j * angles) (the
// angles converted to complex, times a splat constant i), then
// stack([out.real, out.imag], -1).reshape(x.shape). The cos and sin tables
// are computed from the angles.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @jax_exp_sd
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[A:.+]]: tensor<4x4xf32>)
// CHECK: %[[COS:.+]] = linalg.generic {{.+}} ins(%[[A]] : tensor<4x4xf32>)
// CHECK: math.cos
// CHECK: %[[SIN:.+]] = linalg.generic {{.+}} ins(%[[A]] : tensor<4x4xf32>)
// CHECK: math.sin
// CHECK: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<4x4xf32> layout "sd" params <pairing = interleaved> : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// CHECK-NOT: complex.
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @jax_exp_sd(%x: tensor<4x8xf32>, %angles: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %even = tensor.extract_slice %x[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %ec = tensor.empty() : tensor<4x4xcomplex<f32>>
  %z = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%even, %odd : tensor<4x4xf32>, tensor<4x4xf32>) outs(%ec : tensor<4x4xcomplex<f32>>) {
  ^bb0(%a: f32, %b: f32, %out: complex<f32>):
    %v = complex.create %a, %b : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<4x4xcomplex<f32>>
  %ac = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%angles : tensor<4x4xf32>) outs(%ec : tensor<4x4xcomplex<f32>>) {
  ^bb0(%a: f32, %out: complex<f32>):
    %zero = arith.constant 0.0 : f32
    %v = complex.create %a, %zero : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<4x4xcomplex<f32>>
  %i = arith.constant dense<(0.0, 1.0)> : tensor<4x4xcomplex<f32>>
  %ia = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%i, %ac : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) outs(%ec : tensor<4x4xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %b: complex<f32>, %out: complex<f32>):
    %v = complex.mul %a, %b : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<4x4xcomplex<f32>>
  %f = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%ia : tensor<4x4xcomplex<f32>>) outs(%ec : tensor<4x4xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %out: complex<f32>):
    %v = complex.exp %a : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<4x4xcomplex<f32>>
  %m = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%z, %f : tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) outs(%ec : tensor<4x4xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %b: complex<f32>, %out: complex<f32>):
    %v = complex.mul %a, %b : complex<f32>
    linalg.yield %v : complex<f32>
  } -> tensor<4x4xcomplex<f32>>
  %er = tensor.empty() : tensor<4x4xf32>
  %re = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x4xcomplex<f32>>) outs(%er : tensor<4x4xf32>) {
  ^bb0(%a: complex<f32>, %out: f32):
    %v = complex.re %a : complex<f32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %im = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<4x4xcomplex<f32>>) outs(%er : tensor<4x4xf32>) {
  ^bb0(%a: complex<f32>, %out: f32):
    %v = complex.im %a : complex<f32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %a = tensor.expand_shape %re [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %im [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Multiplying by conj(freqs_cis) turns every pair the other way: inverse.
// The components are sliced off the [S, D/2, 2] view, re and im written
// into a tensor.empty with insert_slice, each computed on [S, D/2, 1].
#in3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @conjugate
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[COS:.+]]: tensor<4x4xf32>, %[[SIN:.+]]: tensor<4x4xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<4x4xf32> layout "sd" inverse params <pairing = interleaved> : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @conjugate(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %xr = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %xi = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4x1xf32>
  %ore = linalg.generic {indexing_maps = [#in3, #in3, #in3, #in3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%xr, %xi, %cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x1xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %s: f32, %out: f32):
    %z = complex.create %a, %b : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %fc = complex.conj %f : complex<f32>
    %m = complex.mul %z, %fc : complex<f32>
    %v = complex.re %m : complex<f32>
    linalg.yield %v : f32
  } -> tensor<4x4x1xf32>
  %oim = linalg.generic {indexing_maps = [#in3, #in3, #in3, #in3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%xr, %xi, %cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x1xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %s: f32, %out: f32):
    %z = complex.create %a, %b : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %fc = complex.conj %f : complex<f32>
    %m = complex.mul %z, %fc : complex<f32>
    %v = complex.im %m : complex<f32>
    linalg.yield %v : f32
  } -> tensor<4x4x1xf32>
  %e2 = tensor.empty() : tensor<4x4x2xf32>
  %w = tensor.insert_slice %oim into %e2[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x1xf32> into tensor<4x4x2xf32>
  %st = tensor.insert_slice %ore into %w[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x1xf32> into tensor<4x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, inverse, tables)}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// freqs_cis built with the sine negated, complex(cos, -sin), is the
// conjugate too.
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @negated_sine
// CHECK: rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<4x4xf32> layout "sd" inverse params <pairing = interleaved> : tensor<4x8xf32>
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @negated_sine(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %ns = arith.negf %s : f32
    %f = complex.create %c, %ns : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, inverse, tables)}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Queries and keys [B, H, S, D] multiplied by one complex freqs_cis
// argument [S, D/2]: its real and imaginary parts become the tables, once,
// and the two rotations one op.
#x5 = affine_map<(d0, d1, d2, d3, d4) -> (d2, d3)>
#id5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @query_key
// CHECK-SAME: (%[[Q:.+]]: tensor<1x4x8x16xf32>, %[[K:.+]]: tensor<1x2x8x16xf32>, %[[F:.+]]: tensor<8x8xcomplex<f32>>)
// CHECK: %[[COS:.+]] = linalg.generic {{.+}} ins(%[[F]] : tensor<8x8xcomplex<f32>>)
// CHECK: complex.re
// CHECK: %[[SIN:.+]] = linalg.generic {{.+}} ins(%[[F]] : tensor<8x8xcomplex<f32>>)
// CHECK: complex.im
// CHECK: %[[Y:.+]]:2 = rope.apply_table %[[Q]], %[[K]] tables %[[COS]], %[[SIN]] : tensor<8x8xf32> layout "bhsd" params <pairing = interleaved> : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>
// CHECK-NEXT: return %[[Y]]#0, %[[Y]]#1
// expected-remark @+1 {{rope-raise: 2 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @query_key(%q: tensor<1x4x8x16xf32>, %k: tensor<1x2x8x16xf32>, %f: tensor<8x8xcomplex<f32>>) -> (tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %qp = tensor.expand_shape %q [[0], [1], [2], [3, 4]] output_shape [1, 4, 8, 8, 2] : tensor<1x4x8x16xf32> into tensor<1x4x8x8x2xf32>
  %eq = tensor.empty() : tensor<1x4x8x8x2xf32>
  %qr = linalg.generic {indexing_maps = [#x5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%f : tensor<8x8xcomplex<f32>>) outs(%eq : tensor<1x4x8x8x2xf32>) {
  ^bb0(%t: complex<f32>, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %re = tensor.extract %qp[%i0, %i1, %i2, %i3, %c0] : tensor<1x4x8x8x2xf32>
    %im = tensor.extract %qp[%i0, %i1, %i2, %i3, %c1] : tensor<1x4x8x8x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %m = complex.mul %z, %t : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i4 = linalg.index 4 : index
    %is0 = arith.cmpi eq, %i4, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<1x4x8x8x2xf32>
  // expected-remark @+1 {{raised interleaved q/k pair RoPE (pairing=interleaved, tables)}}
  %yq = tensor.collapse_shape %qr [[0], [1], [2], [3, 4]] : tensor<1x4x8x8x2xf32> into tensor<1x4x8x16xf32>
  %kp = tensor.expand_shape %k [[0], [1], [2], [3, 4]] output_shape [1, 2, 8, 8, 2] : tensor<1x2x8x16xf32> into tensor<1x2x8x8x2xf32>
  %ek = tensor.empty() : tensor<1x2x8x8x2xf32>
  %kr = linalg.generic {indexing_maps = [#x5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%f : tensor<8x8xcomplex<f32>>) outs(%ek : tensor<1x2x8x8x2xf32>) {
  ^bb0(%t: complex<f32>, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %re = tensor.extract %kp[%i0, %i1, %i2, %i3, %c0] : tensor<1x2x8x8x2xf32>
    %im = tensor.extract %kp[%i0, %i1, %i2, %i3, %c1] : tensor<1x2x8x8x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %m = complex.mul %t, %z : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i4 = linalg.index 4 : index
    %is0 = arith.cmpi eq, %i4, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<1x2x8x8x2xf32>
  %yk = tensor.collapse_shape %kr [[0], [1], [2], [3, 4]] : tensor<1x2x8x8x2xf32> into tensor<1x2x8x16xf32>
  return %yq, %yk : tensor<1x4x8x16xf32>, tensor<1x2x8x16xf32>
}

// -----

// freqs_cis computed in the model, torch.polar(ones, freqs) with
// freqs = outer(positions, 10000^(-2i/8)): cos(freqs) + i sin(freqs) in
// the fused body, magnitude 1. The tables are the model's schedule:
// rope.apply.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @computed_polar
// CHECK-SAME: (%[[X:.+]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <pairing = interleaved> : tensor<8x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @computed_polar(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %ep = tensor.empty() : tensor<8xf32>
  %pos = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<8xf32>
  %ef = tensor.empty() : tensor<8x4xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%pos, %inv : tensor<8xf32>, tensor<4xf32>) outs(%ef : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 4, 2] : tensor<8x8xf32> into tensor<8x4x2xf32>
  %e = tensor.empty() : tensor<8x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%freqs : tensor<8x4xf32>) outs(%e : tensor<8x4x2xf32>) {
  ^bb0(%a: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<8x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<8x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %ca = math.cos %a : f32
    %sa = math.sin %a : f32
    %ac = arith.mulf %one, %ca : f32
    %as = arith.mulf %one, %sa : f32
    %f = complex.create %ac, %as : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<8x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, theta=10000, params)}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<8x4x2xf32> into tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// freqs_cis = complex(cos(freqs), sin(freqs)) from trig generics, the
// torch-mlir chain otherwise: the cos/sin tables are seen through as well.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @computed_parts
// CHECK-SAME: (%[[X:.+]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <pairing = interleaved> : tensor<8x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @computed_parts(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %ep = tensor.empty() : tensor<8xf32>
  %pos = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<8xf32>
  %ef = tensor.empty() : tensor<8x4xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%pos, %inv : tensor<8xf32>, tensor<4xf32>) outs(%ef : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%freqs : tensor<8x4xf32>) outs(%ef : tensor<8x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    linalg.yield %c : f32
  } -> tensor<8x4xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%freqs : tensor<8x4xf32>) outs(%ef : tensor<8x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = math.sin %a : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 4, 2] : tensor<8x8xf32> into tensor<8x4x2xf32>
  %e = tensor.empty() : tensor<8x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<8x4xf32>, tensor<8x4xf32>) outs(%e : tensor<8x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<8x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<8x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<8x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, theta=10000, params)}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<8x4x2xf32> into tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// Near miss: re and im swapped when building the complex value
// (x[2i+1] + i x[2i]).
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @swapped_components
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @swapped_components(%x: tensor<4x8xf32>, %x2: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %p2 = tensor.expand_shape %x2 [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channel 0 scales its cos and sin terms differently}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: freqs_cis built as sin(a) + i cos(a): no rotation by a.
// (Tables passed in are taken as they come: only computed ones show this.)
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @sin_cos_table
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @sin_cos_table(%x: tensor<4x8xf32>, %x2: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %p2 = tensor.expand_shape %x2 [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %sa = math.sin %c : f32
    %ca = math.cos %c : f32
    %f = complex.create %sa, %ca : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the sine of the angles multiplies x, their cosine its partner}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: a table of one column ([S, 1], broadcast over the pairs)
// instead of one per pair.
#x3 = affine_map<(d0, d1, d2) -> (d0, 0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @other_width
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @other_width(%x: tensor<4x8xf32>, %x2: tensor<4x8xf32>, %cos: tensor<4x1xf32>, %sin: tensor<4x1xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %p2 = tensor.expand_shape %x2 [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x1xf32>, tensor<4x1xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the cos and sin tables are not one row per token and one column per channel or pair}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: im(out) written to component 0 and re(out) to component 1.
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @parts_swapped
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @parts_swapped(%x: tensor<4x8xf32>, %x2: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %p2 = tensor.expand_shape %x2 [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mi, %mr : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channel 1 scales its cos and sin terms differently}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: complex.add instead of complex.mul.
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @complex_add
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @complex_add(%x: tensor<4x8xf32>, %x2: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %p2 = tensor.expand_shape %x2 [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.add %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: re and im taken from the pairs of different tensors.
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @different_tensors
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @different_tensors(%x: tensor<4x8xf32>, %x2: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %p2 = tensor.expand_shape %x2 [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %im = tensor.extract %p2[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: the select compares the index of a pair axis, not of the
// re/im axis.
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @index_of_other_axis
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @index_of_other_axis(%x: tensor<4x8xf32>, %x2: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %p2 = tensor.expand_shape %x2 [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e = tensor.empty() : tensor<4x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<4x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<4x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i1, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channels rotate in different directions}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: re(out) of x * freqs_cis joined with im(out) of x * conj(freqs_cis):
// two different products.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @mixed_products
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @mixed_products(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %xr = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %xi = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %ore = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%xr, %xi, %cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %s: f32, %out: f32):
    %z = complex.create %a, %b : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %v = complex.re %m : complex<f32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %oim = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%xr, %xi, %cos, %sin : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %s: f32, %out: f32):
    %z = complex.create %a, %b : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %fc = complex.conj %f : complex<f32>
    %m = complex.mul %z, %fc : complex<f32>
    %v = complex.im %m : complex<f32>
    linalg.yield %v : f32
  } -> tensor<4x4xf32>
  %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channels rotate in different directions}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Left alone: a dynamic number of tokens (tables with dynamic rows need
// explicit positions, as for the real-arithmetic form).
#x3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @dynamic_tokens
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @dynamic_tokens(%x: tensor<?x8xf32>, %cos: tensor<?x4xf32>, %sin: tensor<?x4xf32>, %n: index) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [%n, 4, 2] : tensor<?x8xf32> into tensor<?x4x2xf32>
  %e = tensor.empty(%n) : tensor<?x4x2xf32>
  %r = linalg.generic {indexing_maps = [#x3, #x3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cos, %sin : tensor<?x4xf32>, tensor<?x4xf32>) outs(%e : tensor<?x4x2xf32>) {
  ^bb0(%c: f32, %s: f32, %out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %re = tensor.extract %p[%i0, %i1, %c0] : tensor<?x4x2xf32>
    %im = tensor.extract %p[%i0, %i1, %c1] : tensor<?x4x2xf32>
    %z = complex.create %re, %im : complex<f32>
    %f = complex.create %c, %s : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %mr = complex.re %m : complex<f32>
    %mi = complex.im %m : complex<f32>
    %i2 = linalg.index 2 : index
    %is0 = arith.cmpi eq, %i2, %c0 : index
    %v = arith.select %is0, %mr, %mi : f32
    linalg.yield %v : f32
  } -> tensor<?x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the cos and sin tables are not one row per token and one column per channel or pair}}
  %y = tensor.collapse_shape %r [[0], [1, 2]] : tensor<?x4x2xf32> into tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}
