// GPT-J / RoFormer interleaved RoPE, x * cos + rotate_every_two(x) * sin,
// raised to rope.apply_table with pairing interleaved; near misses left alone.
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics | FileCheck %s

// Stride-2 slices of the odd and even channels, the odd ones negated, each
// given a trailing unit axis, concatenated and collapsed back ([B, S, H, D],
// [S, D] tables broadcast with linalg.broadcast).
// CHECK-LABEL: func.func @strided_concat_bshd
// CHECK-SAME: (%[[X:.+]]: tensor<2x8x4x16xf32>, %[[COS:.+]]: tensor<8x16xf32>, %[[SIN:.+]]: tensor<8x16xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<8x16xf32> layout "bshd" params <pairing = interleaved> : tensor<2x8x4x16xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @strided_concat_bshd(%x: tensor<2x8x4x16xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<2x8x4x16xf32> {
  %e = tensor.empty() : tensor<2x8x4x16xf32>
  %cb = linalg.broadcast ins(%cos : tensor<8x16xf32>) outs(%e : tensor<2x8x4x16xf32>) dimensions = [0, 2]
  %sb = linalg.broadcast ins(%sin : tensor<8x16xf32>) outs(%e : tensor<2x8x4x16xf32>) dimensions = [0, 2]
  %odd = tensor.extract_slice %x[0, 0, 0, 1] [2, 8, 4, 8] [1, 1, 1, 2] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
  %even = tensor.extract_slice %x[0, 0, 0, 0] [2, 8, 4, 8] [1, 1, 1, 2] : tensor<2x8x4x16xf32> to tensor<2x8x4x8xf32>
  %eh = tensor.empty() : tensor<2x8x4x8xf32>
  %nodd = linalg.negf ins(%odd : tensor<2x8x4x8xf32>) outs(%eh : tensor<2x8x4x8xf32>) -> tensor<2x8x4x8xf32>
  %a = tensor.expand_shape %nodd [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
  %b = tensor.expand_shape %even [[0], [1], [2], [3, 4]] output_shape [2, 8, 4, 8, 1] : tensor<2x8x4x8xf32> into tensor<2x8x4x8x1xf32>
  %st = tensor.concat dim(4) %a, %b : (tensor<2x8x4x8x1xf32>, tensor<2x8x4x8x1xf32>) -> tensor<2x8x4x8x2xf32>
  %rot = tensor.collapse_shape %st [[0], [1], [2], [3, 4]] : tensor<2x8x4x8x2xf32> into tensor<2x8x4x16xf32>
  %xc = linalg.mul ins(%x, %cb : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) outs(%e : tensor<2x8x4x16xf32>) -> tensor<2x8x4x16xf32>
  %rs = linalg.mul ins(%rot, %sb : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) outs(%e : tensor<2x8x4x16xf32>) -> tensor<2x8x4x16xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = linalg.add ins(%xc, %rs : tensor<2x8x4x16xf32>, tensor<2x8x4x16xf32>) outs(%e : tensor<2x8x4x16xf32>) -> tensor<2x8x4x16xf32>
  return %y : tensor<2x8x4x16xf32>
}

// -----

// The same swap written back with stride-2 insert_slice ops into an empty
// tensor, the negation a product with -1 ([S, D], tables whose
// adjacent columns differ: W = D reads column 2i for channel 2i and 2i+1
// for 2i+1, exactly what the decomposed form computes).
// CHECK-LABEL: func.func @strided_insert_sd
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[COS:.+]]: tensor<4x8xf32>, %[[SIN:.+]]: tensor<4x8xf32>)
// CHECK: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<4x8xf32> layout "sd" params <pairing = interleaved> : tensor<4x8xf32>
// CHECK-NOT: tensor.insert_slice
// CHECK: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @strided_insert_sd(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m1 = arith.constant dense<-1.0> : tensor<4x4xf32>
  %odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %even = tensor.extract_slice %x[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %nodd = arith.mulf %odd, %m1 : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r0 = tensor.insert_slice %even into %e[0, 1] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %rot = tensor.insert_slice %nodd into %r0[0, 0] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %sin, %rot : tensor<4x8xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = arith.addf %rs, %xc : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// x viewed as [S, D/2, 2], one linalg.generic reading component 1 - k and
// negating component 0 of its result, collapsed back.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#swap = affine_map<(d0, d1, d2) -> (d0, d1, 1 - d2)>
// CHECK-LABEL: func.func @pair_generic_sd
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[COS:.+]]: tensor<4x8xf32>, %[[SIN:.+]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<4x8xf32> layout "sd" params <pairing = interleaved> : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @pair_generic_sd(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e3 = tensor.empty() : tensor<4x4x2xf32>
  %sw = linalg.generic {indexing_maps = [#swap, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p : tensor<4x4x2xf32>) outs(%e3 : tensor<4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %k = linalg.index 2 : index
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %k, %c0 : index
    %n = arith.negf %in : f32
    %r = arith.select %first, %n, %in : f32
    linalg.yield %r : f32
  } -> tensor<4x4x2xf32>
  %rot = tensor.collapse_shape %sw [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// x viewed as [S, D/2, 2], its components sliced off as [S, D/2, 1],
// component 0 (the even channels) negated, concatenated in swapped order
// and collapsed back: stack(x[..., 1::2], -x[..., ::2]) turns every angle
// the other way, so the op is the inverse rotation. [S, 1, D] tables.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#tab3 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
// CHECK-LABEL: func.func @pair_components_shd
// CHECK-SAME: (%[[X:.+]]: tensor<8x2x16xf32>, %[[COS:.+]]: tensor<8x1x16xf32>, %[[SIN:.+]]: tensor<8x1x16xf32>)
// CHECK-DAG: %[[C:.+]] = tensor.collapse_shape %[[COS]] {{\[\[}}0], [1, 2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
// CHECK-DAG: %[[S:.+]] = tensor.collapse_shape %[[SIN]] {{\[\[}}0], [1, 2]] : tensor<8x1x16xf32> into tensor<8x16xf32>
// CHECK: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[C]], %[[S]] : tensor<8x16xf32> layout "shd" inverse params <pairing = interleaved> : tensor<8x2x16xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @pair_components_shd(%x: tensor<8x2x16xf32>, %cos: tensor<8x1x16xf32>, %sin: tensor<8x1x16xf32>) -> tensor<8x2x16xf32> {
  %p = tensor.expand_shape %x [[0], [1], [2, 3]] output_shape [8, 2, 8, 2] : tensor<8x2x16xf32> into tensor<8x2x8x2xf32>
  %re = tensor.extract_slice %p[0, 0, 0, 0] [8, 2, 8, 1] [1, 1, 1, 1] : tensor<8x2x8x2xf32> to tensor<8x2x8x1xf32>
  %im = tensor.extract_slice %p[0, 0, 0, 1] [8, 2, 8, 1] [1, 1, 1, 1] : tensor<8x2x8x2xf32> to tensor<8x2x8x1xf32>
  %nre = arith.negf %re : tensor<8x2x8x1xf32>
  %st = tensor.concat dim(3) %im, %nre : (tensor<8x2x8x1xf32>, tensor<8x2x8x1xf32>) -> tensor<8x2x8x2xf32>
  %rot = tensor.collapse_shape %st [[0], [1], [2, 3]] : tensor<8x2x8x2xf32> into tensor<8x2x16xf32>
  %e = tensor.empty() : tensor<8x2x16xf32>
  %xc = linalg.generic {indexing_maps = [#id3, #tab3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %cos : tensor<8x2x16xf32>, tensor<8x1x16xf32>) outs(%e : tensor<8x2x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<8x2x16xf32>
  %rs = linalg.generic {indexing_maps = [#id3, #tab3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rot, %sin : tensor<8x2x16xf32>, tensor<8x1x16xf32>) outs(%e : tensor<8x2x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<8x2x16xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, inverse, tables)}}
  %y = arith.addf %xc, %rs : tensor<8x2x16xf32>
  return %y : tensor<8x2x16xf32>
}

// -----

// Near miss: the odd and even channels swapped without a negation, a
// permutation and no rotation.
// CHECK-LABEL: func.func @swap_without_negation
// CHECK-NOT: rope.
// CHECK: tensor.concat
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @swap_without_negation(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %even = tensor.extract_slice %x[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %a = tensor.expand_shape %odd [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %b = tensor.expand_shape %even [[0], [1, 2]] output_shape [4, 4, 1] : tensor<4x4xf32> into tensor<4x4x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
  %rot = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channels rotate in different directions}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: both sides negated.
// CHECK-LABEL: func.func @both_negated
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @both_negated(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %even = tensor.extract_slice %x[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %no = arith.negf %odd : tensor<4x4xf32>
  %ne = arith.negf %even : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r0 = tensor.insert_slice %ne into %e[0, 1] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %rot = tensor.insert_slice %no into %r0[0, 0] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channels rotate in different directions}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: the second stride-2 slice starts at offset 1 instead of 0, so
// both halves of every pair read x[2i + 1].
// CHECK-LABEL: func.func @slice_at_wrong_offset
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @slice_at_wrong_offset(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %also_odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %no = arith.negf %odd : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r0 = tensor.insert_slice %also_odd into %e[0, 1] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %rot = tensor.insert_slice %no into %r0[0, 0] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channel 7 is not a tensor's channels times coefficients}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: the channels stay in place (the even ones negated) instead of
// moving to their partners.
// CHECK-LABEL: func.func @negated_in_place
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @negated_in_place(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %odd = tensor.extract_slice %x[0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %even = tensor.extract_slice %x[0, 0] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  %ne = arith.negf %even : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r0 = tensor.insert_slice %odd into %e[0, 1] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %rot = tensor.insert_slice %ne into %r0[0, 0] [4, 4] [1, 2] : tensor<4x4xf32> into tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Near miss: a generic over the [S, D/2, 2] view that negates component 0
// but reads component k, not 1 - k.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @pair_generic_without_swap
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @pair_generic_without_swap(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %p = tensor.expand_shape %x [[0], [1, 2]] output_shape [4, 4, 2] : tensor<4x8xf32> into tensor<4x4x2xf32>
  %e3 = tensor.empty() : tensor<4x4x2xf32>
  %sw = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p : tensor<4x4x2xf32>) outs(%e3 : tensor<4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %k = linalg.index 2 : index
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %k, %c0 : index
    %n = arith.negf %in : f32
    %r = arith.select %first, %n, %in : f32
    linalg.yield %r : f32
  } -> tensor<4x4x2xf32>
  %rot = tensor.collapse_shape %sw [[0], [1, 2]] : tensor<4x4x2xf32> into tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// GPT-J's tables computed in the model: freqs = positions x inv_freq
// (theta = 10000), emb = repeat_interleave(freqs, 2) as a broadcast along a
// new last axis of extent 2 collapsed into D, cos(emb) and sin(emb):
// rope.apply.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @computed_repeated_tables
// CHECK-SAME: (%[[X:.+]]: tensor<8x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <pairing = interleaved> : tensor<8x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @computed_repeated_tables(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
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
  %e3 = tensor.empty() : tensor<8x4x2xf32>
  %twice = linalg.broadcast ins(%freqs : tensor<8x4xf32>) outs(%e3 : tensor<8x4x2xf32>) dimensions = [2]
  %emb = tensor.collapse_shape %twice [[0], [1, 2]] : tensor<8x4x2xf32> into tensor<8x8xf32>
  %et = tensor.empty() : tensor<8x8xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    linalg.yield %c : f32
  } -> tensor<8x8xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = math.sin %a : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %odd = tensor.extract_slice %x[0, 1] [8, 4] [1, 2] : tensor<8x8xf32> to tensor<8x4xf32>
  %even = tensor.extract_slice %x[0, 0] [8, 4] [1, 2] : tensor<8x8xf32> to tensor<8x4xf32>
  %nodd = arith.negf %odd : tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %r0 = tensor.insert_slice %even into %e[0, 1] [8, 4] [1, 2] : tensor<8x4xf32> into tensor<8x8xf32>
  %rot = tensor.insert_slice %nodd into %r0[0, 0] [8, 4] [1, 2] : tensor<8x4xf32> into tensor<8x8xf32>
  %xc = arith.mulf %x, %cos : tensor<8x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<8x8xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, theta=10000, params)}}
  %y = arith.addf %xc, %rs : tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// Near miss for rope.apply: repeat_interleave(freqs, 2) tables with
// rotate_half put pair i's angle in columns 2i and 2i + 1, not i and
// i + D/2; the tables stay.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @computed_repeated_tables_rotate_half
// CHECK-NOT: rope.apply %
// CHECK: rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<8x8xf32> layout "sd" params <> : tensor<8x8xf32>
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @computed_repeated_tables_rotate_half(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
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
  %e3 = tensor.empty() : tensor<8x4x2xf32>
  %twice = linalg.broadcast ins(%freqs : tensor<8x4xf32>) outs(%e3 : tensor<8x4x2xf32>) dimensions = [2]
  %emb = tensor.collapse_shape %twice [[0], [1, 2]] : tensor<8x4x2xf32> into tensor<8x8xf32>
  %et = tensor.empty() : tensor<8x8xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    linalg.yield %c : f32
  } -> tensor<8x8xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = math.sin %a : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %x1 = tensor.extract_slice %x[0, 0] [8, 4] [1, 1] : tensor<8x8xf32> to tensor<8x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [8, 4] [1, 1] : tensor<8x8xf32> to tensor<8x4xf32>
  %n2 = arith.negf %x2 : tensor<8x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
  %xc = arith.mulf %x, %cos : tensor<8x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<8x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %y = arith.addf %xc, %rs : tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// Near miss for rope.apply: computed tables cat(freqs, freqs) put pair i's
// angle in columns i and i + D/2, so adjacent columns differ. Rotating
// interleaved pairs with them is no RoPE schedule; rope.apply_table with
// the tables (W = D, column 2i for channel 2i, 2i+1 for 2i+1) is still
// exact, so the tables stay.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @computed_half_tables
// CHECK-NOT: rope.apply %
// CHECK: rope.apply_table %{{.+}} tables %[[C:.+]], %[[S:.+]] : tensor<8x8xf32> layout "sd" params <pairing = interleaved> : tensor<8x8xf32>
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @computed_half_tables(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
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
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
  %et = tensor.empty() : tensor<8x8xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c = math.cos %a : f32
    linalg.yield %c : f32
  } -> tensor<8x8xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<8x8xf32>) outs(%et : tensor<8x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = math.sin %a : f32
    linalg.yield %s : f32
  } -> tensor<8x8xf32>
  %odd = tensor.extract_slice %x[0, 1] [8, 4] [1, 2] : tensor<8x8xf32> to tensor<8x4xf32>
  %even = tensor.extract_slice %x[0, 0] [8, 4] [1, 2] : tensor<8x8xf32> to tensor<8x4xf32>
  %nodd = arith.negf %odd : tensor<8x4xf32>
  %e = tensor.empty() : tensor<8x8xf32>
  %r0 = tensor.insert_slice %even into %e[0, 1] [8, 4] [1, 2] : tensor<8x4xf32> into tensor<8x8xf32>
  %rot = tensor.insert_slice %nodd into %r0[0, 0] [8, 4] [1, 2] : tensor<8x4xf32> into tensor<8x8xf32>
  %xc = arith.mulf %x, %cos : tensor<8x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<8x8xf32>
  // expected-remark @+1 {{raised interleaved RoPE (pairing=interleaved, tables)}}
  %y = arith.addf %xc, %rs : tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// Left alone: a dynamic head dim.
// CHECK-LABEL: func.func @interleaved_dynamic
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @interleaved_dynamic(%x: tensor<4x?xf32>, %cos: tensor<4x?xf32>, %sin: tensor<4x?xf32>, %n: index) -> tensor<4x?xf32> {
  %odd = tensor.extract_slice %x[0, 1] [4, %n] [1, 2] : tensor<4x?xf32> to tensor<4x?xf32>
  %even = tensor.extract_slice %x[0, 0] [4, %n] [1, 2] : tensor<4x?xf32> to tensor<4x?xf32>
  %no = arith.negf %odd : tensor<4x?xf32>
  %a = tensor.expand_shape %no [[0], [1, 2]] output_shape [4, %n, 1] : tensor<4x?xf32> into tensor<4x?x1xf32>
  %b = tensor.expand_shape %even [[0], [1, 2]] output_shape [4, %n, 1] : tensor<4x?xf32> into tensor<4x?x1xf32>
  %st = tensor.concat dim(2) %a, %b : (tensor<4x?x1xf32>, tensor<4x?x1xf32>) -> tensor<4x?x2xf32>
  %rot = tensor.collapse_shape %st [[0], [1, 2]] : tensor<4x?x2xf32> into tensor<4x?xf32>
  %xc = arith.mulf %x, %cos : tensor<4x?xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x?xf32>
  %y = arith.addf %xc, %rs : tensor<4x?xf32>
  return %y : tensor<4x?xf32>
}
