import ButtonModel
internal import CAtomicRename

/// The one file that calls docgen's own C module, `CAtomicRename`: the two Linux system calls that Glibc's Swift
/// module does not offer, each answering with a Swift value. Only the platform seams call them: `SiteSwap.exchange`
/// and `DiskFlush.fileSystem`, each with a portable fallback.
package enum AtomicRename {
    /// Exchanges the directory entries `one` and `other` in one call (`renameat2(RENAME_EXCHANGE)`); false where the
    /// file system cannot exchange (errno says why).
    package static func exchange(_ one: String, _ other: String) -> Bool { docgen_exchange_paths(one, other) == 0 }

    /// Flushes the file system that holds the open file or folder `fd` (`syncfs`); false when it cannot.
    package static func syncFileSystem(holding fd: Int32) -> Bool { docgen_sync_file_system(fd) == 0 }
}
