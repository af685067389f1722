#ifndef DOCGEN_ATOMIC_RENAME_H
#define DOCGEN_ATOMIC_RENAME_H

/// Atomically exchanges the directory entries `from` and `to` (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, or -1 with errno set (EINVAL or ENOSYS where the file system cannot exchange).
int docgen_exchange_paths(const char *from, const char *to);

/// Flushes the file system that holds the open file or folder `fd` (Linux syncfs): one call that makes a whole
/// staged site durable before it is swapped in. Returns 0 on success, or -1 with errno set.
int docgen_sync_file_system(int fd);

#endif
