# Example top-level CMakeLists.txt using the build matrix
cmake_minimum_required(VERSION 3.16)

include(${CMAKE_CURRENT_LIST_DIR}/cmake/stale_dirs.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/cmake/build_matrix.cmake)

include($ENV{IDF_PATH}/tools/cmake/project.cmake)
project(sensor_node)
