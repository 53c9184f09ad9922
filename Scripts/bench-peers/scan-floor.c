/* The C-speed floor of a Library.xml import, a peer in Scripts/bench: read the whole file in
 * 1 MiB chunks and find every '<' with memchr, the least any XML tokenizer must do. Prints
 * the count so the work cannot be optimised away. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: scan-floor FILE\n");
    return 2;
  }
  int fd = open(argv[1], O_RDONLY);
  if (fd < 0) {
    perror(argv[1]);
    return 1;
  }
  enum { chunk = 1 << 20 };
  char *buffer = malloc(chunk);
  long tags = 0;
  ssize_t count;
  while ((count = read(fd, buffer, chunk)) > 0) {
    const char *at = buffer, *end = buffer + count;
    while ((at = memchr(at, '<', (size_t)(end - at))) != NULL) {
      tags++;
      at++;
    }
  }
  if (count < 0) {
    perror(argv[1]);
    return 1;
  }
  printf("%ld\n", tags);
  free(buffer);
  close(fd);
  return 0;
}
