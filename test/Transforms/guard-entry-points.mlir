// RUN: rope-opt %s --split-input-file --rope-guard-entry-points | FileCheck %s
// RUN: rope-opt %s --split-input-file --rope-guard-entry-points --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// The wrapper takes every buffer with dynamic extents, compares each axis
// with its static size or with the first extent of its class, checks the
// offset, then runs the body.
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[X:.+]]: memref<?x?x?xf32>, %[[N:.+]]: index, %[[OUT:.+]]: memref<?x?x?xf32>) -> i32
// CHECK-SAME: attributes {llvm.emit_c_interface}
// CHECK: %[[XS:.+]] = memref.dim %[[X]], %{{.+}}
// CHECK: %[[S:.+]] = arith.index_cast %[[XS]] : index to i64
// CHECK: memref.dim %[[X]]
// CHECK: %[[C4:.+]] = arith.constant 4 : i64
// CHECK: arith.cmpi eq, %{{.+}}, %[[C4]] : i64
// CHECK: memref.dim %[[X]]
// CHECK: %[[C64:.+]] = arith.constant 64 : i64
// CHECK: arith.cmpi eq, %{{.+}}, %[[C64]] : i64
// CHECK: %[[OS:.+]] = memref.dim %[[OUT]]
// CHECK: %[[OS64:.+]] = arith.index_cast %[[OS]] : index to i64
// CHECK: arith.cmpi eq, %[[OS64]], %[[S]] : i64
// The offset: n >= 0, S <= 2^31 and n <= 2^31 - S - 3 (the static offset).
// CHECK: %[[LIMIT:.+]] = arith.constant 2147483648 : i64
// CHECK: %[[NI:.+]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[ROOM0:.+]] = arith.subi %[[LIMIT]], %[[S]] : i64
// CHECK: %[[C3:.+]] = arith.constant 3 : i64
// CHECK: %[[ROOM:.+]] = arith.subi %[[ROOM0]], %[[C3]] : i64
// CHECK: arith.cmpi sge, %[[NI]], %{{.+}} : i64
// CHECK: arith.cmpi sle, %[[S]], %[[LIMIT]] : i64
// CHECK: arith.cmpi sle, %{{.+}}, %[[ROOM]] : i64
// CHECK: arith.select %{{.+}}, %c0_i32, %c2_i32 : i32
// CHECK: %[[STATUS:.+]] = arith.select %{{.+}}, %{{.+}}, %c1_i32 : i32
// CHECK: %[[GO:.+]] = arith.cmpi eq, %[[STATUS]], %{{.+}} : i32
// CHECK: scf.if %[[GO]] {
// CHECK:   %[[XC:.+]] = memref.cast %[[X]] : memref<?x?x?xf32> to memref<?x4x64xf32>
// CHECK:   %[[OC:.+]] = memref.cast %[[OUT]] : memref<?x?x?xf32> to memref<?x4x64xf32>
// CHECK:   func.call @f_unchecked(%[[XC]], %[[N]], %[[OC]])
// CHECK: return %[[STATUS]] : i32
// CHECK: func.func private @f_unchecked(%{{.+}}: memref<?x4x64xf32>, %{{.+}}: index, %{{.+}}: memref<?x4x64xf32>)
// CHECK-NOT: llvm.emit_c_interface
// CHECK-NOT: rope.entry_checks
// LLVM: llvm.func @_mlir_ciface_f({{.*}}) -> i32
func.func @f(%x: memref<?x4x64xf32>, %n: index, %out: memref<?x4x64xf32>) attributes {llvm.emit_c_interface, rope.entry_checks = {multiples = [], positions = [array<i64: 1, 1, 3, -1, 2147483648>], shapes = [array<i64: -1, 4, 64>, array<i64>, array<i64: -1, 4, 64>]}} {
  return
}

// -----

// Explicit positions are scanned for their smallest and largest value.
// CHECK-LABEL: func.func @positions(
// CHECK: scf.for
// CHECK:   memref.load
// CHECK:   arith.extsi %{{.+}} : i32 to i64
// CHECK:   arith.minsi
// CHECK:   arith.maxsi
// CHECK: func.call @positions_unchecked
func.func @positions(%x: memref<?x64xf32>, %p: memref<?xi32>, %out: memref<?x64xf32>) attributes {rope.entry_checks = {multiples = [], positions = [array<i64: 3, 1, 0, -1, 2147483648>], shapes = [array<i64: -1, 64>, array<i64: -1>, array<i64: -1, 64>]}} {
  return
}

// -----

// A body that already has the name the wrapper would give it.
// CHECK-LABEL: func.func @g(
// CHECK: func.call @g_unchecked1
func.func @g(%x: memref<8xf32>) attributes {rope.entry_checks = {multiples = [], positions = [], shapes = [array<i64: 8>]}} {
  return
}
func.func private @g_unchecked(%x: memref<8xf32>)


// -----

// Multiples: q heads (class -1) must be a multiple of kv heads (class -2),
// 0 of 0; otherwise status 1.
// CHECK-LABEL: func.func @heads(
// CHECK-SAME: %[[Q:.+]]: memref<?x?x?x?xf32>, %[[K:.+]]: memref<?x?x?x?xf32>, %{{.+}}: memref<?x?x?x?xf32>) -> i32
// CHECK: %[[HQ0:.+]] = memref.dim %[[Q]], %c2
// CHECK: %[[HQ:.+]] = arith.index_cast %[[HQ0]] : index to i64
// CHECK: %[[HK0:.+]] = memref.dim %[[K]], %c2
// CHECK: %[[HK:.+]] = arith.index_cast %[[HK0]] : index to i64
// CHECK: %[[SAFE:.+]] = arith.maxui %[[HK]], %{{.+}} : i64
// CHECK: %[[REM:.+]] = arith.remui %[[HQ]], %[[SAFE]] : i64
// CHECK: %[[DIVIDES:.+]] = arith.cmpi eq, %[[REM]], %{{.+}} : i64
// CHECK: %[[NONE:.+]] = arith.cmpi eq, %[[HQ]], %{{.+}} : i64
// CHECK: %[[NOKV:.+]] = arith.cmpi eq, %[[HK]], %{{.+}} : i64
// CHECK: %[[OK:.+]] = arith.select %[[NOKV]], %[[NONE]], %[[DIVIDES]] : i1
// CHECK: arith.andi %{{.+}}, %[[OK]] : i1
func.func @heads(%q: memref<1x5x?x64xf32>, %k: memref<1x7x?x64xf32>, %out: memref<1x5x?x64xf32>)
    attributes {rope.entry_checks = {multiples = [array<i64: -1, -2>], positions = [], shapes = [array<i64: 1, 5, -1, 64>, array<i64: 1, 7, -2, 64>, array<i64: 1, 5, -1, 64>]}} {
  return
}
