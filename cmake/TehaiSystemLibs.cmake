# What a Rust static library built with `std` needs from the system, as
# `rustc --print native-static-libs` lists it (less what every C compiler
# driver adds itself: libc, libgcc_s). Override with -DTEHAI_SYSTEM_LIBS=...
# (empty for a library built without `std`).
#
# tehai_default_system_libs(<var>) sets <var> to a CMake link list;
# tehai_system_libs_to_flags(<var> <list>) turns such a list into linker
# flags for pkg-config.

function(tehai_default_system_libs out)
  if(WIN32)
    # MSVC and MinGW targets.
    set(libs kernel32 advapi32 ntdll userenv ws2_32 dbghelp)
  elseif(APPLE)
    set(libs m)
  else()
    # glibc, musl and the BSDs: threads, dlopen (std's weak symbols), libm;
    # rt and util are needed only before glibc 2.34 and are empty stubs after.
    # Plain names rather than Threads::Threads: that target is visible only
    # in the directory that looked for it, and the installed package and
    # tehai.pc need names anyway.
    set(libs pthread ${CMAKE_DL_LIBS} m)
    foreach(lib rt util)
      find_library(_tehai_lib_${lib} ${lib})
      if(_tehai_lib_${lib})
        list(APPEND libs ${lib})
      endif()
      unset(_tehai_lib_${lib} CACHE)
    endforeach()
  endif()
  set(${out} "${libs}" PARENT_SCOPE)
endfunction()

function(tehai_system_libs_to_flags out libs)
  set(flags)
  foreach(lib IN LISTS libs)
    if(lib MATCHES "^-")
      list(APPEND flags "${lib}")
    else()
      list(APPEND flags "-l${lib}")
    endif()
  endforeach()
  list(JOIN flags " " flags)
  set(${out} "${flags}" PARENT_SCOPE)
endfunction()
