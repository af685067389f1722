#ifndef DOCGEN_ATOMIC_RENAME_H
#define DOCGEN_ATOMIC_RENAME_H

/// Atomically exchanges the directory entries `from` and `to` (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, or -1 with errno set (EINVAL or ENOSYS where the file system cannot exchange).
int docgen_exchange_paths(const char *from, const char *to);

#endif
