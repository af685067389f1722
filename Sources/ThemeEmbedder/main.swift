import Foundation

// Writes a Swift file holding every file of the given folders, base64-encoded in string literals (which the compiler
// reads in milliseconds, where an array literal of a million bytes takes minutes to type-check), as the static
// `encodedFiles` of an extension of TYPE.
//   ThemeEmbedder OUTPUT.swift TYPE FOLDER...   (each folder's files keyed "FolderName/relative/path", sorted)
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: ThemeEmbedder OUTPUT.swift TYPE FOLDER...\n".utf8))
    exit(64)
}
let output = arguments[0], typeName = arguments[1], folders = arguments.dropFirst(2)

var entries: [(key: String, data: Data)] = []
for folder in folders {
    let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
    let name = root.lastPathComponent
    let prefix = root.path + "/"
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    while let url = enumerator?.nextObject() as? URL {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(prefix), let data = FileManager.default.contents(atPath: path) else { continue }
        entries.append((name + "/" + path.dropFirst(prefix.count), data))
    }
}
entries.sort { $0.key < $1.key }

let folderNames = folders.map { URL(fileURLWithPath: $0).lastPathComponent + "/" }.joined(separator: ", ")
var source = "// Generated from the package's \(folderNames) at build time. Do not edit.\n\n"
source += "extension \(typeName) {\n    static let encodedFiles: [(path: String, base64: String)] = [\n"
for entry in entries {
    let quotedPath = entry.key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        (\"\(quotedPath)\", \"\(entry.data.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"

let existing = FileManager.default.contents(atPath: output)
if existing != Data(source.utf8) {
    do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("ThemeEmbedder: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
