// RUN: rope-opt %s -split-input-file -rope-print-elements -verify-diagnostics -o /dev/null

// The element the recognisers see through a transpose, a broadcast and an
// elementwise product: reads of the function's arguments at affine indices.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @product(%x: tensor<4x8xf32>, %cos: tensor<8xf32>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %cos : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<8x4xf32>
  // expected-remark @+1 {{element: mulf(arg0[d1, d0], arg1[d0])}}
  %t = linalg.transpose ins(%m : tensor<4x8xf32>) outs(%et : tensor<8x4xf32>) permutation = [1, 0] {rope.print_element}
  return %t : tensor<8x4xf32>
}

// -----

// A concat read at a channel that is not known: which input holds it is
// not known either, so the element is a read of the concat itself (the
// recognisers evaluate channels one constant at a time).
func.func @rotate_half(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %x1 = tensor.extract_slice %x[0, 0] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
  %x2 = tensor.extract_slice %x[0, 4] [2, 4] [1, 1] : tensor<2x8xf32> to tensor<2x4xf32>
  %n = arith.negf %x2 : tensor<2x4xf32>
  // expected-remark @+1 {{element: tensor.concat[d0, d1]}}
  %r = tensor.concat dim(1) %n, %x1 {rope.print_element} : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}

// -----

// Complex arithmetic as its real and imaginary parts: re(z * (c + i s)).
#id = affine_map<(d0) -> (d0)>
func.func @complex_part(%re: tensor<4xf32>, %im: tensor<4xf32>, %c: tensor<4xf32>, %s: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{element: subf(mulf(arg0[d0], arg2[d0]), mulf(arg1[d0], arg3[d0]))}}
  %y = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel"], rope.print_element} ins(%re, %im, %c, %s : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %x: f32, %y: f32, %o: f32):
    %z = complex.create %a, %b : complex<f32>
    %f = complex.create %x, %y : complex<f32>
    %m = complex.mul %z, %f : complex<f32>
    %r = complex.re %m : complex<f32>
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// An op without a tensor result says so.
func.func @scalar(%a: f32) -> f32 {
  // expected-remark @+1 {{element: not a ranked tensor result}}
  %b = arith.negf %a {rope.print_element} : f32
  return %b : f32
}
