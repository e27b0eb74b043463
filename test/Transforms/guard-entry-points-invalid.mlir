// RUN: rope-opt %s --split-input-file --verify-diagnostics --rope-guard-entry-points

// expected-error @+1 {{rope-guard-entry-points: expects results passed as output arguments (run buffer-results-to-out-params first)}}
func.func @with_results(%x: memref<8xf32>) -> memref<8xf32> attributes {rope.entry_checks = {multiples = [], positions = [], shapes = [array<i64: 8>, array<i64: 8>]}} {
  return %x : memref<8xf32>
}

// -----

// expected-error @+1 {{rope-guard-entry-points: the record of argument #0 does not match its type}}
func.func @bad_record(%x: memref<8xf32>) attributes {rope.entry_checks = {multiples = [], positions = [], shapes = [array<i64: 8, 8>]}} {
  return
}

// -----

// expected-error @+1 {{rope-guard-entry-points: malformed position record}}
func.func @bad_position(%x: memref<8xf32>) attributes {rope.entry_checks = {multiples = [], positions = [array<i64: 1, 7, 0, 8, 8>], shapes = [array<i64: 8>]}} {
  return
}

// -----

// expected-error @+1 {{rope-guard-entry-points: malformed rope.entry_checks}}
func.func @no_shapes(%x: memref<8xf32>) attributes {rope.entry_checks = {multiples = [], positions = []}} {
  return
}

// -----

// expected-error @+1 {{rope-guard-entry-points: malformed multiple record}}
func.func @bad_multiple(%x: memref<8xf32>) attributes {rope.entry_checks = {multiples = [array<i64: -1>], positions = [], shapes = [array<i64: 8>]}} {
  return
}
