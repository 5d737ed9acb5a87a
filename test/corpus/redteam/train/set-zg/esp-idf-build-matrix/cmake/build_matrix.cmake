# build_matrix.cmake - per-target sdkconfig/build dirs for ESP-IDF
# include() this before project() in the top-level CMakeLists.txt

if(NOT DEFINED IDF_TARGET)
  if(DEFINED ENV{IDF_TARGET})
    set(IDF_TARGET $ENV{IDF_TARGET})
  else()
    set(IDF_TARGET esp32)
  endif()
endif()

set(MATRIX_TARGETS esp32 esp32s3 esp32c3 esp32c6 esp32h2 CACHE STRING "targets built by build_all.sh")
set(MULTI_BUILD_DIR "build-" CACHE INTERNAL "prefix of per-target build directories")

set(SDKCONFIG "${CMAKE_CURRENT_LIST_DIR}/../sdkconfig.${IDF_TARGET}" CACHE FILEPATH "" FORCE)
set(SDKCONFIG_DEFAULTS "${CMAKE_CURRENT_LIST_DIR}/../sdkconfig.defaults")

message(STATUS "build matrix: target=${IDF_TARGET} sdkconfig=${SDKCONFIG}")
