// RUN: rope-opt %s --split-input-file --verify-diagnostics --rope-split-phases | FileCheck %s

// The guard's body is cut at its loops: a serial phase for the fill and the
// load, one phase per loop taking a range of its linearized iterations
// (last index fastest); effect-free ops are cloned where used, the load is
// read again by the phase that uses its value. The entry lists its phases.
// Its guard checks nothing the static arguments do not settle: no check
// function.
// CHECK-LABEL: func.func @f(
// CHECK-NOT: rope.check
// CHECK-SAME: rope.phases = [{iterations = 1 : i64, name = "f_phase0", parallel = false}, {iterations = 6 : i64, name = "f_phase1", parallel = true}]
// CHECK-LABEL: func.func @f_phase0(
// CHECK-SAME: %[[X:.+]]: memref<2x3xf32>, %[[P:.+]]: memref<1xi64>) {
// CHECK: linalg.fill
// CHECK: memref.load %[[P]]
// CHECK-NEXT: return
// CHECK-LABEL: func.func @f_phase1(
// CHECK-SAME: %[[X1:.+]]: memref<2x3xf32>, %[[P1:.+]]: memref<1xi64>, %[[FIRST:.+]]: index, %[[COUNT:.+]]: index) {
// CHECK: %[[V:.+]] = memref.load %[[P1]]
// CHECK: %[[F:.+]] = arith.sitofp %[[V]]
// CHECK: %[[C6:.+]] = arith.constant 6 : index
// CHECK: %[[SUM:.+]] = arith.addi %[[FIRST]], %[[COUNT]] : index
// CHECK: %[[END:.+]] = arith.minui %[[SUM]], %[[C6]] : index
// CHECK: %[[START:.+]] = arith.minui %[[FIRST]], %[[C6]] : index
// CHECK: scf.for %[[I:.+]] = %[[START]] to %[[END]]
// CHECK: %[[C3:.+]] = arith.constant 3 : index
// CHECK: %[[J:.+]] = arith.remui %[[I]], %[[C3]]
// CHECK: %[[R:.+]] = arith.divui %[[I]], %[[C3]]
// CHECK: %[[C2:.+]] = arith.constant 2 : index
// CHECK: %[[K:.+]] = arith.remui %[[R]], %[[C2]]
// CHECK: memref.store %[[F]], %[[X1]][%[[K]], %[[J]]]
func.func @f(%x: memref<2x3xf32>, %p: memref<1xi64>) -> i32 {
  func.call @f_unchecked(%x, %p) : (memref<2x3xf32>, memref<1xi64>) -> ()
  %ok = arith.constant 0 : i32
  return %ok : i32
}
func.func private @f_unchecked(%x: memref<2x3xf32>, %p: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7 : i64
  linalg.fill ins(%seven : i64) outs(%p : memref<1xi64>)
  %v = memref.load %p[%c0] : memref<1xi64>
  %f = arith.sitofp %v : i64 to f32
  scf.forall (%i, %j) in (2, 3) {
    memref.store %f, %x[%i, %j] : memref<2x3xf32>
  }
  return
}

// -----

// A guard whose checks depend on the input (a position argument) keeps
// them, without the call, as `<entry>_check` over the body's arguments:
// the extents of static arguments fold away, the position test stays.
// CHECK-LABEL: func.func @h(
// CHECK-SAME: rope.check = "h_check"
// CHECK-LABEL: func.func @h_check(
// CHECK-SAME: %[[X:.+]]: memref<4xf32>, %[[P:.+]]: memref<1xi64>) -> i32 {
// CHECK-NOT: memref.dim
// CHECK-NOT: call
// CHECK: %[[V:.+]] = memref.load %[[P]]
// CHECK: arith.cmpi slt, %[[V]]
// CHECK: %[[S:.+]] = arith.select
// CHECK-NEXT: return %[[S]] : i32
func.func @h(%x: memref<?xf32>, %p: memref<1xi64>) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %ok = arith.constant 0 : i32
  %bad_shape = arith.constant 1 : i32
  %bad_position = arith.constant 2 : i32
  %n = memref.dim %x, %c0 : memref<?xf32>
  %shape_ok = arith.cmpi eq, %n, %c4 : index
  %v = memref.load %p[%c0] : memref<1xi64>
  %negative = arith.cmpi slt, %v, %zero : i64
  %position_status = arith.select %negative, %bad_position, %ok : i32
  %status = arith.select %shape_ok, %position_status, %bad_shape : i32
  %run = arith.cmpi eq, %status, %ok : i32
  scf.if %run {
    %s = memref.cast %x : memref<?xf32> to memref<4xf32>
    func.call @h_unchecked(%s, %p) : (memref<4xf32>, memref<1xi64>) -> ()
  }
  return %status : i32
}
func.func private @h_unchecked(%x: memref<4xf32>, %p: memref<1xi64>) {
  scf.forall (%i) in (4) {
    %c0 = arith.constant 0 : index
    %v = memref.load %p[%c0] : memref<1xi64>
    %f = arith.sitofp %v : i64 to f32
    memref.store %f, %x[%i] : memref<4xf32>
  }
  return
}

// -----

// A value read before a phase that writes what was read cannot be read
// again after it.
func.func @g(%x: memref<4xi64>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{rope-split-phases: a value computed in one phase is used by a later one and cannot be computed again there}}
  %v = memref.load %x[%c0] : memref<4xi64>
  scf.forall (%i) in (4) {
    memref.store %v, %x[%i] : memref<4xi64>
  }
  scf.forall (%i) in (4) {
    memref.store %v, %x[%i] : memref<4xi64>
  }
  return
}
