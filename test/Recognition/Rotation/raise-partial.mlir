// Partial rotary: the rotary block sliced off, rotated with rotate_half and
// joined back with the pass-through channels becomes one op with
// rotary_dim = R.
// RUN: rope-opt %s -split-input-file --rope-raise=inverse=true | FileCheck %s
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics -o /dev/null

// GPT-NeoX / Phi (HF partial_rotary_factor): the leading R = 16 of D = 32.
// CHECK-LABEL: func.func @leading
// CHECK-SAME: (%[[X:.+]]: tensor<8x4x32xf32>, %[[COS:.+]]: tensor<8x16xf32>, %[[SIN:.+]]: tensor<8x16xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply_table %[[X]] tables %[[COS]], %[[SIN]] : tensor<8x16xf32> layout "shd" params <rotary_dim = 16> : tensor<8x4x32xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 0 rope.apply and 1 rope.apply_table}}
func.func @leading(%x: tensor<8x4x32xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<8x4x32xf32> {
  %e = tensor.empty() : tensor<8x4x16xf32>
  %cb = linalg.broadcast ins(%cos : tensor<8x16xf32>) outs(%e : tensor<8x4x16xf32>) dimensions = [1]
  %sb = linalg.broadcast ins(%sin : tensor<8x16xf32>) outs(%e : tensor<8x4x16xf32>) dimensions = [1]
  %r = tensor.extract_slice %x[0, 0, 0] [8, 4, 16] [1, 1, 1] : tensor<8x4x32xf32> to tensor<8x4x16xf32>
  %pass = tensor.extract_slice %x[0, 0, 16] [8, 4, 16] [1, 1, 1] : tensor<8x4x32xf32> to tensor<8x4x16xf32>
  %r1 = tensor.extract_slice %r[0, 0, 0] [8, 4, 8] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x4x8xf32>
  %r2 = tensor.extract_slice %r[0, 0, 8] [8, 4, 8] [1, 1, 1] : tensor<8x4x16xf32> to tensor<8x4x8xf32>
  %n2 = arith.negf %r2 : tensor<8x4x8xf32>
  %rot = tensor.concat dim(2) %n2, %r1 : (tensor<8x4x8xf32>, tensor<8x4x8xf32>) -> tensor<8x4x16xf32>
  %rc = linalg.mul ins(%r, %cb : tensor<8x4x16xf32>, tensor<8x4x16xf32>) outs(%e : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
  %rs = linalg.mul ins(%rot, %sb : tensor<8x4x16xf32>, tensor<8x4x16xf32>) outs(%e : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
  %re = linalg.add ins(%rc, %rs : tensor<8x4x16xf32>, tensor<8x4x16xf32>) outs(%e : tensor<8x4x16xf32>) -> tensor<8x4x16xf32>
  // expected-remark @+1 {{raised half-split partial RoPE (pairing=half, rotary_dim=16, tables)}}
  %y = tensor.concat dim(2) %re, %pass : (tensor<8x4x16xf32>, tensor<8x4x16xf32>) -> tensor<8x4x32xf32>
  return %y : tensor<8x4x32xf32>
}

// -----

// DeepSeek-style offset block: channels [16, 32) of 48 rotate, joined with
// insert_slice; the inverse rotation carries over.
// CHECK-LABEL: func.func @offset_block
// CHECK: rope.apply_table %{{.+}} tables %{{.+}}, %{{.+}} : tensor<8x16xf32> layout "sd" inverse params <rotary_dim = 16, partial = offset, rotary_offset = 16> : tensor<8x48xf32>
// CHECK-NOT: tensor.insert_slice
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @offset_block(%x: tensor<8x48xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<8x48xf32> {
  %head = tensor.extract_slice %x[0, 0] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  %r = tensor.extract_slice %x[0, 16] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  %tail = tensor.extract_slice %x[0, 32] [8, 16] [1, 1] : tensor<8x48xf32> to tensor<8x16xf32>
  %r1 = tensor.extract_slice %r[0, 0] [8, 8] [1, 1] : tensor<8x16xf32> to tensor<8x8xf32>
  %r2 = tensor.extract_slice %r[0, 8] [8, 8] [1, 1] : tensor<8x16xf32> to tensor<8x8xf32>
  %n2 = arith.negf %r2 : tensor<8x8xf32>
  %rot = tensor.concat dim(1) %n2, %r1 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %rc = arith.mulf %r, %cos : tensor<8x16xf32>
  %rs = arith.mulf %rot, %sin : tensor<8x16xf32>
  %re = arith.subf %rc, %rs : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x48xf32>
  %j0 = tensor.insert_slice %tail into %e[0, 32] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x48xf32>
  %j1 = tensor.insert_slice %head into %j0[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x48xf32>
  // expected-remark @+1 {{raised half-split partial RoPE (pairing=half, rotary_dim=16, inverse, tables)}}
  %y = tensor.insert_slice %re into %j1[0, 16] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x48xf32>
  return %y : tensor<8x48xf32>
}

// -----

// The rotated block joined back in another place moves channels: only the
// block's own rotation is raised (on the slice), the join stays.
// CHECK-LABEL: func.func @block_moved
// CHECK: %[[R:.+]] = tensor.extract_slice %{{.+}}[0, 0] [8, 16] [1, 1]
// CHECK: %[[B:.+]] = rope.apply_table %[[R]] tables %{{.+}}, %{{.+}} : tensor<8x16xf32> layout "sd" params <> : tensor<8x16xf32>
// CHECK: tensor.concat dim(1) %{{.+}}, %[[B]]
// expected-remark @+1 {{rope-raise: 1 rotation(s)}}
func.func @block_moved(%x: tensor<8x32xf32>, %cos: tensor<8x16xf32>, %sin: tensor<8x16xf32>) -> tensor<8x32xf32> {
  %r = tensor.extract_slice %x[0, 0] [8, 16] [1, 1] : tensor<8x32xf32> to tensor<8x16xf32>
  %pass = tensor.extract_slice %x[0, 16] [8, 16] [1, 1] : tensor<8x32xf32> to tensor<8x16xf32>
  %r1 = tensor.extract_slice %r[0, 0] [8, 8] [1, 1] : tensor<8x16xf32> to tensor<8x8xf32>
  %r2 = tensor.extract_slice %r[0, 8] [8, 8] [1, 1] : tensor<8x16xf32> to tensor<8x8xf32>
  %n2 = arith.negf %r2 : tensor<8x8xf32>
  %rot = tensor.concat dim(1) %n2, %r1 : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x16xf32>
  %rc = arith.mulf %r, %cos : tensor<8x16xf32>
  %rs = arith.mulf %rot, %sin : tensor<8x16xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, tables)}}
  %re = arith.addf %rc, %rs : tensor<8x16xf32>
  // expected-remark @+1 {{rope-raise: not a rotation: the channels do not keep one offset into the source's channels}}
  %y = tensor.concat dim(1) %pass, %re : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}
