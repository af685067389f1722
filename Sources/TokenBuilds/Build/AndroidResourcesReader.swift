import DocGenSupport
import DesignTokens
import Foundation

/// Reads the colors of an Android app's resources (`res/values*/*.xml`) into a `BuildOutput`: one scope per `values*`
/// folder, the default (`values`) first; `values-night` is the dark appearance.
///
/// `path` names the `res` folder, a folder holding it (`app/src/main`), one `values*` folder or one XML file. Every
/// `<color name="…">` and `<item type="color" name="…">` of a file whose root is `<resources>` is read; other
/// resources are skipped. `@color/x` resolves within the same folder, then in `values`, as the platform resolves it
/// under that configuration: a color of `values` whose reference leads to one that `values-night` overrides is dark
/// too, and is listed in the night scope with a note. `@android:color/…` and `?attr/…` name colors the platform or
/// the theme gives: each is left out with a warning.
public enum AndroidResourcesReader {
    public static func read(_ path: String, from files: any FileSource) -> Result<BuildOutput, Diagnostic> {
        let xmlFiles = valuesFiles(path, in: files)
        guard !xmlFiles.isEmpty else {
            return .failure(Diagnostic(location: SourceLocation(file: path), code: "build.missing",
                                       message: "\(path) holds no res/values*/*.xml file to read colors from.",
                                       hint: "Name an Android module's res folder (or the folder holding it), a values folder or a colors.xml file."))
        }
        var written: [AndroidResourcesQualifier: [AndroidResourcesEntry]] = [:]
        var warnings: [Diagnostic] = []
        for (file, folder) in xmlFiles {
            let bytes: [UInt8]
            switch files.read(file, maximumSize: InputLimits.Name.fileSize.defaultValue) {
            case .bytes(let read): bytes = read
            case .missing: return .failure(Diagnostic(location: SourceLocation(file: file), code: "build.missing", message: "\(file) does not exist."))
            case .refused(let refusal): return .failure(refusal.diagnostic())
            }
            let root: AndroidResourcesXMLElement
            switch AndroidResourcesXMLReader.read(bytes) {
            case .success(let element): root = element
            case .failure(let error):
                return .failure(Diagnostic(location: SourceLocation(file: file, line: error.line, column: error.column), code: "build.syntax",
                                           message: "\(file) is not well-formed XML: \(error.message).",
                                           hint: "Fix the XML; the Android resource compiler refuses it too."))
            }
            guard root.name == "resources" else { continue }
            let qualifier = AndroidResourcesQualifier(folder: folder)
            for element in root.children where isColor(element) {
                let location = SourceLocation(file: file, line: element.line, column: element.column)
                guard let name = element[attribute: "name"], !name.isEmpty else {
                    warnings.append(Diagnostic(severity: .warning, location: location, code: "build.invalid-value",
                                               message: "A <\(element.name)> without a name; it is left out.", hint: "Give it a name attribute."))
                    continue
                }
                if let first = written[qualifier]?.first(where: { $0.name == name }) {
                    warnings.append(Diagnostic(severity: .warning, location: location, code: "build.duplicate-name",
                                               message: "The color \(name) is defined again in \(folder) (first at \(first.location)); the first is read.",
                                               hint: "Remove one of the two; the Android resource compiler refuses a name defined twice."))
                    continue
                }
                let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
                written[qualifier, default: []].append(AndroidResourcesEntry(name: name, text: text, location: location))
            }
        }
        var resolver = AndroidResourcesResolver(written: written)
        let scopes = written.keys.sorted().map { resolver.scope($0) }
        var output = BuildOutput(file: path, format: .androidResources, scopes: scopes, files: xmlFiles.map(\.file))
        output.warnings = warnings + resolver.warnings
        return .success(output)
    }

    /// `<color name="x">` or `<item name="x" type="color">`.
    private static func isColor(_ element: AndroidResourcesXMLElement) -> Bool {
        element.name == "color" || (element.name == "item" && element[attribute: "type"] == "color")
    }

    /// The XML files of the `values*` folders `path` names, each with its folder's name.
    package static func valuesFiles(_ path: String, in files: any FileSource) -> [(file: String, folder: String)] {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if !files.isDirectory(path) {
            let folder = FileTree.directory(of: path).split(separator: "/").last.map(String.init) ?? "values"
            guard files.fileExists(path) else { return [] }
            return [(path, folder.hasPrefix("values") ? folder : "values")]
        }
        if name.hasPrefix("values") {
            return files.files(in: path, withExtension: "xml").filter { !$0.contains("/") }.map { (FileTree.join(path, $0), name) }
        }
        let res = files.isDirectory(FileTree.join(path, "res")) ? FileTree.join(path, "res") : path
        return files.files(in: res, withExtension: "xml").compactMap { relative in
            let parts = relative.split(separator: "/")
            guard parts.count == 2, parts[0] == "values" || parts[0].hasPrefix("values-") else { return nil }
            return (FileTree.join(res, relative), String(parts[0]))
        }
    }
}

/// One color as a values file writes it, before references are resolved.
package struct AndroidResourcesEntry: Hashable, Sendable {
    package var name: String
    /// The element's text, trimmed: `#ff6F6F6F`, `@color/white`, `@android:color/white`.
    package var text: String
    package var location: SourceLocation
}
