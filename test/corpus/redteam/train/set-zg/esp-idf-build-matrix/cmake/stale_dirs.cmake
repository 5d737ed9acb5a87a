# stale_dirs.cmake - drop build dirs of targets no longer in MATRIX_TARGETS
# so that dist/ never contains binaries for removed targets.

get_filename_component(_matrix_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

file(GLOB _existing LIST_DIRECTORIES true "${_matrix_root}/${MULTI_BUILD_DIR}*")

set(_stale "")
foreach(_d IN LISTS _existing)
  if(NOT IS_DIRECTORY "${_d}")
    continue()
  endif()
  get_filename_component(_name "${_d}" NAME)
  string(REPLACE "${MULTI_BUILD_DIR}" "" _tgt "${_name}")
  # keep the dir we are configuring right now and anything for an active target
  if("${_d}" STREQUAL "${CMAKE_BINARY_DIR}" OR _tgt IN_LIST MATRIX_TARGETS)
    continue()
  endif()
  list(APPEND _stale "${_d}")
endforeach()

if(_stale)
  list(LENGTH _stale _n)
  message(STATUS "build matrix: removing ${_n} stale build dir(s)")
  file(REMOVE_RECURSE ${_stale})
endif()
