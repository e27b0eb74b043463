# Helpers shared by the project's CMake files.

include(GNUInstallDirs)

# What every rope library shows its users: the installed headers. In the
# build tree the top-level include_directories() serve instead.
add_library(RopeHeaders INTERFACE)
target_include_directories(RopeHeaders INTERFACE
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
target_compile_features(RopeHeaders INTERFACE cxx_std_17)
install(TARGETS RopeHeaders EXPORT RopeMLIRTargets)

# add_rope_library(name SOURCES... [DEPENDS targets...] [LINK_LIBS libs...])
# A static, position-independent library. MLIR-facing libraries link the
# `MLIR` dylib target (libMLIR.so) so rope-opt, the plugin and stock mlir-opt
# all share one copy of MLIR's global state.
# Each one is installed and exported as RopeMLIR::<name> (cmake/RopeInstall.cmake);
# ROPE_LIBRARIES lists them for the install test.
function(add_rope_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} STATIC ${ARG_UNPARSED_ARGUMENTS})
  set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC RopeHeaders ${ARG_LINK_LIBS})
  install(TARGETS ${name} EXPORT RopeMLIRTargets)
  set_property(GLOBAL APPEND PROPERTY ROPE_LIBRARIES ${name})
endfunction()
