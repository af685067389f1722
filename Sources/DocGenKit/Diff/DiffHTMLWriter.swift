import Foundation

/// Writes the visual report's files into a folder, creating it and its `cells/` subfolder.
public enum DiffHTMLWriter {
    public static func write(_ diff: SiteDiff, to directory: String) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: FileTree.join(directory, "cells"), withIntermediateDirectories: true)
        for file in diff.htmlFiles() {
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: FileTree.join(directory, file.path)))
        }
    }
}
