// Near misses of decomposed RoPE that rope-raise must leave alone.
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics | FileCheck %s

// No negation: cat(x2, x1) is a permutation, not a rotation.
// CHECK-LABEL: func.func @no_negation
// CHECK-NOT: rope.
// CHECK: tensor.concat
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @no_negation(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %rot = tensor.concat dim(1) %x2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channels rotate in different directions}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Both halves negated.
// CHECK-LABEL: func.func @both_negated
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @both_negated(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n1 = arith.negf %x1 : tensor<4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %n1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channels rotate in different directions}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// The sine term minus the cosine term: not a rotation either way.
// CHECK-LABEL: func.func @cosine_subtracted
// CHECK-NOT: rope.
// CHECK: arith.subf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @cosine_subtracted(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channel 0 scales its cos and sin terms differently}}
  %y = arith.subf %rs, %xc : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Mismatched halves: cat(-x1, x2) keeps every channel in place.
// CHECK-LABEL: func.func @halves_not_swapped
// CHECK-NOT: rope.
// CHECK: tensor.concat
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @halves_not_swapped(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n1 = arith.negf %x1 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n1, %x2 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A permutation that is no pairing: the pieces are a quarter and three
// quarters.
// CHECK-LABEL: func.func @not_a_pairing
// CHECK-NOT: rope.
// CHECK: tensor.concat
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @not_a_pairing(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
  %x2 = tensor.extract_slice %x[0, 2] [4, 6] [1, 1] : tensor<4x8xf32> to tensor<4x6xf32>
  %n2 = arith.negf %x2 : tensor<4x6xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x6xf32>, tensor<4x2xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: channel 0 pairs with channel 2, neither its half-split nor its interleaved partner}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// The halves of another tensor than the one times cos.
// CHECK-LABEL: func.func @other_tensor_swapped
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @other_tensor_swapped(%x: tensor<4x8xf32>, %z: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %z1 = tensor.extract_slice %z[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %z2 = tensor.extract_slice %z[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.negf %z2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %z1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// cos follows the tokens, sin the heads: not the same positions.
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#bys = affine_map<(d0, d1, d2) -> (d0, d2)>
#byh = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @cos_sin_other_axes
// CHECK-NOT: rope.
// CHECK: linalg.generic
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @cos_sin_other_axes(%x: tensor<4x4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x4x8xf32> {
  %e = tensor.empty() : tensor<4x4x8xf32>
  %xc = linalg.generic {indexing_maps = [#id, #bys, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %cos : tensor<4x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<4x4x8xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0] [4, 4, 4] [1, 1, 1] : tensor<4x4x8xf32> to tensor<4x4x4xf32>
  %x2 = tensor.extract_slice %x[0, 0, 4] [4, 4, 4] [1, 1, 1] : tensor<4x4x8xf32> to tensor<4x4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4x4xf32>
  %rot = tensor.concat dim(2) %n2, %x1 : (tensor<4x4x4xf32>, tensor<4x4x4xf32>) -> tensor<4x4x8xf32>
  %rs = linalg.generic {indexing_maps = [#id, #byh, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%rot, %sin : tensor<4x4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x4x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<4x4x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the cos and sin tables are not one row per token and one column per channel or pair}}
  %y = arith.addf %xc, %rs : tensor<4x4x8xf32>
  return %y : tensor<4x4x8xf32>
}

// -----

// Per-batch tables [B, 1, S, D] with B = 2: rope.apply_table's tables
// have one row per position, shared by the batch.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
// CHECK-LABEL: func.func @per_batch_tables
// CHECK-NOT: rope.
// CHECK: linalg.generic
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @per_batch_tables(%x: tensor<2x4x8x16xf32>, %cos: tensor<2x1x8x16xf32>, %sin: tensor<2x1x8x16xf32>) -> tensor<2x4x8x16xf32> {
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %xc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x, %cos : tensor<2x4x8x16xf32>, tensor<2x1x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<2x4x8x16xf32>
  %x1 = tensor.extract_slice %x[0, 0, 0, 0] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
  %x2 = tensor.extract_slice %x[0, 0, 0, 8] [2, 4, 8, 8] [1, 1, 1, 1] : tensor<2x4x8x16xf32> to tensor<2x4x8x8xf32>
  %n2 = arith.negf %x2 : tensor<2x4x8x8xf32>
  %rot = tensor.concat dim(3) %n2, %x1 : (tensor<2x4x8x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x16xf32>
  %rs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rot, %sin : tensor<2x4x8x16xf32>, tensor<2x1x8x16xf32>) outs(%e : tensor<2x4x8x16xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<2x4x8x16xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the cos and sin tables are not one row per token and one column per channel or pair}}
  %y = arith.addf %xc, %rs : tensor<2x4x8x16xf32>
  return %y : tensor<2x4x8x16xf32>
}

// -----

// A non-RoPE extra term inside the cosine term: (x * cos + b) + rot * sin.
// CHECK-LABEL: func.func @extra_term
// CHECK-NOT: rope.
// CHECK: arith.addf
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @extra_term(%x: tensor<4x8xf32>, %b: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %xcb = arith.addf %xc, %b : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  %y = arith.addf %xcb, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// A dynamic token count: tables with no static row count, which
// rope.apply_table refuses without explicit positions.
// CHECK-LABEL: func.func @dynamic_rows
// CHECK-NOT: rope.
// CHECK: arith.addf
// expected-remark @+1 {{rope-raise: 0 rotation(s)}}
func.func @dynamic_rows(%x: tensor<?x8xf32>, %cos: tensor<?x8xf32>, %sin: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x8xf32>
  %x1 = tensor.extract_slice %x[0, 0] [%n, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [%n, 4] [1, 1] : tensor<?x8xf32> to tensor<?x4xf32>
  %n2 = arith.negf %x2 : tensor<?x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x8xf32>
  %xc = arith.mulf %x, %cos : tensor<?x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<?x8xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the cos and sin tables are not one row per token and one column per channel or pair}}
  %y = arith.addf %xc, %rs : tensor<?x8xf32>
  return %y : tensor<?x8xf32>
}
