// LLaMA's complex-form RoPE (apply_rotary_emb; JAX, Equinox): x viewed as
// [..., D/2, 2] (re, im) pairs times cos + i sin, written with reals,
// raised to rope.apply_table with W = D/2 tables and pairing interleaved;
// near misses left alone.
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics | FileCheck %s

// Rank-reducing component slices, arith ops on whole tensors with [S, D/2]
// tables, the results given a unit axis, concatenated and collapsed.
// CHECK-LABEL: func.func @complex_sd
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[COS:.+]]: tensor<4x4xf32>, %[[SIN:.+]]: tensor<4x4xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<4x4xf32> layout "sd" params <pairing = interleaved> : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @complex_sd(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %im = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %rc = arith.mulf %re, %cos : tensor<4x4xf32>
  %is = arith.mulf %im, %sin : tensor<4x4xf32>
  %ore = arith.subf %rc, %is : tensor<4x4xf32>
  %rs = arith.mulf %sin, %re : tensor<4x4xf32>
  %ic = arith.mulf %im, %cos : tensor<4x4xf32>
  %oim = arith.addf %rs, %ic : tensor<4x4xf32>
  %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// LLaMA's [B, S, H, D] with freqs_cis [S, D/2] broadcast by linalg.generic
// (torch-mlir style), components kept as [..., D/2, 1] and the results
// written back with insert_slice.
#id = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#tab = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3)>
// CHECK-LABEL: func.func @complex_bshd_unit_axis
// CHECK-SAME: (%[[X:.+]]: tensor<1x8x2x16xf32>, %[[COS:.+]]: tensor<8x8xf32>, %[[SIN:.+]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<8x8xf32> layout "bshd" params <pairing = interleaved> : tensor<1x8x2x16xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @complex_bshd_unit_axis(%x: tensor<1x8x2x16xf32>, %cos: tensor<8x8xf32>, %sin: tensor<8x8xf32>) -> tensor<1x8x2x16xf32> {
  %p = tensor.expand_shape %x [[0], [1], [2], [3, 4]] output_shape [1, 8, 2, 8, 2] : tensor<1x8x2x16xf32> into tensor<1x8x2x8x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x2xf32> to tensor<1x8x2x8x1xf32>
  %im = tensor.extract_slice %p[0, 0, 0, 0, 1] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x2xf32> to tensor<1x8x2x8x1xf32>
  %e = tensor.empty() : tensor<1x8x2x8x1xf32>
  %rc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%re, %cos : tensor<1x8x2x8x1xf32>, tensor<8x8xf32>) outs(%e : tensor<1x8x2x8x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x2x8x1xf32>
  %is = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%im, %sin : tensor<1x8x2x8x1xf32>, tensor<8x8xf32>) outs(%e : tensor<1x8x2x8x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x2x8x1xf32>
  %rs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%re, %sin : tensor<1x8x2x8x1xf32>, tensor<8x8xf32>) outs(%e : tensor<1x8x2x8x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x2x8x1xf32>
  %ic = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%im, %cos : tensor<1x8x2x8x1xf32>, tensor<8x8xf32>) outs(%e : tensor<1x8x2x8x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x8x2x8x1xf32>
  %ore = linalg.sub ins(%rc, %is : tensor<1x8x2x8x1xf32>, tensor<1x8x2x8x1xf32>) outs(%e : tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x1xf32>
  %oim = linalg.add ins(%ic, %rs : tensor<1x8x2x8x1xf32>, tensor<1x8x2x8x1xf32>) outs(%e : tensor<1x8x2x8x1xf32>) -> tensor<1x8x2x8x1xf32>
  %e2 = tensor.empty() : tensor<1x8x2x8x2xf32>
  %w0 = tensor.insert_slice %oim into %e2[0, 0, 0, 0, 1] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8x2xf32>
  %st = tensor.insert_slice %ore into %w0[0, 0, 0, 0, 0] [1, 8, 2, 8, 1] [1, 1, 1, 1, 1] : tensor<1x8x2x8x1xf32> into tensor<1x8x2x8x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<1x8x2x8x2xf32> into tensor<1x8x2x16xf32>
  return %y : tensor<1x8x2x16xf32>
}

// -----

// Multiplying by cos - i sin (the sine subtracted in out_im) is the inverse.
// CHECK-LABEL: func.func @complex_conjugate
// CHECK: rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<4x4xf32> layout "sd" inverse params <pairing = interleaved> : tensor<4x8xf32>
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @complex_conjugate(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %im = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %rc = arith.mulf %re, %cos : tensor<4x4xf32>
  %is = arith.mulf %im, %sin : tensor<4x4xf32>
  %ore = arith.addf %rc, %is : tensor<4x4xf32>
  %rs = arith.mulf %re, %sin : tensor<4x4xf32>
  %ic = arith.mulf %im, %cos : tensor<4x4xf32>
  %oim = arith.subf %ic, %rs : tensor<4x4xf32>
  %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, inverse, tables)}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// freqs_cis computed in the model (positions times inv_freq = 10000^(-2i/8),
// then cos and sin, one column per pair): rope.apply.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @complex_computed_tables
// CHECK-SAME: (%[[X:.+]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <pairing = interleaved> : tensor<8x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @complex_computed_tables(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
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
  %et = tensor.empty() : tensor<8x4xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%freqs : tensor<8x4xf32>) outs(%et : tensor<8x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    linalg.yield %c : f32
  } -> tensor<8x4xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%freqs : tensor<8x4xf32>) outs(%et : tensor<8x4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = math.sin %a : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [8, 4, 2] : tensor<8x8xf32> into tensor<8x4x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0] [8, 4, 1] [1, 1, 1] : tensor<8x4x2xf32> to tensor<8x4xf32>
  %im = tensor.extract_slice %p[0, 0, 1] [8, 4, 1] [1, 1, 1] : tensor<8x4x2xf32> to tensor<8x4xf32>
  %rc = arith.mulf %re, %cos : tensor<8x4xf32>
  %is = arith.mulf %im, %sin : tensor<8x4xf32>
  %ore = arith.subf %rc, %is : tensor<8x4xf32>
  %rs = arith.mulf %re, %sin : tensor<8x4xf32>
  %ic = arith.mulf %im, %cos : tensor<8x4xf32>
  %oim = arith.addf %rs, %ic : tensor<8x4xf32>
  %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [8, 4, 1] : tensor<8x4xf32> into tensor<8x4x1xf32>
  %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [8, 4, 1] : tensor<8x4xf32> into tensor<8x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<8x4x1xf32>, tensor<8x4x1xf32>) -> tensor<8x4x2xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, theta=10000, params)}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<8x4x2xf32> into tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// Near miss: the sine term added in out_re (x_re*cos + x_im*sin) as well as
// in out_im: no rotation.
// CHECK-LABEL: func.func @wrong_sign
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @wrong_sign(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>, %cos2: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %im = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %rc = arith.mulf %re, %cos : tensor<4x4xf32>
  %is = arith.mulf %im, %sin : tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %ore = arith.addf %rc, %is : tensor<4x4xf32>
  %rs = arith.mulf %re, %sin : tensor<4x4xf32>
  %ic = arith.mulf %im, %cos : tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %oim = arith.addf %rs, %ic : tensor<4x4xf32>
  %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channels rotate in different directions}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: out_re and out_im stacked in the wrong order.
// CHECK-LABEL: func.func @swapped_outputs
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @swapped_outputs(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>, %cos2: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %im = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %rc = arith.mulf %re, %cos : tensor<4x4xf32>
  %is = arith.mulf %im, %sin : tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %ore = arith.subf %rc, %is : tensor<4x4xf32>
  %rs = arith.mulf %re, %sin : tensor<4x4xf32>
  %ic = arith.mulf %im, %cos : tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %oim = arith.addf %rs, %ic : tensor<4x4xf32>
  %a = tensor.expand_shape %oim [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %ore [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channel 1 scales its cos and sin terms differently}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: out_im reads another cos table than out_re, so re and im
// turn by different angles.
// CHECK-LABEL: func.func @different_angles
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @different_angles(%x: tensor<4x8xf32>, %cos: tensor<4x4xf32>, %sin: tensor<4x4xf32>, %cos2: tensor<4x4xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %im = tensor.extract_slice %p[0, 0, 1] [4, 4, 1] [1, 1, 1] : tensor<4x4x2xf32> to tensor<4x4xf32>
  %rc = arith.mulf %re, %cos : tensor<4x4xf32>
  %is = arith.mulf %im, %sin : tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %ore = arith.subf %rc, %is : tensor<4x4xf32>
  %rs = arith.mulf %re, %sin : tensor<4x4xf32>
  %ic = arith.mulf %im, %cos2 : tensor<4x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %oim = arith.addf %rs, %ic : tensor<4x4xf32>
  %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the cos and sin tables are not one row per token and one column per channel or pair}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Left alone: a dynamic number of tokens (tables with dynamic rows need
// explicit positions); the matchers check shapes before reading them.
// CHECK-LABEL: func.func @complex_dynamic
// CHECK-NOT: rope.
// CHECK: tensor.collapse_shape
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @complex_dynamic(%x: tensor<?x8xf32>, %cos: tensor<?x4xf32>, %sin: tensor<?x4xf32>, %n: index) -> tensor<?x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [%n, 4, 2] : tensor<?x8xf32> into tensor<?x4x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0] [%n, 4, 1] [1, 1, 1] : tensor<?x4x2xf32> to tensor<?x4xf32>
  %im = tensor.extract_slice %p[0, 0, 1] [%n, 4, 1] [1, 1, 1] : tensor<?x4x2xf32> to tensor<?x4xf32>
  %rc = arith.mulf %re, %cos : tensor<?x4xf32>
  %is = arith.mulf %im, %sin : tensor<?x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %ore = arith.subf %rc, %is : tensor<?x4xf32>
  %rs = arith.mulf %re, %sin : tensor<?x4xf32>
  %ic = arith.mulf %im, %cos : tensor<?x4xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %oim = arith.addf %rs, %ic : tensor<?x4xf32>
  %a = tensor.expand_shape %ore [[0], [1, 2]] output_shape [%n, 4, 1] : tensor<?x4xf32> into tensor<?x4x1xf32>
  %b = tensor.expand_shape %oim [[0], [1, 2]] output_shape [%n, 4, 1] : tensor<?x4xf32> into tensor<?x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<?x4x1xf32>, tensor<?x4x1xf32>) -> tensor<?x4x2xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the cos and sin tables are not one row per token and one column per channel or pair}}
  %y = tensor.collapse_shape %st [[0], [1, 2]] : tensor<?x4x2xf32> into tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}
