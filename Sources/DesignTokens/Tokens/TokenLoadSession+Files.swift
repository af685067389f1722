import DocGenSupport

/// Reading token files: each read once through the file source (confined, under `file-size`), parsed on every core,
/// and rewritten into the DTCG shape when it is a classic Style Dictionary file or a Tokens Studio export.
extension TokenLoadSession {
    /// Reads and parses a file once; classic Style Dictionary files and Tokens Studio exports are rewritten into
    /// the DTCG shape.
    package mutating func read(_ path: String, format: TokenSourceFile.Format?, referencedBy reference: JSONValue? = nil) -> JSONValue? {
        if let cached = parsed[path] { return cached }
        guard let file = open(path, format: format, referencedBy: reference) else { return nil }
        return store(file, Self.parse(file, tokensStudioFiles: tokensStudioFiles, limits: options.limits))
    }

    /// Reads, ahead of the permutations that name them, every token file the resolver's sources name, and parses
    /// them on every core: the files of a large design system are megabytes of JSON.
    package mutating func prefetch(_ sources: [ResolverDocument.Source]) {
        var files: [OpenedFile] = []
        var seen: Set<String> = []
        for case .file(let path, _, _, let reference) in sources where parsed[path] == nil && seen.insert(path).inserted {
            if let file = open(path, format: nil, referencedBy: reference) { files.append(file) }
        }
        let studio = tokensStudioFiles
        let limits = options.limits
        let results = ParallelMap.map(files, threads: jobs) { Self.parse($0, tokensStudioFiles: studio, limits: limits) }
        for (file, result) in zip(files, results) { _ = store(file, result) }
    }

    /// A file read and given its place in the table, not yet parsed.
    package struct OpenedFile {
        package var path: String
        package var id: Int32
        package var format: TokenSourceFile.Format?
        package var bytes: [UInt8]
    }

    /// What parsing a file gave: its tree (rewritten into the DTCG shape), format and warnings (a member name
    /// written twice in one object), or the error.
    package enum ParsedFile {
        case tree(JSONValue, TokenSourceFile.Format?, warnings: [TokenError])
        case failure(TokenError)
    }

    private mutating func open(_ path: String, format: TokenSourceFile.Format?, referencedBy reference: JSONValue?) -> OpenedFile? {
        let id = table.add(TokenSourceFile(path: path, format: format ?? .dtcg))
        let location = reference.map { table.location(of: $0) } ?? SourceLocation(file: path)
        let data: [UInt8]
        switch source.read(path, maximumSize: options.limits.fileSize) {
        case .bytes(let bytes):
            data = bytes
        case .missing:
            let why = source.fileExists(path) ? "\(path) is not readable" : "\(path) does not exist"
            errors.insert(TokenError(.unreadableFile(why), at: location))
            parsed[path] = .some(nil)
            return nil
        case .refused(let refusal):
            if let size = refusal.sizeOverLimit {
                errors.insert(TokenError(.limitExceeded(.fileSize, limit: options.limits.fileSize, "\(path) has \(size) bytes"), at: location))
            } else {
                errors.insert(TokenError(.refusedFile(refusal), at: location))
            }
            parsed[path] = .some(nil)
            return nil
        }
        return OpenedFile(path: path, id: id, format: format, bytes: data)
    }

    /// Parses one file; reads nothing but its bytes, so files parse on several threads at once.
    private static func parse(_ file: OpenedFile, tokensStudioFiles: Set<String>, limits: InputLimits) -> ParsedFile {
        let dialect = JSONDialect(path: file.path)
        switch JSONReader.read(file.bytes, file: file.id, dialect: dialect, maximumDepth: limits.nestingDepth) {
        case .failure(let syntax):
            return .failure(error(reading: syntax, dialect: dialect, path: file.path, limits: limits))
        case .success(let document):
            let root = document.root, warnings = document.repeatedNames.map { $0.warning(path: file.path) }
            if file.format == nil, root["resolutionOrder"] != nil, root["$value"] == nil {
                return .failure(TokenError(.resolverReadAsTokens(file.path), at: SourceLocation(file: file.path)))
            }
            // Spectrum's `value` members are its own format, read as written, never as Style Dictionary's.
            if file.format == nil, SpectrumTokenSource.isSource(root) { return .tree(root, .spectrum, warnings: warnings) }
            let isStudioSet = tokensStudioFiles.contains(file.path)
            if file.format == nil, isStudioSet || TokensStudioConverter.isTokensStudio(root) {
                let (tree, studioWarnings) = TokensStudioExport.converted(root, isSet: isStudioSet, path: file.path)
                return .tree(tree, .tokensStudio, warnings: warnings + studioWarnings + TokensStudioMathType.warnings(in: root, path: file.path))
            } else if file.format == nil, ClassicTokenConverter.isClassic(root) {
                return .tree(ClassicTokenConverter.convert(root), .classic, warnings: warnings)
            }
            if file.format == nil, let figma = FigmaTokenFile.read(root, path: file.path) {
                return .tree(figma.root, nil, warnings: warnings + figma.problems)
            }
            return .tree(root, nil, warnings: warnings)
        }
    }

    private mutating func store(_ file: OpenedFile, _ result: ParsedFile) -> JSONValue? {
        switch result {
        case .failure(let error):
            errors.insert(error)
            parsed[file.path] = .some(nil)
            return nil
        case .tree(let root, let format, let warnings):
            errors.formUnion(warnings)
            if let format { table.files[Int(file.id)].format = format }
            parsed[file.path] = root
            return root
        }
    }

    /// A file the JSON reader stopped in: malformed, or past the nesting limit, at that line and column.
    package static func error(reading syntax: JSONSyntaxError, dialect: JSONDialect, path: String, limits: InputLimits) -> TokenError {
        let reason: TokenError.Reason = if let limit = syntax.limit {
            .limitExceeded(limit, limit: limits[limit], syntax.message)
        } else {
            dialect == .json ? .malformedJSON(syntax.message) : .malformedDialect(dialect, syntax.message)
        }
        return TokenError(reason, at: SourceLocation(file: path, line: syntax.line, column: syntax.column))
    }
}
