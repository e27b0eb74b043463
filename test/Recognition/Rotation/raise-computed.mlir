// cos/sin computed in the IR (HF's rotary embedding): positions times
// inverse frequencies, cat(freqs, freqs), cos and sin. With inv_freq =
// theta^(-2i/R) the rotation becomes rope.apply with that theta; other
// frequencies become a scaling (raise-computed-scaling.mlir). Tables that
// are not such a schedule stay.
// RUN: rope-opt %s -split-input-file --rope-raise=inverse=true | FileCheck %s
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics -o /dev/null

// torch-mlir style: arange as a generic over linalg.index, the outer
// product as a generic, inv_freq a constant (theta = 10000, R = 8), q and k.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tab = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// CHECK-LABEL: func.func @llama_q_k
// CHECK-SAME: (%[[Q:.+]]: tensor<1x2x8x8xf32>, %[[K:.+]]: tensor<1x1x8x8xf32>)
// CHECK-NEXT: %[[QK:.+]]:2 = rope.apply %[[Q]], %[[K]] layout "bhsd" params <> : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>
// CHECK-NEXT: return %[[QK]]#0, %[[QK]]#1
// expected-remark @+1 {{rope-raise: 2 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @llama_q_k(%q: tensor<1x2x8x8xf32>, %k: tensor<1x1x8x8xf32>) -> (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) {
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %ep = tensor.empty() : tensor<8xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<8xf32>
  %ef = tensor.empty() : tensor<8x4xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<8xf32>, tensor<4xf32>) outs(%ef : tensor<8x4xf32>) {
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
  %eq = tensor.empty() : tensor<1x2x8x8xf32>
  %qc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %cos : tensor<1x2x8x8xf32>, tensor<8x8xf32>) outs(%eq : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  %q1 = tensor.extract_slice %q[0, 0, 0, 0] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %q2 = tensor.extract_slice %q[0, 0, 0, 4] [1, 2, 8, 4] [1, 1, 1, 1] : tensor<1x2x8x8xf32> to tensor<1x2x8x4xf32>
  %nq = arith.negf %q2 : tensor<1x2x8x4xf32>
  %qr = tensor.concat dim(3) %nq, %q1 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
  %qs = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qr, %sin : tensor<1x2x8x8xf32>, tensor<8x8xf32>) outs(%eq : tensor<1x2x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x2x8x8xf32>
  // expected-remark @+1 {{raised half-split q/k pair RoPE (pairing=half, theta=10000, params)}}
  %qe = arith.addf %qc, %qs : tensor<1x2x8x8xf32>
  %ek = tensor.empty() : tensor<1x1x8x8xf32>
  %kc = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k, %cos : tensor<1x1x8x8xf32>, tensor<8x8xf32>) outs(%ek : tensor<1x1x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x1x8x8xf32>
  %k1 = tensor.extract_slice %k[0, 0, 0, 0] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
  %k2 = tensor.extract_slice %k[0, 0, 0, 4] [1, 1, 8, 4] [1, 1, 1, 1] : tensor<1x1x8x8xf32> to tensor<1x1x8x4xf32>
  %nk = arith.negf %k2 : tensor<1x1x8x4xf32>
  %kr = tensor.concat dim(3) %nk, %k1 : (tensor<1x1x8x4xf32>, tensor<1x1x8x4xf32>) -> tensor<1x1x8x8xf32>
  %ks = linalg.generic {indexing_maps = [#id, #tab, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kr, %sin : tensor<1x1x8x8xf32>, tensor<8x8xf32>) outs(%ek : tensor<1x1x8x8xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    linalg.yield %m : f32
  } -> tensor<1x1x8x8xf32>
  %ke = arith.addf %kc, %ks : tensor<1x1x8x8xf32>
  return %qe, %ke : tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>
}

// -----

// inv_freq computed with pow (theta = 500000, R = 8), positions offset by a
// runtime scalar plus 3, the tables scaled by an attention factor 1.5.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @pow_offset_factor
// CHECK-SAME: (%[[X:.+]]: tensor<6x8xf32>, %[[N:.+]]: index)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" offset %[[N]] : index static_offset 3 params <theta = 5.000000e+05, scaling = #rope.custom<freqs = [1.000000e+00, 0.03760603093{{[0-9]+}}, 0.00141421356{{[0-9]+}}, 5.31829589{{[0-9]+}}E-5], attention_factor = 1.500000e+00>> : tensor<6x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @pow_offset_factor(%x: tensor<6x8xf32>, %n: index) -> tensor<6x8xf32> {
  %ei = tensor.empty() : tensor<4xf32>
  %inv = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ei : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %two = arith.constant 2.0 : f32
    %dim = arith.constant 8.0 : f32
    %e0 = arith.mulf %f, %two : f32
    %e = arith.divf %e0, %dim : f32
    %base = arith.constant 500000.0 : f32
    %pw = math.powf %base, %e : f32
    %one = arith.constant 1.0 : f32
    %r = arith.divf %one, %pw : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %ep = tensor.empty() : tensor<6xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<6xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %c3 = arith.constant 3 : index
    %j = arith.addi %i, %n : index
    %k = arith.addi %j, %c3 : index
    %ii = arith.index_cast %k : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<6xf32>
  %ef = tensor.empty() : tensor<6x4xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<6xf32>, tensor<4xf32>) outs(%ef : tensor<6x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<6x4xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x8xf32>
  %et = tensor.empty() : tensor<6x8xf32>
  %a = arith.constant 1.5 : f32
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<6x8xf32>) outs(%et : tensor<6x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    %s = arith.mulf %c, %a : f32
    linalg.yield %s : f32
  } -> tensor<6x8xf32>
  %sin0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<6x8xf32>) outs(%et : tensor<6x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<6x8xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%sin0 : tensor<6x8xf32>) outs(%et : tensor<6x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.mulf %in, %a : f32
    linalg.yield %s : f32
  } -> tensor<6x8xf32>
  %x1 = tensor.extract_slice %x[0, 0] [6, 4] [1, 1] : tensor<6x8xf32> to tensor<6x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [6, 4] [1, 1] : tensor<6x8xf32> to tensor<6x4xf32>
  %n2 = arith.negf %x2 : tensor<6x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x8xf32>
  %xc = arith.mulf %x, %cos : tensor<6x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<6x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=500000, static_offset=3, offset, params)}}
  %y = arith.addf %xc, %rs : tensor<6x8xf32>
  return %y : tensor<6x8xf32>
}

// -----

// Frequencies that no theta and no named scaling reproduce: rope.apply
// with #rope.custom holding the IR's own values (float32, exactly).
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @unnamed_schedule_custom
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <scaling = #rope.custom<freqs = [1.000000e+00, 0.10000000149011612, 0.0099999997764825821, 5.0000002374872565E-4]>> : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @unnamed_schedule_custom(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.0005]> : tensor<4xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x4xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<4xf32>) outs(%ef : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x8xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    linalg.yield %c : f32
  } -> tensor<4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x8xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=10000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// cos and sin of different angles (sin of the frequencies doubled): the
// tables are exact as they are and stay.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @cos_sin_different_angles
// CHECK: rope.apply_table
// CHECK-NOT: rope.apply %
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @cos_sin_different_angles(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %inv = arith.constant dense<[1.0, 0.1, 0.01, 0.001]> : tensor<4xf32>
  %inv2 = arith.constant dense<[2.0, 0.2, 0.02, 0.002]> : tensor<4xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x4xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<4xf32>) outs(%ef : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %freqs2 = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv2 : tensor<4xf32>, tensor<4xf32>) outs(%ef : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %emb2 = tensor.concat dim(1) %freqs2, %freqs2 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<4x8xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x8xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    linalg.yield %c : f32
  } -> tensor<4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb2 : tensor<4x8xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %n2 = arith.negf %x2 : tensor<4x4xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %xc = arith.mulf %x, %cos : tensor<4x8xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x8xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %y = arith.addf %xc, %rs : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
