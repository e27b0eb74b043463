# `pip install .` (scikit-build-core, pyproject.toml): the tools the Python
# package drives go inside it, in rope_mlir/bin, where rope_mlir.tools
# looks first. Only this component is installed into the wheel.
if(SKBUILD)
  install(TARGETS rope-compile rope-opt rope-run rope-reference
    RUNTIME DESTINATION rope_mlir/bin COMPONENT rope-python)
endif()
