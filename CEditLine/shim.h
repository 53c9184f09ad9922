// libedit for Swift. el_set() and history() are variadic, and Swift cannot call variadic C
// functions, so each operation deepcut uses gets a non-variadic static inline wrapper here.
// Always <editline/readline.h>: <readline/readline.h> is GNU readline, a different library.
#ifndef DEEPCUT_CEDITLINE_SHIM_H
#define DEEPCUT_CEDITLINE_SHIM_H

#include <locale.h>
#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>

#endif
