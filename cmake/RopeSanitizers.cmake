# Sanitizer and fuzzing instrumentation of the project's own code.
#
#   ROPE_SANITIZERS     "address;undefined" (either or both); empty: none.
#   ROPE_ENABLE_FUZZER  coverage for libFuzzer and the fuzz/ targets.
#
# Debian's libLLVM.so and libMLIR.so stay uninstrumented: only rope code is
# checked (and, for the fuzzer, gives coverage feedback). Needs clang and its
# runtimes (Debian: libclang-rt-22-dev).

set(ROPE_SANITIZERS "" CACHE STRING
  "Sanitizers for all project code: a list of address, undefined")
option(ROPE_ENABLE_FUZZER
  "Build the libFuzzer targets in fuzz/ (needs ROPE_SANITIZERS)" OFF)

set(ROPE_ASAN_RUNTIME "")
if(ROPE_SANITIZERS)
  foreach(sanitizer IN LISTS ROPE_SANITIZERS)
    if(NOT sanitizer MATCHES "^(address|undefined)$")
      message(FATAL_ERROR "ROPE_SANITIZERS: unknown sanitizer '${sanitizer}'")
    endif()
  endforeach()
  list(JOIN ROPE_SANITIZERS "," sanitizer_list)
  # A report is a failure: no recovery, and stacks that unwind.
  add_compile_options(-fsanitize=${sanitizer_list} -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -gline-tables-only)
  add_link_options(-fsanitize=${sanitizer_list})
  # The installed static libraries are instrumented: whoever links them
  # needs the runtime too.
  target_link_options(RopeHeaders INTERFACE -fsanitize=${sanitizer_list})
  message(STATUS "Sanitizers: ${sanitizer_list}")

  # An uninstrumented host (the stock mlir-opt loading RopePlugin.so) must
  # preload this runtime.
  if("address" IN_LIST ROPE_SANITIZERS)
    execute_process(
      COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libclang_rt.asan-x86_64.so
      OUTPUT_VARIABLE ROPE_ASAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT EXISTS "${ROPE_ASAN_RUNTIME}")
      message(FATAL_ERROR "No ASan runtime found; install libclang-rt-22-dev")
    endif()
  endif()
endif()

if(ROPE_ENABLE_FUZZER)
  # The coverage hooks resolve to the sanitizer runtime's defaults in every
  # binary but the fuzz targets.
  if(NOT ROPE_SANITIZERS)
    message(FATAL_ERROR "ROPE_ENABLE_FUZZER needs ROPE_SANITIZERS")
  endif()
  # Coverage for the fuzzer's feedback; libFuzzer itself is linked into the
  # fuzz targets only (-fsanitize=fuzzer there).
  add_compile_options(-fsanitize=fuzzer-no-link)
  message(STATUS "Fuzzer coverage: on")
endif()
