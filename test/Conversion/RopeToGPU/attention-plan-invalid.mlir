// RUN: rope-opt %s --split-input-file --convert-rope-to-gpu --verify-diagnostics -o /dev/null

// A plan stored by hand must fit its op: the lowering refuses one that
// would compute something else or a kernel that cannot be built.

func.func @rotated_cache_rotated_again(%q: tensor<1x?x8x64xbf16>, %k: tensor<1x?x8x64xbf16>) -> tensor<1x?x8x64xbf16> {
  // expected-error @+1 {{has a GPU attention plan that does not match its rotation: key_rotation = once, rotate_queries = true for keys that arrive rotated}}
  %o = rope.attention %q, %k, %k layout "bshd" keys_rotated params <> {rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 1, query_in_registers = true, key_rotation = once, rotate_queries = true, multiprocessors = 132, min_keys_per_split = 256>} : tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
  return %o : tensor<1x?x8x64xbf16>
}

// -----

func.func @keys_never_rotated(%q: tensor<1x?x8x64xbf16>, %k: tensor<1x?x8x64xbf16>) -> tensor<1x?x8x64xbf16> {
  // expected-error @+1 {{has a GPU attention plan that does not match its rotation: key_rotation = none, rotate_queries = true for keys not rotated yet}}
  %o = rope.attention %q, %k, %k layout "bshd" params <> {rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 1, query_in_registers = true, key_rotation = none, rotate_queries = true, multiprocessors = 132, min_keys_per_split = 256>} : tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
  return %o : tensor<1x?x8x64xbf16>
}

// -----

func.func @queries_never_rotated(%q: tensor<1x?x8x64xbf16>, %k: tensor<1x?x8x64xbf16>) -> tensor<1x?x8x64xbf16> {
  // expected-error @+1 {{has a GPU attention plan that does not match its rotation: key_rotation = none, rotate_queries = false for keys that arrive rotated}}
  %o = rope.attention %q, %k, %k layout "bshd" keys_rotated params <> {rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 1, query_in_registers = true, key_rotation = none, rotate_queries = false, multiprocessors = 132, min_keys_per_split = 256>} : tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
  return %o : tensor<1x?x8x64xbf16>
}

// -----

func.func @heads_across_warps(%q: tensor<1x?x24x64xbf16>, %k: tensor<1x?x8x64xbf16>) -> tensor<1x?x24x64xbf16> {
  // expected-error @+1 {{has a GPU attention plan with heads_per_block = 2; it must divide the block's 4 warps and the 3 query heads of a kv head}}
  %o = rope.attention %q, %k, %k layout "bshd" keys_rotated params <> {rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 2, query_in_registers = true, key_rotation = none, rotate_queries = true, multiprocessors = 132, min_keys_per_split = 256>} : tensor<1x?x24x64xbf16>, tensor<1x?x8x64xbf16>, tensor<1x?x8x64xbf16>
  return %o : tensor<1x?x24x64xbf16>
}

// -----

func.func @wide_queries_in_registers(%q: tensor<1x?x8x256xbf16>, %k: tensor<1x?x8x256xbf16>) -> tensor<1x?x8x256xbf16> {
  // expected-error @+1 {{has a GPU attention plan with Q in registers, which head dims above 128 do not fit}}
  %o = rope.attention %q, %k, %k layout "bshd" keys_rotated params <> {rope.gpu_attention_plan = #rope.gpu_attention_plan<heads_per_block = 1, query_in_registers = true, key_rotation = none, rotate_queries = true, multiprocessors = 132, min_keys_per_split = 256>} : tensor<1x?x8x256xbf16>, tensor<1x?x8x256xbf16>, tensor<1x?x8x256xbf16>
  return %o : tensor<1x?x8x256xbf16>
}
