// HF / GPT-NeoX rotate_half RoPE with cos/sin tables from the caller or
// constants, raised to rope.apply_table (W = D columns, pairing half).
// RUN: rope-opt %s -split-input-file --rope-raise=inverse=true | FileCheck %s
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics -o /dev/null

// torch-mlir's lowering of q * cos + rotate_half(q) * sin: cos/sin [B, S, D]
// unsqueezed at dim 1 for q [B, H, S, D], elementwise ops as
// linalg.generic with broadcasting maps, aten.add's alpha as a mulf by 1.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
// CHECK-LABEL: func.func @torch_bhsd
// CHECK-SAME: (%[[Q:.+]]: tensor<1x4x8x64xf32>, %[[COS:.+]]: tensor<1x8x64xf32>, %[[SIN:.+]]: tensor<1x8x64xf32>)
// CHECK-DAG: %[[C:.+]] = tensor.collapse_shape %[[COS]] {{\[\[}}0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
// CHECK-DAG: %[[S:.+]] = tensor.collapse_shape %[[SIN]] {{\[\[}}0, 1], [2]] : tensor<1x8x64xf32> into tensor<8x64xf32>
// CHECK: %[[Y:.+]] = rope.apply_table %[[Q]] tables %[[C]], %[[S]] : tensor<8x64xf32> layout "bhsd" params <> : tensor<1x4x8x64xf32>
// CHECK-NOT: linalg.generic
// CHECK-NOT: tensor.concat
// CHECK: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @torch_bhsd(%q: tensor<1x4x8x64xf32>, %cos: tensor<1x8x64xf32>, %sin: tensor<1x8x64xf32>) -> tensor<1x4x8x64xf32> {
  %one = arith.constant 1.000000e+00 : f32
  %c = tensor.expand_shape %cos [[0], [1, 2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %s = tensor.expand_shape %sin [[0], [1, 2], [3]] output_shape [1, 1, 8, 64] : tensor<1x8x64xf32> into tensor<1x1x8x64xf32>
  %e = tensor.empty() : tensor<1x4x8x64xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %c : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%e : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  %x1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %x2 = tensor.extract_slice %q[0, 0, 0, 32] [1, 4, 8, 32] [1, 1, 1, 1] : tensor<1x4x8x64xf32> to tensor<1x4x8x32xf32>
  %eh = tensor.empty() : tensor<1x4x8x32xf32>
  %n2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x2 : tensor<1x4x8x32xf32>) outs(%eh : tensor<1x4x8x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<1x4x8x32xf32>
  %rot = tensor.concat dim(3) %n2, %x1 : (tensor<1x4x8x32xf32>, tensor<1x4x8x32xf32>) -> tensor<1x4x8x64xf32>
  %rs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rot, %s : tensor<1x4x8x64xf32>, tensor<1x1x8x64xf32>) outs(%e : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x64xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qc, %rs : tensor<1x4x8x64xf32>, tensor<1x4x8x64xf32>) outs(%e : tensor<1x4x8x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %a = arith.mulf %in_0, %one : f32
    %r = arith.addf %in, %a : f32
    linalg.yield %r : f32
  } -> tensor<1x4x8x64xf32>
  return %y : tensor<1x4x8x64xf32>
}

// -----

// Named ops: [S, D] tables broadcast with linalg.broadcast for q [B, S, H, D],
// rotate_half as linalg.negf and insert_slice into a tensor.empty, the sine
// product written sin * rot and added first.
// CHECK-LABEL: func.func @named_bshd
// CHECK-SAME: (%[[Q:.+]]: tensor<2x8x4x64xf32>, %[[COS:.+]]: tensor<8x64xf32>, %[[SIN:.+]]: tensor<8x64xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[Q]] tables %[[COS]], %[[SIN]] : tensor<8x64xf32> layout "bshd" params <> : tensor<2x8x4x64xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @named_bshd(%q: tensor<2x8x4x64xf32>, %cos: tensor<8x64xf32>, %sin: tensor<8x64xf32>) -> tensor<2x8x4x64xf32> {
  %e = tensor.empty() : tensor<2x8x4x64xf32>
  %cb = linalg.broadcast ins(%cos : tensor<8x64xf32>) outs(%e : tensor<2x8x4x64xf32>) dimensions = [0, 2]
  %sb = linalg.broadcast ins(%sin : tensor<8x64xf32>) outs(%e : tensor<2x8x4x64xf32>) dimensions = [0, 2]
  %x1 = tensor.extract_slice %q[0, 0, 0, 0] [2, 8, 4, 32] [1, 1, 1, 1] : tensor<2x8x4x64xf32> to tensor<2x8x4x32xf32>
  %x2 = tensor.extract_slice %q[0, 0, 0, 32] [2, 8, 4, 32] [1, 1, 1, 1] : tensor<2x8x4x64xf32> to tensor<2x8x4x32xf32>
  %eh = tensor.empty() : tensor<2x8x4x32xf32>
  %n2 = linalg.negf ins(%x2 : tensor<2x8x4x32xf32>) outs(%eh : tensor<2x8x4x32xf32>) -> tensor<2x8x4x32xf32>
  %r0 = tensor.insert_slice %x1 into %e[0, 0, 0, 32] [2, 8, 4, 32] [1, 1, 1, 1] : tensor<2x8x4x32xf32> into tensor<2x8x4x64xf32>
  %rot = tensor.insert_slice %n2 into %r0[0, 0, 0, 0] [2, 8, 4, 32] [1, 1, 1, 1] : tensor<2x8x4x32xf32> into tensor<2x8x4x64xf32>
  %rs = linalg.mul ins(%sb, %rot : tensor<2x8x4x64xf32>, tensor<2x8x4x64xf32>) outs(%e : tensor<2x8x4x64xf32>) -> tensor<2x8x4x64xf32>
  %qc = linalg.mul ins(%q, %cb : tensor<2x8x4x64xf32>, tensor<2x8x4x64xf32>) outs(%e : tensor<2x8x4x64xf32>) -> tensor<2x8x4x64xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %y = linalg.add ins(%rs, %qc : tensor<2x8x4x64xf32>, tensor<2x8x4x64xf32>) outs(%e : tensor<2x8x4x64xf32>) -> tensor<2x8x4x64xf32>
  return %y : tensor<2x8x4x64xf32>
}

// -----

// Arith ops on whole tensors, the negation a product with -1 ([S, D]
// input, layout "sd").
// CHECK-LABEL: func.func @arith_tensors_sd
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>, %[[COS:.+]]: tensor<4x8xf32>, %[[SIN:.+]]: tensor<4x8xf32>)
// CHECK: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<4x8xf32> layout "sd" params <> : tensor<4x8xf32>
// CHECK-NOT: arith.mulf
// CHECK: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @arith_tensors_sd(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m1 = arith.constant dense<-1.0> : tensor<4x4xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.mulf %x2, %m1 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %cos, %x : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// x * cos - rotate_half(x) * sin turns every angle the other way: inverse.
// So does x * cos + cat(x2, -x1) * sin.
// CHECK-LABEL: func.func @inverse
// CHECK: %[[A:.+]] = rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<4x8xf32> layout "sd" inverse params <> : tensor<4x8xf32>
// CHECK: %[[B:.+]] = rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<4x8xf32> layout "sd" inverse params <> : tensor<4x8xf32>
// CHECK-NOT: arith.
// CHECK: return %[[A]], %[[B]]
// expected-remark @+1 {{rope-raise: 2 rotation(s) raised into 0 rope.apply and 2 rope.apply_table}}
func.func @inverse(%x: tensor<4x8xf32>, %cos: tensor<4x8xf32>, %sin: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, inverse, tables)}}
  %a = arith.subf %xc, %rs : tensor<4x8xf32>
  %n1 = arith.negf %x1 : tensor<4x4xf32>
  %back = tensor.concat dim(1) %x2, %n1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %bs = arith.mulf %back, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, inverse, tables)}}
  %b = arith.addf %xc, %bs : tensor<4x8xf32>
  return %a, %b : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// One decode token: a single-row table, f16.
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
// CHECK-LABEL: func.func @decode_one_row
// CHECK: tensor.collapse_shape %{{.+}} {{\[\[}}0, 1, 2], [3]] : tensor<1x1x1x128xf16> into tensor<1x128xf16>
// CHECK: rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<1x128xf16> layout "bhsd" params <> : tensor<1x32x1x128xf16>
// CHECK-NOT: linalg.generic
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @decode_one_row(%q: tensor<1x32x1x128xf16>, %cos: tensor<1x1x1x128xf16>, %sin: tensor<1x1x1x128xf16>) -> tensor<1x32x1x128xf16> {
  %e = tensor.empty() : tensor<1x32x1x128xf16>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x32x1x128xf16>, tensor<1x1x1x128xf16>) outs(%e : tensor<1x32x1x128xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %m = arith.mulf %in, %in_0 : f16
    linalg.yield %m : f16
  } -> tensor<1x32x1x128xf16>
  %x1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xf16> to tensor<1x32x1x64xf16>
  %x2 = tensor.extract_slice %q[0, 0, 0, 64] [1, 32, 1, 64] [1, 1, 1, 1] : tensor<1x32x1x128xf16> to tensor<1x32x1x64xf16>
  %n2 = arith.negf %x2 : tensor<1x32x1x64xf16>
  %rot = tensor.concat dim(3) %n2, %x1 : (tensor<1x32x1x64xf16>, tensor<1x32x1x64xf16>) -> tensor<1x32x1x128xf16>
  %rs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%rot, %sin : tensor<1x32x1x128xf16>, tensor<1x1x1x128xf16>) outs(%e : tensor<1x32x1x128xf16>) {
  ^bb0(%in: f16, %in_0: f16, %out: f16):
    %m = arith.mulf %in, %in_0 : f16
    linalg.yield %m : f16
  } -> tensor<1x32x1x128xf16>
  // expected-remark @+1 {{raised half-split RoPE}}
  %y = arith.addf %qc, %rs : tensor<1x32x1x128xf16>
  return %y : tensor<1x32x1x128xf16>
}
