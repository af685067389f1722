import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation
import DocGenKit

/// Writes the visual report's files into a folder the way a site is written (`SiteWriter`): staged in a new folder
/// and swapped in whole, so no symbolic link inside the folder is followed, and a non-empty folder that docgen did
/// not write (no `.docgen-site` marker) is refused before anything is replaced.
public enum DiffHTMLWriter {
    public static func write(_ diff: SiteDiff, to directory: String, protectedPaths: [String] = []) throws {
        var output = SiteOutput()
        for file in diff.htmlFiles() {
            try output.add(file.path, text: file.contents, origin: SourceLocation(file: directory))
        }
        try SiteWriter(destination: directory, protectedPaths: protectedPaths, option: "--html").write(output)
    }
}
