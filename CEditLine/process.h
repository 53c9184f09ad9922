// What the process does to keep secrets in: prctl(2) is variadic, which Swift cannot call, so
// it gets a non-variadic static inline wrapper here, as libedit's calls do in shim.h.
#ifndef DEEPCUT_CEDITLINE_PROCESS_H
#define DEEPCUT_CEDITLINE_PROCESS_H

#include <sys/prctl.h>
#include <sys/resource.h>

/// No core dump, and no ptrace or /proc/PID/mem by other processes of the user, from now on:
/// called once the Apple Music tokens are in memory, so a crash never writes them to disk.
/// Returns 0 when both took effect.
static inline int deepcut_keep_secrets_in(void) {
  struct rlimit none = {0, 0};
  int limited = setrlimit(RLIMIT_CORE, &none);
  int undumpable = prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
  return limited == 0 && undumpable == 0 ? 0 : -1;
}

#endif
