// RUN: rope-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{linear scaling: factor must be finite and positive, got -2.000000}}
func.func @linear_negative() attributes {p = #rope.linear<factor = -2.0>} { return }

// -----

// expected-error @+1 {{ntk scaling: alpha must be finite and positive, got 0.000000}}
func.func @ntk_zero() attributes {p = #rope.ntk<alpha = 0.0>} { return }

// -----

// expected-error @+1 {{dynamic scaling: original_max must be in [1, 2^31], got 0}}
func.func @dynamic_original_max() attributes {p = #rope.dynamic<factor = 2.0, original_max = 0>} { return }

// -----

// expected-error @+1 {{yarn scaling: beta_fast must be finite and positive, got -1.000000}}
func.func @yarn_beta() attributes {p = #rope.yarn<factor = 4.0, original_max = 4096, beta_fast = -1.0>} { return }

// -----

// expected-error @+1 {{yarn scaling: attention_factor must be finite and positive, got 0.000000}}
func.func @yarn_attention_factor() attributes {p = #rope.yarn<factor = 4.0, original_max = 4096, attention_factor = 0.0>} { return }

// -----

// 0x7FF0000000000000 is +infinity.
// expected-error @+1 {{yarn scaling: mscale must be finite}}
func.func @yarn_mscale_inf() attributes {p = #rope.yarn<factor = 4.0, original_max = 4096, mscale = 0x7FF0000000000000>} { return }

// -----

// expected-error @+1 {{llama3 scaling: high_freq_factor must be greater than low_freq_factor}}
func.func @llama3_bands() attributes {p = #rope.llama3<factor = 8.0, low_freq_factor = 4.0, high_freq_factor = 1.0, original_max = 8192>} { return }

// -----

// expected-error @+1 {{longrope scaling: short_factor and long_factor must have the same length}}
func.func @longrope_lengths() attributes {p = #rope.longrope<short_factor = [1.0], long_factor = [1.0, 2.0], original_max = 4096>} { return }

// -----

// expected-error @+1 {{longrope scaling: long_factor entries must be finite and positive}}
func.func @longrope_zero() attributes {p = #rope.longrope<short_factor = [1.0], long_factor = [0.0], original_max = 4096>} { return }

// -----

// expected-error @+1 {{custom scaling: freqs must not be empty}}
func.func @custom_empty() attributes {p = #rope.custom<freqs = []>} { return }

// -----

// expected-error @+1 {{custom scaling: freqs entries must be finite and non-negative}}
func.func @custom_negative() attributes {p = #rope.custom<freqs = [1.0, -0.5]>} { return }

// -----

// expected-error @+1 {{theta must be finite and positive, got -1}}
func.func @theta_negative() attributes {p = #rope.params<theta = -1.0>} { return }

// -----

// expected-error @+1 {{theta must be finite and positive, got INF}}
func.func @theta_infinite() attributes {p = #rope.params<theta = 0x7FF0000000000000>} { return }

// -----

// expected-error @+1 {{position_scale must be finite and positive, got 0}}
func.func @position_scale_zero() attributes {p = #rope.params<position_scale = 0.0>} { return }

// -----

// expected-error @+1 {{rotary_dim must be even and non-negative, got 7}}
func.func @rotary_dim_odd() attributes {p = #rope.params<rotary_dim = 7>} { return }

// -----

// expected-error @+1 {{rotary_offset is only valid with partial = offset}}
func.func @rotary_offset_leading() attributes {p = #rope.params<rotary_offset = 4>} { return }

// -----

// expected-error @+1 {{rotary_offset must be non-negative, got -2}}
func.func @rotary_offset_negative() attributes {p = #rope.params<partial = offset, rotary_offset = -2>} { return }

// -----

// expected-error @+1 {{struct is missing required parameter: original_max}}
func.func @yarn_missing() attributes {p = #rope.yarn<factor = 4.0>} { return }

// -----

// expected-error @+2 {{expected 'true' or 'false'}}
// expected-error @+1 {{failed to parse Rope_YarnScalingAttr parameter 'truncate'}}
func.func @yarn_truncate() attributes {p = #rope.yarn<factor = 4.0, original_max = 4096, truncate = 1>} { return }

// -----

// expected-error @+1 {{unknown attribute `ntk2` in dialect `rope`}}
func.func @unknown_scaling() attributes {p = #rope.ntk2<alpha = 2.0>} { return }

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse Rope_ParamsAttr parameter 'scaling'}}
func.func @scaling_not_a_schedule() attributes {p = #rope.params<scaling = 3.0>} { return }

// -----

// expected-error @+2 {{expected ::mlir::rope::Pairing to be one of: half, interleaved}}
// expected-error @+1 {{failed to parse Rope_ParamsAttr parameter 'pairing'}}
func.func @unknown_pairing() attributes {p = #rope.params<pairing = neox>} { return }

// -----

// A layout is checked once, when the attribute is built, in either syntax.
// expected-error @+1 {{layout 'dsb' must end with the head-dim axis 'd'}}
func.func @layout_attr_head_dim_not_last() attributes {l = #rope.layout<"dsb">} { return }

// -----

// expected-error @+1 {{gpu_kernel block_size must be a multiple of 32 in [32, 1024], got 100}}
func.func @gpu_kernel_block() attributes {k = #rope.gpu_kernel<name = "k", block_size = 100, vector_bytes = 16, shared_bytes = 0>} { return }

// -----

// expected-error @+1 {{gpu_kernel vector_bytes must be 1, 2, 4, 8 or 16, got 12}}
func.func @gpu_kernel_vector() attributes {k = #rope.gpu_kernel<name = "k", block_size = 64, vector_bytes = 12, shared_bytes = 0>} { return }

// -----

// expected-error @+1 {{gpu_kernel needs a kernel name}}
func.func @gpu_kernel_name() attributes {k = #rope.gpu_kernel<name = "", block_size = 64, vector_bytes = 16, shared_bytes = 0>} { return }

// -----

// The name becomes a PTX entry symbol.
// expected-error @+1 {{gpu_kernel name must be an identifier (letters, digits and '_', not starting with a digit), got "rope\FFkernel"}}
func.func @gpu_kernel_name_bytes() attributes {k = #rope.gpu_kernel<name = "rope\FFkernel", block_size = 64, vector_bytes = 16, shared_bytes = 0>} { return }

// -----

// expected-error @+1 {{gpu_kernel name must be an identifier (letters, digits and '_', not starting with a digit), got "9lives"}}
func.func @gpu_kernel_name_digit() attributes {k = #rope.gpu_kernel<name = "9lives", block_size = 64, vector_bytes = 16, shared_bytes = 0>} { return }

// -----

// expected-error @+1 {{gpu_kernel shared_bytes must be in [0, 49152], got -1}}
func.func @gpu_kernel_shared() attributes {k = #rope.gpu_kernel<name = "k", block_size = 64, vector_bytes = 16, shared_bytes = -1>} { return }

// -----

// A float parameter takes an integer or float literal, nothing else.
// expected-error @+2 {{expected a number (integer or float literal)}}
// expected-error @+1 {{failed to parse Rope_ParamsAttr parameter 'theta'}}
func.func @theta_string() attributes {p = #rope.params<theta = "x">} { return }

// -----

// expected-error @+2 {{expected a number (integer or float literal)}}
// expected-error @+1 {{failed to parse Rope_YarnScalingAttr parameter 'factor'}}
func.func @yarn_factor_keyword() attributes {p = #rope.yarn<factor = four, original_max = 4096>} { return }

// -----

// expected-error @+2 {{expected a number (integer or float literal)}}
// expected-error @+1 {{failed to parse Rope_CustomScalingAttr parameter 'freqs'}}
func.func @custom_freq_string() attributes {p = #rope.custom<freqs = [1, "x"]>} { return }

// -----

// A negative integer literal reaches the verifier as the float it names.
// expected-error @+1 {{linear scaling: factor must be finite and positive, got -2.000000}}
func.func @linear_negative_integer() attributes {p = #rope.linear<factor = -2>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan vector_bits must be a multiple of 64 in [64, 2048], got 100}}
func.func @cpu_plan_bits() attributes {p = #rope.cpu_attention_plan<vector_bits = 100, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan query_block must be a multiple of the 16 f32 lanes of vector_bits, at most 32 vectors, got 24}}
func.func @cpu_plan_query_block() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 24, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan key_block must be a multiple of row_key_tile and of key_tile x query_block / 16 lanes (16) in [1, 4096], got 60}}
func.func @cpu_plan_key_block() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 60, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1>} { return }

// -----

// The last vector of rows scores key_tile x (query_block / lanes) keys at
// a time: 40 keys are not whole tiles of 4 x 4.
// expected-error @+1 {{cpu_attention_plan key_block must be a multiple of row_key_tile and of key_tile x query_block / 8 lanes (16) in [1, 4096], got 40}}
func.func @cpu_plan_key_block_narrow_tiles() attributes {p = #rope.cpu_attention_plan<vector_bits = 256, query_block = 32, key_block = 40, key_tile = 4, row_key_tile = 1, output_rows = 1, value_vectors = 2, group_heads = 4, key_rotation = once, key_splits = 1>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan group_heads must be in [1, 256], got 0}}
func.func @cpu_plan_group_heads() attributes {p = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 0, key_rotation = per_block, key_splits = 0>} { return }

// -----

// Register tiles and work items bounded, so a plan cannot ask for
// gigabytes of unrolled IR or stack.
// expected-error @+1 {{cpu_attention_plan query_block must be a multiple of the 8 f32 lanes of vector_bits, at most 32 vectors, got 1099511627776}}
func.func @cpu_plan_query_block_huge() attributes {p = #rope.cpu_attention_plan<vector_bits = 256, query_block = 1099511627776, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = once, key_splits = 3>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan value_vectors must be in [1, 32], got 2147483647}}
func.func @cpu_plan_value_vectors_huge() attributes {p = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2147483647, group_heads = 8, key_rotation = once, key_splits = 3>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan output_rows must be in [1, 32], got 4294967301}}
func.func @cpu_plan_output_rows_huge() attributes {p = #rope.cpu_attention_plan<vector_bits = 128, query_block = 8, key_block = 16, key_tile = 4, row_key_tile = 2, output_rows = 4294967301, value_vectors = 2, group_heads = 4, key_rotation = per_block, key_splits = 5>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan group_heads must be in [1, 256], got 4294967301}}
func.func @cpu_plan_group_heads_huge() attributes {p = #rope.cpu_attention_plan<vector_bits = 128, query_block = 8, key_block = 16, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 4294967301, key_rotation = per_block, key_splits = 5>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan key_block must be a multiple of row_key_tile and of key_tile x query_block / 4 lanes (8) in [1, 4096], got 8192}}
func.func @cpu_plan_key_block_huge() attributes {p = #rope.cpu_attention_plan<vector_bits = 128, query_block = 8, key_block = 8192, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 4, key_rotation = per_block, key_splits = 5>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan key_splits must be 0 (chosen per call) or positive, got -1}}
func.func @cpu_plan_splits() attributes {p = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = at_run_time, key_splits = -1>} { return }

// -----

// expected-error @+2 {{expected ::mlir::rope::KeyRotation to be one of: per_block, once, none, at_run_time}}
// expected-error @+1 {{failed to parse Rope_CpuAttentionPlanAttr parameter 'key_rotation'}}
func.func @cpu_plan_rotation() attributes {p = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = twice, key_splits = 0>} { return }

// -----

// expected-error @+1 {{gpu_attention_plan heads_per_block must be at least 1, got 0}}
func.func @gpu_plan_heads() attributes {p = #rope.gpu_attention_plan<heads_per_block = 0, query_in_registers = true, key_rotation = once, rotate_queries = true, multiprocessors = 132, min_keys_per_split = 256>} { return }

// -----

// expected-error @+1 {{gpu_attention_plan key_rotation must be once, per_block or none}}
func.func @gpu_plan_rotation() attributes {p = #rope.gpu_attention_plan<heads_per_block = 1, query_in_registers = true, key_rotation = at_run_time, rotate_queries = true, multiprocessors = 132, min_keys_per_split = 256>} { return }

// -----

// expected-error @+1 {{gpu_attention_plan multiprocessors and min_keys_per_split must be at least 1}}
func.func @gpu_plan_chip() attributes {p = #rope.gpu_attention_plan<heads_per_block = 1, query_in_registers = true, key_rotation = none, rotate_queries = true, multiprocessors = 0, min_keys_per_split = 256>} { return }

// -----

// expected-error @+1 {{cpu_apply_plan vector_bits must be a multiple of 64 in [64, 2048], got 4096}}
func.func @cpu_apply_plan_bits() attributes {p = #rope.cpu_apply_plan<vector_bits = 4096, unrolled = true>} { return }

// -----

// AMX tiles hold 16 f32 rows (one 512-bit vector) and pairs of 32 keys.
// expected-error @+1 {{cpu_attention_plan matmul = amx needs vector_bits = 512 and a key_block that is a multiple of 32, got 256 and 64}}
func.func @cpu_plan_amx_bits() attributes {p = #rope.cpu_attention_plan<vector_bits = 256, query_block = 16, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = once, key_splits = 1, matmul = amx>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan matmul = amx needs vector_bits = 512 and a key_block that is a multiple of 32, got 512 and 16}}
func.func @cpu_plan_amx_key_block() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 16, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1, matmul = amx>} { return }

// -----

// vdpbf16ps accumulates 4, 8 or 16 f32 lanes.
// expected-error @+1 {{cpu_attention_plan matmul = bf16_dot needs vector_bits of 128, 256 or 512, got 1024}}
func.func @cpu_plan_bf16_dot_bits() attributes {p = #rope.cpu_attention_plan<vector_bits = 1024, query_block = 32, key_block = 64, key_tile = 4, row_key_tile = 2, output_rows = 4, value_vectors = 2, group_heads = 8, key_rotation = none, key_splits = 1, matmul = bf16_dot>} { return }

// -----

// Each kv head of a work item packs its queries on the thread's stack.
// expected-error @+1 {{cpu_attention_plan kv_heads_per_item must be in [1, 64], got 0}}
func.func @cpu_plan_no_kv_heads() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 32, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = none, key_splits = 8, kv_heads_per_item = 0>} { return }

// -----

// expected-error @+1 {{cpu_attention_plan kv_heads_per_item must be in [1, 64], got 65}}
func.func @cpu_plan_too_many_kv_heads() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 32, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = none, key_splits = 8, kv_heads_per_item = 65>} { return }

// -----

// AMX work items pack one kv head's query pairs.
// expected-error @+1 {{cpu_attention_plan matmul = amx needs kv_heads_per_item = 1, got 8}}
func.func @cpu_plan_amx_kv_heads() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1, matmul = amx, kv_heads_per_item = 8>} { return }

// -----

// expected-error @+2 {{expected ::mlir::rope::CpuMatmul to be one of: fma, amx}}
// expected-error @+1 {{failed to parse Rope_CpuAttentionPlanAttr parameter 'matmul' which is to be a `::mlir::rope::CpuMatmul`}}
func.func @cpu_plan_matmul_unknown() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 64, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = once, key_splits = 1, matmul = tiles>} { return }

// -----

// The next key block's rows are requested kv head by kv head or in address
// order, nothing else.
// expected-error @+2 {{expected ::mlir::rope::PrefetchOrder to be one of: heads, address}}
// expected-error @+1 {{failed to parse Rope_CpuAttentionPlanAttr parameter 'prefetch_order' which is to be a `::mlir::rope::PrefetchOrder`}}
func.func @cpu_plan_prefetch_order_unknown() attributes {p = #rope.cpu_attention_plan<vector_bits = 512, query_block = 32, key_block = 16, key_tile = 8, row_key_tile = 4, output_rows = 4, value_vectors = 4, group_heads = 4, key_rotation = none, key_splits = 8, kv_heads_per_item = 8, prefetch_order = sideways>} { return }
