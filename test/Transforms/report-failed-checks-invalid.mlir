// RUN: rope-opt %s --rope-report-failed-checks --split-input-file -verify-diagnostics

// The reporting function's name must be free.
// expected-error @+1 {{rope-report-failed-checks: the symbol 'rope_check' is taken}}
module {
  func.func private @rope_check()
  func.func @f(%ok: i1) {
    cf.assert %ok, "message"
    return
  }
}

// -----

// `write` declared with another signature cannot be called.
// expected-error @+1 {{rope-report-failed-checks: 'write' or 'abort' is declared with another signature}}
module {
  // expected-error @+1 {{redefinition of function 'write' of different type '!llvm.func<i64 (i32, ptr, i64)>' is prohibited}}
  llvm.func @write(i32) -> i32
  func.func @f(%ok: i1) {
    cf.assert %ok, "message"
    return
  }
}

// -----

// Without a cf.assert the name may be taken: nothing is reported.
module {
  func.func private @rope_check()
}
