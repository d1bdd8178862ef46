# Install rules for the root CMakeLists.txt: the header, the library (the one
# TEHAI_SHARED selects), a CMake package configuration (lib/cmake/tehai) and
# a pkg-config file (lib/pkgconfig/tehai.pc). Both configuration files find
# the installation relative to themselves, so `cmake --install --prefix P`
# may pick any P after configuring.
include(CMakePackageConfigHelpers)

set(TEHAI_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/tehai"
    CACHE STRING "Where tehai-config.cmake goes, relative to the prefix")
set(TEHAI_INSTALL_PKGCONFIGDIR "${CMAKE_INSTALL_LIBDIR}/pkgconfig"
    CACHE STRING "Where tehai.pc goes, relative to the prefix")

install(FILES "${CMAKE_CURRENT_LIST_DIR}/../include/tehai.h"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")

if(TEHAI_SHARED)
  set(TEHAI_LIBRARY_TYPE SHARED)
  set(TEHAI_LIBRARY_FILE "${CMAKE_SHARED_LIBRARY_PREFIX}tehai${CMAKE_SHARED_LIBRARY_SUFFIX}")
  install(PROGRAMS "${TEHAI_SHARED_LIBRARY}" DESTINATION "${CMAKE_INSTALL_LIBDIR}")
  set(TEHAI_CONFIG_LINK_LIBRARIES "")
  # The shared library carries its own dependencies; a static link
  # (`pkg-config --static`) would need them.
  set(TEHAI_PC_LIBS "")
  tehai_system_libs_to_flags(TEHAI_PC_LIBS_PRIVATE "${TEHAI_SYSTEM_LIBS}")
else()
  set(TEHAI_LIBRARY_TYPE STATIC)
  set(TEHAI_LIBRARY_FILE "${CMAKE_STATIC_LIBRARY_PREFIX}tehai${CMAKE_STATIC_LIBRARY_SUFFIX}")
  install(FILES "${TEHAI_STATIC_LIBRARY}" DESTINATION "${CMAKE_INSTALL_LIBDIR}")
  set(TEHAI_CONFIG_LINK_LIBRARIES "${TEHAI_SYSTEM_LIBS}")
  # Only the static library is installed, so every link is static and needs
  # the system libraries: they go into Libs, not Libs.private.
  tehai_system_libs_to_flags(TEHAI_PC_LIBS "${TEHAI_SYSTEM_LIBS}")
  set(TEHAI_PC_LIBS_PRIVATE "")
endif()

if(TEHAI_SHARED)
  # The Rust linker sets no SONAME: link as -ltehai.
  set(TEHAI_CONFIG_LIBRARY_PROPERTIES "IMPORTED_NO_SONAME TRUE")
else()
  set(TEHAI_CONFIG_LIBRARY_PROPERTIES "IMPORTED_LINK_INTERFACE_LANGUAGES C")
endif()

configure_package_config_file(
  "${CMAKE_CURRENT_LIST_DIR}/tehai-config.cmake.in"
  "${CMAKE_CURRENT_BINARY_DIR}/tehai-config.cmake"
  INSTALL_DESTINATION "${TEHAI_INSTALL_CMAKEDIR}"
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_LIBDIR)
# 0.x releases may break the API at every minor version.
write_basic_package_version_file(
  "${CMAKE_CURRENT_BINARY_DIR}/tehai-config-version.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY SameMinorVersion)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/tehai-config.cmake"
              "${CMAKE_CURRENT_BINARY_DIR}/tehai-config-version.cmake"
        DESTINATION "${TEHAI_INSTALL_CMAKEDIR}")

# pkg-config: the prefix is found from the .pc file's own directory.
file(RELATIVE_PATH TEHAI_PC_TO_PREFIX "/prefix/${TEHAI_INSTALL_PKGCONFIGDIR}" "/prefix")
string(REGEX REPLACE "/$" "" TEHAI_PC_TO_PREFIX "${TEHAI_PC_TO_PREFIX}")
configure_file("${CMAKE_CURRENT_LIST_DIR}/tehai.pc.in"
               "${CMAKE_CURRENT_BINARY_DIR}/tehai.pc" @ONLY)
install(FILES "${CMAKE_CURRENT_BINARY_DIR}/tehai.pc"
        DESTINATION "${TEHAI_INSTALL_PKGCONFIGDIR}")
