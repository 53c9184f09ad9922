// libedit for Swift, loaded with dlopen when the first prompt is set up, so a script, a `-c`
// run or a pipe never maps libedit and its libraries (libtinfo, libbsd, libmd) at start.
//
// Every call goes through `deepcut_libedit()`, the library's functions looked up once. el_set(),
// el_get() and history() are variadic, and Swift cannot call variadic C functions, so each
// operation deepcut uses gets a non-variadic static inline wrapper here (called through
// pointers of the right variadic type, so the calls follow the C calling convention exactly).
// Always <histedit.h>: <readline/readline.h> is GNU readline, a different library with a
// different history format.
#ifndef DEEPCUT_CEDITLINE_SHIM_H
#define DEEPCUT_CEDITLINE_SHIM_H

#include <dlfcn.h>
#include <locale.h>
#include <stddef.h>
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>
#include <termios.h>

typedef char *(*deepcut_prompt_fn)(EditLine *);
typedef int (*deepcut_getc_fn)(EditLine *, wchar_t *);
typedef unsigned char (*deepcut_key_fn)(EditLine *, int);

/// The libedit functions deepcut calls.
struct deepcut_libedit {
  EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
  int (*el_set)(EditLine *, int, ...);
  int (*el_get)(EditLine *, int, ...);
  const char *(*el_gets)(EditLine *, int *);
  int (*el_wgetc)(EditLine *, wchar_t *);
  void (*el_wpush)(EditLine *, const wchar_t *);
  const LineInfoW *(*el_wline)(EditLine *);
  int (*el_insertstr)(EditLine *, const char *);
  void (*el_deletestr)(EditLine *, int);
  int (*el_cursor)(EditLine *, int);
  void (*el_resize)(EditLine *);
  int (*el_source)(EditLine *, const char *);
  int (*el_parse)(EditLine *, int, const char **);
  History *(*history_init)(void);
  int (*history)(History *, HistEvent *, int, ...);
};

/// libedit, loaded on first use; NULL when it is not installed. A header has no single place
/// for state, so each file that calls it keeps its own table (dlopen hands back the same
/// library each time). Called only from the editor's thread.
static inline const struct deepcut_libedit *deepcut_libedit(void) {
  static struct deepcut_libedit table;
  static int state; // 0: not tried, 1: loaded, -1: missing
  if (state != 0) return state == 1 ? &table : NULL;
  state = -1;
  void *library = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) library = dlopen("libedit.so", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return NULL;
  void *symbols[15];
  const char *names[15] = {
      "el_init",      "el_set",       "el_get",    "el_gets",   "el_wgetc",
      "el_wpush",     "el_wline",     "el_insertstr", "el_deletestr", "el_cursor",
      "el_resize",    "el_source",    "history_init", "history",      "el_parse",
  };
  for (int index = 0; index < 15; index++) {
    symbols[index] = dlsym(library, names[index]);
    if (symbols[index] == NULL) return NULL;
  }
  table.el_init = (EditLine * (*)(const char *, FILE *, FILE *, FILE *)) symbols[0];
  table.el_set = (int (*)(EditLine *, int, ...))symbols[1];
  table.el_get = (int (*)(EditLine *, int, ...))symbols[2];
  table.el_gets = (const char *(*)(EditLine *, int *))symbols[3];
  table.el_wgetc = (int (*)(EditLine *, wchar_t *))symbols[4];
  table.el_wpush = (void (*)(EditLine *, const wchar_t *))symbols[5];
  table.el_wline = (const LineInfoW *(*)(EditLine *))symbols[6];
  table.el_insertstr = (int (*)(EditLine *, const char *))symbols[7];
  table.el_deletestr = (void (*)(EditLine *, int))symbols[8];
  table.el_cursor = (int (*)(EditLine *, int))symbols[9];
  table.el_resize = (void (*)(EditLine *))symbols[10];
  table.el_source = (int (*)(EditLine *, const char *))symbols[11];
  table.history_init = (History * (*)(void)) symbols[12];
  table.history = (int (*)(History *, HistEvent *, int, ...))symbols[13];
  table.el_parse = (int (*)(EditLine *, int, const char **))symbols[14];
  state = 1;
  return &table;
}

/// Whether libedit can be loaded (the prompt needs it; nothing else does).
static inline int deepcut_libedit_available(void) { return deepcut_libedit() != NULL; }

// The wrappers below are called only after `deepcut_libedit_available()` said yes.

static inline EditLine *deepcut_el_init(const char *program, FILE *in, FILE *out, FILE *err) {
  return deepcut_libedit()->el_init(program, in, out, err);
}

static inline const char *deepcut_el_gets(EditLine *el, int *count) {
  return deepcut_libedit()->el_gets(el, count);
}

static inline int deepcut_el_wgetc(EditLine *el, wchar_t *character) {
  return deepcut_libedit()->el_wgetc(el, character);
}

static inline void deepcut_el_wpush(EditLine *el, const wchar_t *text) {
  deepcut_libedit()->el_wpush(el, text);
}

static inline const LineInfoW *deepcut_el_wline(EditLine *el) {
  return deepcut_libedit()->el_wline(el);
}

static inline int deepcut_el_insertstr(EditLine *el, const char *text) {
  return deepcut_libedit()->el_insertstr(el, text);
}

static inline void deepcut_el_deletestr(EditLine *el, int count) {
  deepcut_libedit()->el_deletestr(el, count);
}

static inline int deepcut_el_cursor(EditLine *el, int count) {
  return deepcut_libedit()->el_cursor(el, count);
}

static inline void deepcut_el_resize(EditLine *el) { deepcut_libedit()->el_resize(el); }

static inline int deepcut_el_source(EditLine *el, const char *path) {
  return deepcut_libedit()->el_source(el, path);
}

/// libedit's `setty -x -icanon -echo`: the mode it leaves the terminal in after each line is
/// unbuffered and silent, as while a command runs. In the terminal's own (canonical) mode a
/// Ctrl-D typed right after Enter would be taken by the kernel as an end of file, which later
/// reads as a NUL byte, and the session would not end.
static inline int deepcut_el_quiet_between_lines(EditLine *el) {
  const char *argv[] = {"setty", "-x", "-icanon", "-echo", NULL};
  return deepcut_libedit()->el_parse(el, 4, argv);
}

static inline History *deepcut_history_init(void) { return deepcut_libedit()->history_init(); }

static inline int deepcut_el_set_prompt(EditLine *el, deepcut_prompt_fn fn) {
  return deepcut_libedit()->el_set(el, EL_PROMPT, fn);
}

static inline int deepcut_el_set_editor(EditLine *el, const char *mode) {
  return deepcut_libedit()->el_set(el, EL_EDITOR, mode);
}

static inline int deepcut_el_set_signal(EditLine *el, int on) {
  return deepcut_libedit()->el_set(el, EL_SIGNAL, on);
}

static inline int deepcut_el_set_history(EditLine *el, History *h) {
  return deepcut_libedit()->el_set(el, EL_HIST, deepcut_libedit()->history, h);
}

static inline int deepcut_el_add_function(EditLine *el, const char *name, const char *help,
                                          deepcut_key_fn fn) {
  return deepcut_libedit()->el_set(el, EL_ADDFN, name, help, fn);
}

static inline int deepcut_el_bind(EditLine *el, const char *key, const char *function) {
  return deepcut_libedit()->el_set(el, EL_BIND, key, function, (const char *)NULL);
}

/// Binds `key` in the vi command-mode map (`bind -a`), which emacs mode never uses.
static inline int deepcut_el_bind_alternate(EditLine *el, const char *key, const char *function) {
  return deepcut_libedit()->el_set(el, EL_BIND, "-a", key, function, (const char *)NULL);
}

/// "emacs" or "vi": the keymap the user's ~/.editrc left in place.
static inline const char *deepcut_el_editor(EditLine *el) {
  const char *mode = NULL;
  deepcut_libedit()->el_get(el, EL_EDITOR, &mode);
  return mode;
}

static inline int deepcut_el_set_client_data(EditLine *el, void *data) {
  return deepcut_libedit()->el_set(el, EL_CLIENTDATA, data);
}

static inline void *deepcut_el_client_data(EditLine *el) {
  void *data = NULL;
  deepcut_libedit()->el_get(el, EL_CLIENTDATA, &data);
  return data;
}

static inline int deepcut_el_set_getc(EditLine *el, deepcut_getc_fn fn) {
  return deepcut_libedit()->el_set(el, EL_GETCFN, fn);
}

/// Redraws the prompt and the line from where the cursor is, forgetting what was on screen.
static inline int deepcut_el_refresh(EditLine *el) {
  return deepcut_libedit()->el_set(el, EL_REFRESH);
}

static inline int deepcut_history_set_size(History *h, int size) {
  HistEvent event;
  return deepcut_libedit()->history(h, &event, H_SETSIZE, size);
}

static inline int deepcut_history_set_unique(History *h, int unique) {
  HistEvent event;
  return deepcut_libedit()->history(h, &event, H_SETUNIQUE, unique);
}

static inline int deepcut_history_enter(History *h, const char *line) {
  HistEvent event;
  return deepcut_libedit()->history(h, &event, H_ENTER, line);
}

#endif
