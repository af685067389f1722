import DocGenSupport

/// A file the loader read, as the user named it, and which token format it uses.
package struct TokenSourceFile: Hashable, Sendable {
    package enum Format: Hashable, Sendable {
        /// W3C DTCG 2025.10: `$value`, `$type`.
        case dtcg
        /// Style Dictionary's classic format: `value`, `type`, no `$`.
        case classic
        /// Tokens Studio's export (`value`/`type` or `$value`/`$type` with its own type names, math, modifiers).
        case tokensStudio
        /// A resolver document (`*.resolver.json`).
        case resolver
        /// Adobe Spectrum's token source, read as written into a resolver document (`SpectrumTokensReader`).
        case spectrum
    }

    package var path: String
    package var format: Format
}

/// The files read so far; a value's `file` index points into `files`.
package struct TokenFileTable: Sendable {
    package var files: [TokenSourceFile] = []

    package mutating func add(_ file: TokenSourceFile) -> Int32 {
        files.append(file)
        return Int32(files.count - 1)
    }

    package func path(of index: Int32) -> String {
        files.indices.contains(Int(index)) ? files[Int(index)].path : "<input>"
    }

    /// Whether deviations from the DTCG format are reported for a file: not for Style Dictionary's classic format
    /// or a Tokens Studio export, which are other formats read as a whole.
    package func reportsDeviations(in index: Int32) -> Bool {
        switch format(of: index) {
        case .classic, .tokensStudio: false
        default: true
        }
    }

    package func format(of index: Int32) -> TokenSourceFile.Format {
        files.indices.contains(Int(index)) ? files[Int(index)].format : .dtcg
    }

    package func location(of value: JSONValue, path: String? = nil) -> SourceLocation {
        SourceLocation(file: self.path(of: value.file), line: Int(value.line), column: Int(value.column), path: path)
    }

    package func location(of member: JSONMember, file: Int32, path: String? = nil) -> SourceLocation {
        SourceLocation(file: self.path(of: file), line: Int(member.line), column: Int(member.column), path: path)
    }
}
