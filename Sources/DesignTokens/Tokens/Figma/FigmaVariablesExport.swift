import DocGenSupport

/// Figma's Variables REST export (`GET /v1/files/:key/variables/local`, and the same object saved without its
/// `status` envelope): `variables` and `variableCollections` keyed by id, each variable's `valuesByMode`; and the
/// shape plugins save from Figma's plugin API, `variables` and `collections` as lists of objects with an `id`.
/// Read as a resolver document (`FigmaVariablesReader`): a collection with several modes is a modifier, its modes the
/// contexts.
package enum FigmaVariablesExport {
    /// The object holding the variables and their collections: the export's `meta`, or the root itself.
    package static func body(of root: JSONValue) -> JSONValue? {
        for candidate in [root["meta"], root] {
            guard let candidate, let variables = entries(candidate["variables"]), !entries(collections(of: candidate)).isNilOrEmpty,
                  variables.contains(where: { $0.value["valuesByMode"] != nil }) else { continue }
            return candidate
        }
        return nil
    }

    package static func collections(of body: JSONValue) -> JSONValue? { body["variableCollections"] ?? body["collections"] }

    /// An object's members, or a list's objects keyed by their `id` (by position when they have none).
    package static func entries(_ value: JSONValue?) -> [JSONMember]? {
        if let members = value?.members { return members }
        guard let elements = value?.elements else { return nil }
        return elements.enumerated().map { index, element in
            JSONMember(key: element["id"]?.string ?? String(index), line: element.line, column: element.column, value: element)
        }
    }

    package static func isExport(_ root: JSONValue) -> Bool { body(of: root) != nil }

    /// Whether the bytes of the file at `path` are such an export (a quick text test first, then a parse).
    package static func isExport(bytes data: [UInt8], path: String) -> Bool {
        guard TokenDiscovery.extensions.contains(where: { path.hasSuffix($0) }),
              String(decoding: data.prefix(1 << 20), as: UTF8.self).contains("\"variableCollections\"")
        else { return false }
        guard case .success(let root) = JSONReader.parse(data, file: 0, dialect: JSONDialect(path: path)) else { return false }
        return isExport(root)
    }
}

private extension Optional where Wrapped == [JSONMember] {
    var isNilOrEmpty: Bool { self?.isEmpty ?? true }
}
