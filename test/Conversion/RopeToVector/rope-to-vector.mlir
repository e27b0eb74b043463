// RUN: rope-opt %s -split-input-file -convert-rope-to-vector | FileCheck %s
// RUN: rope-opt %s -split-input-file -convert-rope-to-vector=vector-bits=256 | FileCheck %s --check-prefix=BITS256
// RUN: not rope-opt %s -split-input-file -convert-rope-to-vector=vector-bits=100 2>&1 | FileCheck %s --check-prefix=BADBITS

// BADBITS: error: convert-rope-to-vector: vector-bits must be a positive multiple of 64 up to 2048, got 100

// One scf.forall over tokens; per token the pair angles are formed in f64
// once (quadrant by arithmetic rounding, polynomials, no libm) and shared
// by the query (2 heads) and key (1 head) loops. Offset block [2, 6)
// interleaved in D = 8, bf16: the pairs are 32-bit words, split into u and v
// by a shift and a mask, rounded (nearest, ties to even; the NaNs of bf16
// rows need no mask) and packed back with integer ops; the pass-through
// channels are copied without conversion.
// CHECK-LABEL: func.func @q_and_k_interleaved_offset_block
// CHECK-SAME: (%[[Q:.+]]: tensor<3x2x8xbf16>, %[[K:.+]]: tensor<3x1x8xbf16>, %[[N:.+]]: index)
// CHECK-DAG: %[[F:.+]] = arith.constant dense<[1.000000e+00, 1.000000e-02]> : vector<2xf64>
// CHECK-DAG: %[[MAGIC:.+]] = arith.constant dense<0x4338000000000000> : vector<2xf64>
// CHECK-DAG: %[[HIGH:.+]] = arith.constant dense<-65536> : vector<2xi32>
// CHECK-DAG: %[[BELOW_HALF:.+]] = arith.constant dense<32767> : vector<2xi32>
// CHECK: %[[R:.+]]:2 = scf.forall (%[[B:.+]], %[[S:.+]]) in (1, 3) shared_outs(%[[OQ:.+]] = %{{.+}}, %[[OK:.+]] = %{{.+}})
// CHECK:   %[[P:.+]] = tensor.extract
// CHECK:   arith.sitofp %[[P]] : i64 to f64
// CHECK:   arith.addf %{{.+}}, %[[MAGIC]] : vector<2xf64>
// CHECK:   arith.truncf %{{.+}} : vector<2xf64> to vector<2xf32>
// CHECK-NOT: math.
// CHECK:   scf.for %[[H:[[:alnum:]_]+]] = %{{.+}} to %c2 {{.*}} iter_args(%[[ROWS:.+]] =
// CHECK:     %[[LEFT:.+]] = vector.transfer_read %[[Q]][%[[S]], %[[H]], %c0], %{{.+}} {in_bounds = [true]} : tensor<3x2x8xbf16>, vector<2xbf16>
// CHECK:     %[[W0:.+]] = vector.transfer_write %[[LEFT]], %[[ROWS]][%c0, %[[H]], %c0]
// CHECK:     %[[X:.+]] = vector.transfer_read %[[Q]][%[[S]], %[[H]], %c2], %{{.+}} {in_bounds = [true]} : tensor<3x2x8xbf16>, vector<4xbf16>
// CHECK:     %[[WORDS:.+]] = vector.bitcast %[[X]] : vector<4xbf16> to vector<2xi32>
// CHECK:     %[[UBITS:.+]] = arith.shli %[[WORDS]], %{{.+}} : vector<2xi32>
// CHECK:     %[[VBITS:.+]] = arith.andi %[[WORDS]], %[[HIGH]] : vector<2xi32>
// CHECK:     %[[U:.+]] = arith.bitcast %[[UBITS]] : vector<2xi32> to vector<2xf32>
// CHECK:     %[[V:.+]] = arith.bitcast %[[VBITS]] : vector<2xi32> to vector<2xf32>
// CHECK:     arith.mulf %[[U]], %{{.+}} fastmath<contract> : vector<2xf32>
// CHECK:     arith.subf %{{.+}}, %{{.+}} fastmath<contract> : vector<2xf32>
// CHECK:     arith.addf %{{.+}}, %{{.+}} fastmath<contract> : vector<2xf32>
// CHECK:     arith.addi %{{.+}}, %[[BELOW_HALF]] : vector<2xi32>
// CHECK-NOT: arith.cmpf uno
// CHECK:     arith.shrui
// CHECK:     arith.addi %{{.+}}, %[[BELOW_HALF]] : vector<2xi32>
// CHECK-NOT: arith.cmpf uno
// CHECK:     arith.andi %{{.+}}, %[[HIGH]] : vector<2xi32>
// CHECK:     %[[PACKED:.+]] = arith.ori
// CHECK:     %[[OUT:.+]] = vector.bitcast %[[PACKED]] : vector<2xi32> to vector<4xbf16>
// CHECK:     %[[W1:.+]] = vector.transfer_write %[[OUT]], %[[W0]][%c0, %[[H]], %c2]
// CHECK:     %[[RIGHT:.+]] = vector.transfer_read %[[Q]][%[[S]], %[[H]], %c6]
// CHECK:     vector.transfer_write %[[RIGHT]], %[[W1]][%c0, %[[H]], %c6]
// CHECK:   scf.for %{{.+}} = %{{.+}} to %c1
// CHECK:     vector.transfer_read %[[K]]
// CHECK:   scf.forall.in_parallel
// CHECK:     tensor.parallel_insert_slice %{{.+}} into %[[OQ]][%[[S]], 0, 0] [1, 2, 8]
// CHECK:     tensor.parallel_insert_slice %{{.+}} into %[[OK]][%[[S]], 0, 0] [1, 1, 8]
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @q_and_k_interleaved_offset_block(%q: tensor<3x2x8xbf16>, %k: tensor<3x1x8xbf16>, %n: index) -> (tensor<3x2x8xbf16>, tensor<3x1x8xbf16>) {
  %a, %b = rope.apply %q, %k layout "shd" offset %n : index params <rotary_dim = 4, pairing = interleaved, partial = offset, rotary_offset = 2> : tensor<3x2x8xbf16>, tensor<3x1x8xbf16>
  return %a, %b : tensor<3x2x8xbf16>, tensor<3x1x8xbf16>
}

// -----

// Half pairing, f32, D = 64 and 512-bit registers: each row is two pieces
// of 16 u channels with their 16 v channels (32 apart), each read, rotated
// and written before the next one is read; the pieces' cos/sin are sliced
// from the pair values once per token, outside the head loop.
// CHECK-LABEL: func.func @half_pieces
// CHECK-SAME: (%[[X:.+]]: tensor<3x2x64xf32>)
// CHECK: %[[C0:.+]] = vector.extract_strided_slice %[[COS:.+]] {offsets = [0], sizes = [16], strides = [1]} : vector<32xf32> to vector<16xf32>
// CHECK: %[[S0:.+]] = vector.extract_strided_slice %[[SIN:.+]] {offsets = [0], sizes = [16], strides = [1]} : vector<32xf32> to vector<16xf32>
// CHECK: %[[C1:.+]] = vector.extract_strided_slice %[[COS]] {offsets = [16], sizes = [16], strides = [1]}
// CHECK: %[[S1:.+]] = vector.extract_strided_slice %[[SIN]] {offsets = [16], sizes = [16], strides = [1]}
// CHECK: scf.for %[[H:[[:alnum:]_]+]] =
// CHECK:   %[[U0:.+]] = vector.transfer_read %[[X]][%{{.+}}, %[[H]], %c0], %{{.+}} : tensor<3x2x64xf32>, vector<16xf32>
// CHECK:   %[[V0:.+]] = vector.transfer_read %[[X]][%{{.+}}, %[[H]], %c32], %{{.+}} : tensor<3x2x64xf32>, vector<16xf32>
// CHECK:   %[[UC:.+]] = arith.mulf %[[U0]], %[[C0]] fastmath<contract>
// CHECK:   %[[VS:.+]] = arith.mulf %[[V0]], %[[S0]] fastmath<contract>
// CHECK:   %[[NU:.+]] = arith.subf %[[UC]], %[[VS]] fastmath<contract>
// CHECK:   %[[VC:.+]] = arith.mulf %[[V0]], %[[C0]] fastmath<contract>
// CHECK:   %[[US:.+]] = arith.mulf %[[U0]], %[[S0]] fastmath<contract>
// CHECK:   %[[NV:.+]] = arith.addf %[[VC]], %[[US]] fastmath<contract>
// CHECK:   %[[W0:.+]] = vector.transfer_write %[[NU]], %{{.+}}[%c0, %[[H]], %c0]
// CHECK:   %[[W1:.+]] = vector.transfer_write %[[NV]], %[[W0]][%c0, %[[H]], %c32]
// CHECK:   vector.transfer_read %[[X]][%{{.+}}, %[[H]], %c16]
// CHECK:   vector.transfer_read %[[X]][%{{.+}}, %[[H]], %c48]
// CHECK:   arith.mulf %{{.+}}, %[[C1]]
// CHECK-NOT: vector.shuffle
// CHECK: scf.forall.in_parallel
// BITS256-LABEL: func.func @half_pieces
// BITS256: scf.for
// BITS256-COUNT-8: vector.transfer_read {{.*}} : tensor<3x2x64xf32>, vector<8xf32>
// BITS256-NOT: vector.transfer_read {{.*}} : tensor<3x2x64xf32>
func.func @half_pieces(%x: tensor<3x2x64xf32>) -> tensor<3x2x64xf32> {
  %y = rope.apply %x layout "shd" static_offset 5 params <> : tensor<3x2x64xf32>
  return %y : tensor<3x2x64xf32>
}

// -----

// Interleaved f32: the partner is an adjacent-pair swap shuffle; the cos and
// signed sin lanes are spread from the pairs once per token.
// CHECK-LABEL: func.func @interleaved_f32
// CHECK: %[[COSL:.+]] = vector.shuffle %[[COS:[[:alnum:]_]+]], %[[COS]] [0, 0, 1, 1] : vector<2xf32>, vector<2xf32>
// CHECK-NEXT: %[[SINL:.+]] = vector.shuffle %{{.+}}, %{{.+}} [2, 0, 3, 1] : vector<2xf32>, vector<2xf32>
// CHECK: scf.for
// CHECK:   %[[X:.+]] = vector.transfer_read {{.*}} : tensor<5x2x4xf32>, vector<4xf32>
// CHECK:   %[[SWAP:.+]] = vector.shuffle %[[X]], %[[X]] [1, 0, 3, 2] : vector<4xf32>, vector<4xf32>
// CHECK:   arith.mulf %[[X]], %[[COSL]] fastmath<contract>
// CHECK:   arith.mulf %[[SWAP]], %[[SINL]] fastmath<contract>
func.func @interleaved_f32(%x: tensor<5x2x4xf32>) -> tensor<5x2x4xf32> {
  %y = rope.apply %x layout "shd" static_offset 5 params <pairing = interleaved> : tensor<5x2x4xf32>
  return %y : tensor<5x2x4xf32>
}

// -----

// bf16 whose pairs straddle 32-bit words (offset block at channel 3): the
// rows are converted lane by lane with integer ops (no bf16 vector
// conversions for LLVM to legalize); pass-through runs are copied in
// power-of-two pieces (3 = 2 + 1, 7 = 4 + 2 + 1).
// CHECK-LABEL: func.func @bf16_odd_offset
// CHECK: scf.for %[[H:[[:alnum:]_]+]] =
// CHECK:   vector.transfer_read {{.*}}%c0], {{.*}} vector<2xbf16>
// CHECK:   vector.transfer_read {{.*}}%c2], {{.*}} vector<1xbf16>
// CHECK:   %[[U:.+]] = vector.transfer_read {{.*}}%c3], {{.*}} vector<3xbf16>
// CHECK:   %[[UI:.+]] = arith.bitcast %[[U]] : vector<3xbf16> to vector<3xi16>
// CHECK:   arith.extui %[[UI]] : vector<3xi16> to vector<3xi32>
// CHECK:   vector.transfer_read {{.*}}%c6], {{.*}} vector<3xbf16>
// CHECK:   arith.trunci %{{.+}} : vector<3xi32> to vector<3xi16>
// CHECK:   vector.transfer_write {{.*}}%c3] {{.*}} : vector<3xbf16>
// CHECK:   vector.transfer_write {{.*}}%c6] {{.*}} : vector<3xbf16>
// CHECK:   vector.transfer_read {{.*}}%c9], {{.*}} vector<4xbf16>
// CHECK:   vector.transfer_read {{.*}}%c13], {{.*}} vector<2xbf16>
// CHECK:   vector.transfer_read {{.*}}%c15], {{.*}} vector<1xbf16>
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf {{.*}}bf16
func.func @bf16_odd_offset(%x: tensor<3x1x16xbf16>) -> tensor<3x1x16xbf16> {
  %y = rope.apply %x layout "shd" static_offset 5 params <rotary_dim = 6, partial = offset, rotary_offset = 3> : tensor<3x1x16xbf16>
  return %y : tensor<3x1x16xbf16>
}

// -----

// Half pairing over the whole head (D = 4): one piece, no shuffle;
// [B, H, S, D] tokens slice across heads; runtime frequencies (dynamic) are
// read per batch row.
// CHECK-LABEL: func.func @half_bhsd_dynamic
// CHECK: scf.forall (%[[B:.+]], %[[S:.+]]) in (2, 5)
// CHECK:   vector.transfer_read %{{.+}}[%[[B]], %{{.+}}], %{{.+}} {in_bounds = [true]} : tensor<2x2xf64>, vector<2xf64>
// CHECK:   vector.transfer_read {{.*}}%c0], {{.*}} : tensor<2x3x5x4xf32>, vector<2xf32>
// CHECK:   vector.transfer_read {{.*}}%c2], {{.*}} : tensor<2x3x5x4xf32>, vector<2xf32>
// CHECK-NOT: vector.shuffle
// CHECK:   tensor.parallel_insert_slice %{{.+}} into %{{.+}}[%[[B]], 0, %[[S]], 0] [1, 3, 1, 4]
func.func @half_bhsd_dynamic(%x: tensor<2x3x5x4xf32>, %o: tensor<2xi64>) -> tensor<2x3x5x4xf32> {
  %y = rope.apply %x layout "bhsd" batch_offsets %o : tensor<2xi64> params <scaling = #rope.dynamic<factor = 2.0, original_max = 8>> : tensor<2x3x5x4xf32>
  return %y : tensor<2x3x5x4xf32>
}

// -----

// The table forms are left for convert-rope-to-linalg.
// CHECK-LABEL: func.func @table_form_untouched
// CHECK: rope.apply_table
func.func @table_form_untouched(%x: tensor<3x8xf32>, %c: tensor<16x4xf32>) -> tensor<3x8xf32> {
  %y = rope.apply_table %x tables %c, %c : tensor<16x4xf32> layout "sd" params <> : tensor<3x8xf32>
  return %y : tensor<3x8xf32>
}

// -----

// An input nothing else reads (not a function argument) is its own
// destination: the forall's shared output starts as the input and each
// token's rows are read from the slice they are written to, so
// bufferization rotates the buffer in place.
// CHECK-LABEL: func.func @in_place_when_dead
// CHECK: %[[SUM:.+]] = linalg.add
// CHECK: scf.forall (%{{.+}}, %[[S:.+]]) in (1, 4) shared_outs(%[[OUT:.+]] = %[[SUM]])
// CHECK:   %[[SLICE:.+]] = tensor.extract_slice %[[OUT]][%[[S]], 0, 0] [1, 2, 64]
// CHECK:   scf.for %[[H:[[:alnum:]_]+]] = %{{.+}} to %c2 {{.*}} iter_args(%[[ROWS:.+]] = %[[SLICE]])
// CHECK:     vector.transfer_read %[[ROWS]][%c0, %[[H]], %c0]
func.func @in_place_when_dead(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> tensor<4x2x64xf32> {
  %e = tensor.empty() : tensor<4x2x64xf32>
  %sum = linalg.add ins(%x, %y : tensor<4x2x64xf32>, tensor<4x2x64xf32>) outs(%e : tensor<4x2x64xf32>) -> tensor<4x2x64xf32>
  %r = rope.apply %sum layout "shd" static_offset 100 params <> : tensor<4x2x64xf32>
  return %r : tensor<4x2x64xf32>
}

// -----

// Still read elsewhere: a fresh destination.
// CHECK-LABEL: func.func @copy_when_live
// CHECK: %[[SUM:.+]] = linalg.add
// CHECK: %[[E:.+]] = tensor.empty() : tensor<4x2x64xf32>
// CHECK: scf.forall {{.*}} shared_outs(%{{.+}} = %[[E]])
// CHECK:   vector.transfer_read %[[SUM]]
func.func @copy_when_live(%x: tensor<4x2x64xf32>, %y: tensor<4x2x64xf32>) -> (tensor<4x2x64xf32>, tensor<4x2x64xf32>) {
  %e = tensor.empty() : tensor<4x2x64xf32>
  %sum = linalg.add ins(%x, %y : tensor<4x2x64xf32>, tensor<4x2x64xf32>) outs(%e : tensor<4x2x64xf32>) -> tensor<4x2x64xf32>
  %r = rope.apply %sum layout "shd" static_offset 100 params <> : tensor<4x2x64xf32>
  return %r, %sum : tensor<4x2x64xf32>, tensor<4x2x64xf32>
}
