# Helpers shared by the project's CMake files.

# add_rope_library(name SOURCES... [DEPENDS targets...] [LINK_LIBS libs...])
# A static, position-independent library. MLIR-facing libraries link the
# `MLIR` dylib target (libMLIR.so) so rope-opt, the plugin and stock mlir-opt
# all share one copy of MLIR's global state.
function(add_rope_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC ${ARG_LINK_LIBS})
endfunction()
