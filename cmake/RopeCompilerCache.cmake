# Compiles through ccache when it is installed. Paths under the source tree
# are hashed relative to the build folder (CCACHE_BASEDIR), so sibling build
# folders of one checkout (build/, build-wheel/ of `pip install .`) share
# their objects: a wheel built after the main build compiles nothing anew.
option(ROPE_USE_CCACHE "Compile through ccache when it is found" ON)
find_program(ROPE_CCACHE_PROGRAM ccache)
if(ROPE_USE_CCACHE AND ROPE_CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(ROPE_CCACHE_LAUNCHER
    ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${PROJECT_SOURCE_DIR}
    ${ROPE_CCACHE_PROGRAM})
  set(CMAKE_C_COMPILER_LAUNCHER ${ROPE_CCACHE_LAUNCHER})
  set(CMAKE_CXX_COMPILER_LAUNCHER ${ROPE_CCACHE_LAUNCHER})
endif()
