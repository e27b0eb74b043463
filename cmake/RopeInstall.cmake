# What `cmake --install <build> --prefix <P>` lays out, and the RopeMLIR
# package that lets other CMake projects embed the dialect:
#   find_package(RopeMLIR CONFIG)  ->  RopeMLIR::RopeDialect, ...
# Libraries join the export set in add_rope_library and tools in their own
# CMakeLists.txt; this file adds headers, ODS, docs and the package files.
include(CMakePackageConfigHelpers)

set(ROPE_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/RopeMLIR)
# The dialect's ODS includes its siblings by bare name, so the .td files
# share one folder, next to the headers generated from them.
set(ROPE_INSTALL_TDDIR ${CMAKE_INSTALL_INCLUDEDIR}/rope/Dialect/Rope/IR)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/rope
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/rope
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h.inc" PATTERN "CMakeFiles" EXCLUDE)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/dialect/
  DESTINATION ${ROPE_INSTALL_TDDIR}
  FILES_MATCHING PATTERN "*.td" PATTERN "docs" EXCLUDE)

# Same relative layout as the source tree, so the READMEs' links hold.
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY docs DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES dialect/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR}/dialect)
install(DIRECTORY dialect/docs DESTINATION ${CMAKE_INSTALL_DOCDIR}/dialect)

install(EXPORT RopeMLIRTargets NAMESPACE RopeMLIR::
  DESTINATION ${ROPE_INSTALL_CMAKEDIR})
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/RopeMLIRConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/RopeMLIRConfig.cmake
  INSTALL_DESTINATION ${ROPE_INSTALL_CMAKEDIR}
  PATH_VARS ROPE_INSTALL_TDDIR)
# 0.x: a minor release may change the C++ API.
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/RopeMLIRConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/cmake/RopeMLIRConfig.cmake
  ${PROJECT_BINARY_DIR}/cmake/RopeMLIRConfigVersion.cmake
  DESTINATION ${ROPE_INSTALL_CMAKEDIR})
