// RUN: rope-opt %s --split-input-file --verify-diagnostics --rope-scratch-to-workspace

func.func @dynamic(%n: index) {
  // expected-error @+1 {{rope-scratch-to-workspace: only buffers of static size, identity layout and the default memory space can live in the workspace; got 'memref<?xf32>'}}
  %a = memref.alloc(%n) : memref<?xf32>
  return
}

// -----

func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{rope-scratch-to-workspace: a buffer allocated inside a region (a loop or a branch) cannot be given fixed workspace bytes}}
    %a = memref.alloc() : memref<4xf32>
  }
  return
}
