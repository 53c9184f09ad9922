// libedit for Swift. el_set(), el_get() and history() are variadic, and Swift cannot call
// variadic C functions, so each operation deepcut uses gets a non-variadic static inline
// wrapper here. Always <editline/readline.h>: <readline/readline.h> is GNU readline, a
// different library with a different history format.
#ifndef DEEPCUT_CEDITLINE_SHIM_H
#define DEEPCUT_CEDITLINE_SHIM_H

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>
#include <termios.h>

typedef char *(*deepcut_prompt_fn)(EditLine *);
typedef int (*deepcut_getc_fn)(EditLine *, wchar_t *);
typedef unsigned char (*deepcut_key_fn)(EditLine *, int);

static inline int deepcut_el_set_prompt(EditLine *el, deepcut_prompt_fn fn) {
  return el_set(el, EL_PROMPT, fn);
}

static inline int deepcut_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

static inline int deepcut_el_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

static inline int deepcut_el_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

static inline int deepcut_el_add_function(EditLine *el, const char *name, const char *help,
                                          deepcut_key_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

static inline int deepcut_el_bind(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, (const char *)NULL);
}

/// Binds `key` in the vi command-mode map (`bind -a`), which emacs mode never uses.
static inline int deepcut_el_bind_alternate(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, "-a", key, function, (const char *)NULL);
}

/// "emacs" or "vi": the keymap the user's ~/.editrc left in place.
static inline const char *deepcut_el_editor(EditLine *el) {
  const char *mode = NULL;
  el_get(el, EL_EDITOR, &mode);
  return mode;
}

static inline int deepcut_el_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

static inline void *deepcut_el_client_data(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}

static inline int deepcut_el_set_getc(EditLine *el, deepcut_getc_fn fn) {
  return el_set(el, EL_GETCFN, fn);
}

/// Redraws the prompt and the line from where the cursor is, forgetting what was on screen.
static inline int deepcut_el_refresh(EditLine *el) {
  return el_set(el, EL_REFRESH);
}

static inline int deepcut_history_set_size(History *h, int size) {
  HistEvent event;
  return history(h, &event, H_SETSIZE, size);
}

static inline int deepcut_history_set_unique(History *h, int unique) {
  HistEvent event;
  return history(h, &event, H_SETUNIQUE, unique);
}

static inline int deepcut_history_enter(History *h, const char *line) {
  HistEvent event;
  return history(h, &event, H_ENTER, line);
}

#endif
