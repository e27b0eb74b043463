// Scaled schedules computed in the IR: HF's linear, llama3, YaRN and
// LongRoPE inverse frequencies (float32, as transformers computes them),
// raised to rope.apply with the scaling attribute whose float64 reference
// reproduces them, or #rope.custom holding them when no named one does.
// RUN: rope-opt %s -split-input-file --rope-raise=inverse=true | FileCheck %s
// RUN: rope-opt %s -split-input-file --rope-raise="report=true inverse=true" -verify-diagnostics -o /dev/null

// HF linear (position interpolation), factor 4: theta^(-2i/R) / 4.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @linear_factor_4
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <scaling = #rope.linear<factor = 4.000000e+00>> : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @linear_factor_4(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %inv = arith.constant dense<[2.500000000e-01, 2.500000037e-02, 2.499999944e-03, 2.500000119e-04]> : tensor<4xf32>
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
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
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

// The formula as frontends emit it: 1 / theta^(2i/R) with powf, then
// divided by the linear factor 2.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @linear_formula_factor_2
// CHECK-SAME: (%[[X:.+]]: tensor<4x16xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <theta = 5.000000e+05, scaling = #rope.linear<factor = 2.000000e+00>> : tensor<4x16xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @linear_formula_factor_2(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %ei = tensor.empty() : tensor<8xf32>
  %inv = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ei : tensor<8xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %two = arith.constant 2.0 : f32
    %dim = arith.constant 16.0 : f32
    %e0 = arith.mulf %f, %two : f32
    %e = arith.divf %e0, %dim : f32
    %base = arith.constant 500000.0 : f32
    %pw = math.powf %base, %e : f32
    %one = arith.constant 1.0 : f32
    %r = arith.divf %one, %pw : f32
    %factor = arith.constant 2.0 : f32
    %s = arith.divf %r, %factor : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x8xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<8xf32>) outs(%ef : tensor<4x8xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %et = tensor.empty() : tensor<4x16xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x16xf32>) outs(%et : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    linalg.yield %c : f32
  } -> tensor<4x16xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x16xf32>) outs(%et : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %x2 = tensor.extract_slice %x[0, 8] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %n2 = arith.negf %x2 : tensor<4x8xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %xc = arith.mulf %x, %cos : tensor<4x16xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x16xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=500000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

// Llama 3.1 (factor 8, low 1, high 4, original 8192), R = 128: pairs
// 0-28 unchanged, 29-34 in the smooth band, 35-63 divided by 8.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @llama31_r128
// CHECK-SAME: (%[[X:.+]]: tensor<4x128xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <theta = 5.000000e+05, scaling = #rope.llama3<factor = 8.000000e+00, low_freq_factor = 1.000000e+00, high_freq_factor = 4.000000e+00, original_max = 8192>> : tensor<4x128xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @llama31_r128(%x: tensor<4x128xf32>) -> tensor<4x128xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 8.146172166e-01, 6.636012793e-01, 5.405809879e-01, 4.403666258e-01, 3.587302268e-01, 2.922278345e-01, 2.380538136e-01, 1.939227581e-01, 1.579728127e-01, 1.286873817e-01, 1.048309505e-01, 8.539710194e-02, 6.956595182e-02, 5.666961893e-02, 4.616405070e-02, 3.760603070e-02, 3.063452058e-02, 2.495540865e-02, 2.032910474e-02, 1.656044088e-02, 1.349041983e-02, 1.098952908e-02, 8.952259086e-03, 7.292665076e-03, 5.940730684e-03, 4.839421250e-03, 3.942275885e-03, 3.211446106e-03, 2.166570630e-03, 1.371893683e-03, 8.567514597e-04, 5.248460220e-04, 3.126936499e-04, 1.785077911e-04, 9.556212171e-05, 7.784655463e-05, 6.341514381e-05, 5.165906987e-05, 4.208236714e-05, 3.428102355e-05, 2.792590931e-05, 2.274892904e-05, 1.853166941e-05, 1.509621779e-05, 1.229763893e-05, 1.001786859e-05, 8.160727702e-06, 6.647869668e-06, 5.415469332e-06, 4.411534519e-06, 3.593711881e-06, 2.927499736e-06, 2.384791742e-06, 1.942692506e-06, 1.582550794e-06, 1.289173156e-06, 1.050182618e-06, 8.554969213e-07, 6.969025321e-07, 5.677088097e-07, 4.624653798e-07, 3.767322596e-07, 3.068925878e-07]> : tensor<64xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x64xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<64xf32>) outs(%ef : tensor<4x64xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x64xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x128xf32>
  %et = tensor.empty() : tensor<4x128xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x128xf32>) outs(%et : tensor<4x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    linalg.yield %c : f32
  } -> tensor<4x128xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x128xf32>) outs(%et : tensor<4x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<4x128xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 64] [1, 1] : tensor<4x128xf32> to tensor<4x64xf32>
  %x2 = tensor.extract_slice %x[0, 64] [4, 64] [1, 1] : tensor<4x128xf32> to tensor<4x64xf32>
  %n2 = arith.negf %x2 : tensor<4x64xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x128xf32>
  %xc = arith.mulf %x, %cos : tensor<4x128xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x128xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=500000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x128xf32>
  return %y : tensor<4x128xf32>
}

// -----

// The same schedule at R = 16: pairs 0-3 unchanged, pair 4 in the band
// (t = 0.28), pairs 5-7 divided by 8.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @llama31_r16
// CHECK-SAME: (%[[X:.+]]: tensor<4x16xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <theta = 5.000000e+05, scaling = #rope.llama3<factor = 8.000000e+00, low_freq_factor = 1.000000e+00, high_freq_factor = 4.000000e+00, original_max = 8192>> : tensor<4x16xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @llama31_r16(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 1.939227581e-01, 3.760603070e-02, 7.292665076e-03, 5.248460220e-04, 3.428102355e-05, 6.647869668e-06, 1.289173156e-06]> : tensor<8xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x8xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<8xf32>) outs(%ef : tensor<4x8xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %et = tensor.empty() : tensor<4x16xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x16xf32>) outs(%et : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    linalg.yield %c : f32
  } -> tensor<4x16xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x16xf32>) outs(%et : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %x2 = tensor.extract_slice %x[0, 8] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %n2 = arith.negf %x2 : tensor<4x8xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %xc = arith.mulf %x, %cos : tensor<4x16xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x16xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=500000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

// llama3 with a band no config uses (factor 4, low 1, high 2, original
// 4096): pairs 29-31 lie in it, and the line through them gives it back.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @llama3_fitted_band
// CHECK-SAME: (%[[X:.+]]: tensor<4x128xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <theta = 5.000000e+05, scaling = #rope.llama3<factor = 4.000000e+00, low_freq_factor = 1.000000e+00, high_freq_factor = 2.000000e+00, original_max = 4096>> : tensor<4x128xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @llama3_fitted_band(%x: tensor<4x128xf32>) -> tensor<4x128xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 8.146172166e-01, 6.636012793e-01, 5.405809879e-01, 4.403666258e-01, 3.587302268e-01, 2.922278345e-01, 2.380538136e-01, 1.939227581e-01, 1.579728127e-01, 1.286873817e-01, 1.048309505e-01, 8.539710194e-02, 6.956595182e-02, 5.666961893e-02, 4.616405070e-02, 3.760603070e-02, 3.063452058e-02, 2.495540865e-02, 2.032910474e-02, 1.656044088e-02, 1.349041983e-02, 1.098952908e-02, 8.952259086e-03, 7.292665076e-03, 5.940730684e-03, 4.839421250e-03, 3.942275885e-03, 3.211446106e-03, 2.038133563e-03, 1.154972007e-03, 6.055242266e-04, 3.535533615e-04, 2.880106622e-04, 2.346184629e-04, 1.911242434e-04, 1.556931093e-04, 1.268302876e-04, 1.033181397e-04, 8.416473429e-05, 6.856204709e-05, 5.585181862e-05, 4.549785808e-05, 3.706333882e-05, 3.019243559e-05, 2.459527786e-05, 2.003573718e-05, 1.632145540e-05, 1.329573934e-05, 1.083093866e-05, 8.823069038e-06, 7.187423762e-06, 5.854999472e-06, 4.769583484e-06, 3.885385013e-06, 3.165101589e-06, 2.578346312e-06, 2.100365236e-06, 1.710993843e-06, 1.393805064e-06, 1.135417619e-06, 9.249307595e-07, 7.534645192e-07, 6.137851756e-07]> : tensor<64xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x64xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<64xf32>) outs(%ef : tensor<4x64xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x64xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x128xf32>
  %et = tensor.empty() : tensor<4x128xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x128xf32>) outs(%et : tensor<4x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    linalg.yield %c : f32
  } -> tensor<4x128xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x128xf32>) outs(%et : tensor<4x128xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<4x128xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 64] [1, 1] : tensor<4x128xf32> to tensor<4x64xf32>
  %x2 = tensor.extract_slice %x[0, 64] [4, 64] [1, 1] : tensor<4x128xf32> to tensor<4x64xf32>
  %n2 = arith.negf %x2 : tensor<4x64xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x128xf32>
  %xc = arith.mulf %x, %cos : tensor<4x128xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x128xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=500000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x128xf32>
  return %y : tensor<4x128xf32>
}

// -----

// Llama 3.1 at R = 16 with pair 4 off by 0.1%: no llama3 reproduces it,
// so the values themselves become #rope.custom.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @almost_llama3
// CHECK-SAME: (%[[X:.+]]: tensor<4x16xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <scaling = #rope.custom<freqs = [1.000000e+00, 0.19392275810241699, 0.037606030702590942, 0.0072926650755107403, 5.2537088049575686E-4, 3.4281023545190692E-5, 6.6478696680860594E-6, 1.2891731557829189E-6]>> : tensor<4x16xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @almost_llama3(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 1.939227581e-01, 3.760603070e-02, 7.292665076e-03, 5.253708805e-04, 3.428102355e-05, 6.647869668e-06, 1.289173156e-06]> : tensor<8xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x8xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<8xf32>) outs(%ef : tensor<4x8xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x8xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %et = tensor.empty() : tensor<4x16xf32>
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x16xf32>) outs(%et : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    linalg.yield %c : f32
  } -> tensor<4x16xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x16xf32>) outs(%et : tensor<4x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %x2 = tensor.extract_slice %x[0, 8] [4, 8] [1, 1] : tensor<4x16xf32> to tensor<4x8xf32>
  %n2 = arith.negf %x2 : tensor<4x8xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  %xc = arith.mulf %x, %cos : tensor<4x16xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x16xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=10000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

// YaRN as Qwen configures it (theta 1e6, factor 4, original 32768,
// beta 32/1), R = 32: ramp bounds 5 and 10; the attention factor
// 0.1 ln 4 + 1 folded into cos and sin.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @yarn_qwen
// CHECK-SAME: (%[[X:.+]]: tensor<4x32xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <theta = 1.000000e+06, scaling = #rope.yarn<factor = 4.000000e+00, original_max = 32768>> : tensor<4x32xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @yarn_qwen(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 4.216965139e-01, 1.778279394e-01, 7.498941571e-02, 3.162277862e-02, 1.333521493e-02, 4.779901356e-03, 1.659961650e-03, 5.499999970e-04, 1.686785836e-04, 4.445698505e-05, 1.874735608e-05, 7.905693565e-06, 3.333803534e-06, 1.405853368e-06, 5.928434348e-07]> : tensor<16xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x16xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<16xf32>) outs(%ef : tensor<4x16xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x16xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x32xf32>
  %et = tensor.empty() : tensor<4x32xf32>
  %a = arith.constant 1.138629436e+00 : f32
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x32xf32>) outs(%et : tensor<4x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    %cs = arith.mulf %c, %a : f32
    linalg.yield %cs : f32
  } -> tensor<4x32xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x32xf32>) outs(%et : tensor<4x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    %ss = arith.mulf %s, %a : f32
    linalg.yield %ss : f32
  } -> tensor<4x32xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 16] [1, 1] : tensor<4x32xf32> to tensor<4x16xf32>
  %x2 = tensor.extract_slice %x[0, 16] [4, 16] [1, 1] : tensor<4x32xf32> to tensor<4x16xf32>
  %n2 = arith.negf %x2 : tensor<4x16xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x32xf32>
  %xc = arith.mulf %x, %cos : tensor<4x32xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x32xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=1000000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}

// -----

// YaRN without truncated ramp bounds (gpt-oss: theta 150000, factor 32,
// original 4096, truncate false), R = 64, attention factor 0.1 ln 32 + 1.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @yarn_untruncated
// CHECK-SAME: (%[[X:.+]]: tensor<4x64xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <theta = 1.500000e+05, scaling = #rope.yarn<factor = 3.200000e+01, original_max = 4096, truncate = false>> : tensor<4x64xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @yarn_untruncated(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 6.890442967e-01, 4.747820497e-01, 3.271458745e-01, 2.254180014e-01, 1.553229839e-01, 1.070244163e-01, 7.374456525e-02, 5.081327260e-02, 3.170569614e-02, 1.933500171e-02, 1.159204915e-02, 6.794959307e-03, 3.860359080e-03, 2.093792660e-03, 1.052602194e-03, 4.564839182e-04, 1.293186942e-04, 3.830881178e-05, 2.639646846e-05, 1.818833698e-05, 1.253256960e-05, 8.635495760e-06, 5.950239483e-06, 4.099978469e-06, 2.825066758e-06, 1.946596285e-06, 1.341290954e-06, 9.242089618e-07, 6.368209142e-07, 4.387978549e-07, 3.023511397e-07]> : tensor<32xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x32xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<32xf32>) outs(%ef : tensor<4x32xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x64xf32>
  %et = tensor.empty() : tensor<4x64xf32>
  %a = arith.constant 1.346573591e+00 : f32
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x64xf32>) outs(%et : tensor<4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    %cs = arith.mulf %c, %a : f32
    linalg.yield %cs : f32
  } -> tensor<4x64xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x64xf32>) outs(%et : tensor<4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    %ss = arith.mulf %s, %a : f32
    linalg.yield %ss : f32
  } -> tensor<4x64xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 32] [1, 1] : tensor<4x64xf32> to tensor<4x32xf32>
  %x2 = tensor.extract_slice %x[0, 32] [4, 32] [1, 1] : tensor<4x64xf32> to tensor<4x32xf32>
  %n2 = arith.negf %x2 : tensor<4x32xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x64xf32>
  %xc = arith.mulf %x, %cos : tensor<4x64xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x64xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=150000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}

// -----

// YaRN as DeepSeek configures it (factor 40, original 4096, mscale =
// mscale_all_dim = 1): the attention factor is 1, so it is given
// explicitly.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @yarn_deepseek
// CHECK-SAME: (%[[X:.+]]: tensor<4x64xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <scaling = #rope.yarn<factor = 4.000000e+01, original_max = 4096, attention_factor = 1.000000e+00>> : tensor<4x64xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @yarn_deepseek(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 7.498942018e-01, 5.623413324e-01, 4.216965139e-01, 3.162277639e-01, 2.371373624e-01, 1.778279394e-01, 1.333521456e-01, 1.000000015e-01, 7.498941571e-02, 5.623412877e-02, 3.900692612e-02, 2.687936090e-02, 1.837814413e-02, 1.244795602e-02, 8.334509097e-03, 5.500000436e-03, 3.561997321e-03, 2.249365207e-03, 1.370513462e-03, 7.905694074e-04, 4.149904125e-04, 1.778279402e-04, 3.333803397e-05, 2.499999937e-05, 1.874735426e-05, 1.405853254e-05, 1.054241238e-05, 7.905694474e-06, 5.928434348e-06, 4.445698323e-06, 3.333803534e-06]> : tensor<32xf32>
  %ep = tensor.empty() : tensor<4xf32>
  %p = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%ep : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  } -> tensor<4xf32>
  %ef = tensor.empty() : tensor<4x32xf32>
  %freqs = linalg.generic {indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]} ins(%p, %inv : tensor<4xf32>, tensor<32xf32>) outs(%ef : tensor<4x32xf32>) {
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x32xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x64xf32>
  %et = tensor.empty() : tensor<4x64xf32>
  %a = arith.constant 1.000000000e+00 : f32
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x64xf32>) outs(%et : tensor<4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    %cs = arith.mulf %c, %a : f32
    linalg.yield %cs : f32
  } -> tensor<4x64xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x64xf32>) outs(%et : tensor<4x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    %ss = arith.mulf %s, %a : f32
    linalg.yield %ss : f32
  } -> tensor<4x64xf32>
  %x1 = tensor.extract_slice %x[0, 0] [4, 32] [1, 1] : tensor<4x64xf32> to tensor<4x32xf32>
  %x2 = tensor.extract_slice %x[0, 32] [4, 32] [1, 1] : tensor<4x64xf32> to tensor<4x32xf32>
  %n2 = arith.negf %x2 : tensor<4x32xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x64xf32>
  %xc = arith.mulf %x, %cos : tensor<4x64xf32>
  %rs = arith.mulf %rot, %sin : tensor<4x64xf32>
  // expected-remark @+1 {{raised half-split RoPE (pairing=half, theta=10000, params)}}
  %y = arith.addf %xc, %rs : tensor<4x64xf32>
  return %y : tensor<4x64xf32>
}

// -----

// LongRoPE's short factors (theta^(2i/R) * ext_i), attention factor
// sqrt(1 + ln 32 / ln 4096): the frequencies depend on the sequence
// length only through the choice of list, so these tables are #rope.custom.
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @longrope_short
// CHECK-SAME: (%[[X:.+]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[Y:.+]] = rope.apply %[[X]] layout "sd" params <scaling = #rope.custom<freqs = [1.000000e+00, 0.079999998211860657, 0.0040000001899898052, 1.6666666488163173E-4], attention_factor = 1.1902381181716919>> : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
// expected-remark @+1 {{rope-raise: 1 rotation(s) raised into 1 rope.apply and 0 rope.apply_table}}
func.func @longrope_short(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %inv = arith.constant dense<[1.000000000e+00, 7.999999821e-02, 4.000000190e-03, 1.666666649e-04]> : tensor<4xf32>
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
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  } -> tensor<4x4xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x8xf32>
  %et = tensor.empty() : tensor<4x8xf32>
  %a = arith.constant 1.190238118e+00 : f32
  %cos = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x8xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    %cs = arith.mulf %c, %a : f32
    linalg.yield %cs : f32
  } -> tensor<4x8xf32>
  %sin = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%emb : tensor<4x8xf32>) outs(%et : tensor<4x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    %ss = arith.mulf %s, %a : f32
    linalg.yield %ss : f32
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
