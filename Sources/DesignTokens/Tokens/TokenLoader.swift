import DocGenSupport
import Foundation

/// The resolved token sets of a design system, and every problem found while making them.
public struct TokenLoadResult: Sendable {
    /// One set per permutation of the resolver's modifiers (or those matching `select`), in resolution order;
    /// a single set with an empty context when there is no resolver.
    public var sets: [TokenSet]
    /// Every error and the deprecation warnings, each once, sorted by place.
    public var diagnostics: [Diagnostic]
    /// The resolver's modifiers in resolution order (empty without a resolver).
    public var modifiers: [TokenModifier]
    /// Without a resolver: files that look like alternative themes rather than layers (what
    /// `docgen tokens --write-resolver` writes a resolver from), or nil.
    public var alternativeThemes: AlternativeThemes?
    /// Every file the load read or looked for (token files, resolvers and every source they name), in the order first
    /// named: what a preview watches and rebuilds this system for.
    public var files: [String] = []
    /// What the files say as written: each token's `$value` and every place a token is named.
    public var written = WrittenTokens()

    public init(sets: [TokenSet], diagnostics: [Diagnostic], modifiers: [TokenModifier] = [], alternativeThemes: AlternativeThemes? = nil) {
        self.sets = sets
        self.diagnostics = diagnostics
        self.modifiers = modifiers
        self.alternativeThemes = alternativeThemes
    }
}

/// A resolver modifier as a caller sees it: its contexts in file order and its default.
public struct TokenModifier: Hashable, Sendable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String?

    public init(name: String, contexts: [String], defaultContext: String?) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
    }
}

/// Loads token files (DTCG 2025.10, Style Dictionary's classic format or Tokens Studio's export) and resolver documents, and resolves
/// every alias of every permutation. It never throws for bad input: problems become diagnostics.
public struct TokenLoader: Sendable {
    public var options: TokenFormatOptions
    /// Where the files are read from.
    public var source: any FileSource
    /// Threads that parse files and resolve permutations at once (a build's `--jobs`).
    public var jobs: Int

    public init(options: TokenFormatOptions = TokenFormatOptions(), files source: any FileSource = WorkTreeFileSource(),
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.options = options
        self.source = source
        self.jobs = max(1, jobs)
    }

    /// - Parameters:
    ///   - files: token files merged in order, later ones overriding earlier ones (after the resolver's sources).
    ///   - resolver: a `*.resolver.json` document, or nil.
    ///   - select: modifier name → context; modifiers not named contribute all their contexts (`.every`) or their
    ///     default context (`.chosen`).
    ///   - permutations: which permutations are resolved; the `resolver-permutations` limit applies to those.
    public func load(files: [String], resolver: String?, select: [String: String] = [:],
                     permutations scope: PermutationScope = .every) -> TokenLoadResult {
        var session = TokenLoadSession(options: options, source: source)
        session.jobs = jobs
        return session.load(files: files, resolver: resolver, select: select, scope: scope)
    }
}

/// Which permutations of a resolver a load resolves.
public enum PermutationScope: Sendable {
    /// Every permutation, so that an error in any theme is reported (a site shows every theme).
    case every
    /// The one permutation a reader asks for: the context `select` names for a modifier, else its default; a
    /// modifier with neither and several contexts contributes them all (the reader must then choose).
    case chosen
    /// Every permutation while they are within the `resolver-permutations` limit, so that an error in any context
    /// is reported; past it, the chosen one alone, said in a note (what `docgen tokens` prints from).
    case everyWithinLimit
    /// Every permutation of the modifiers `select` does not name; each one it names keeps that one context (what a
    /// site shows with `system.yaml`'s `tokens: contexts:`).
    case fixing
}

/// The state of one `load` call: the file table, parsed files (each read once) and the problems found.
package struct TokenLoadSession {
    package var jobs = 1
    package var options = TokenFormatOptions()
    package var source: any FileSource = WorkTreeFileSource()
    package var table = TokenFileTable()
    /// Each file parsed once, by path (nil: it could not be read or parsed).
    package var parsed: [String: JSONValue?] = [:]
    package var errors: Set<TokenError> = []
    private var modifiers: [TokenModifier] = []
    /// Token set files named by a Tokens Studio `$themes.json` or `$metadata.json`.
    package var tokensStudioFiles: Set<String> = []
    /// The files' tokens keep values by mode inside their values, read per permutation (`PerModeValues`).
    package var readsPerModeValues = false
    /// Findings about the files as a whole (definitions in conflict, alternative themes, ignored exports).
    private var findings: [Diagnostic] = []
    private var alternativeThemes: AlternativeThemes?

    package init(options: TokenFormatOptions = TokenFormatOptions(), source: any FileSource = WorkTreeFileSource()) {
        self.options = options
        self.source = source
    }

    package mutating func load(files: [String], resolver: String?, select: [String: String], scope: PermutationScope = .every) -> TokenLoadResult {
        var sets: [TokenSet] = []
        var document: ResolverDocument?
        if let resolver {
            if let root = read(resolver, format: .resolver) {
                if TokensStudioExport.isThemes(path: resolver, root: root) {
                    document = readTokensStudioThemes(resolver, root: root)
                } else if let body = FigmaVariablesExport.body(of: root) {
                    document = readFigmaVariables(body)
                } else {
                    var reader = ResolverDocumentReader(files: table, root: root, path: resolver)
                    reader.limits = options.limits
                    document = reader.read()
                    errors.formUnion(reader.errors)
                }
            }
            guard document != nil else { return finish(sets: []) }
        }
        var named = files.compactMap { path in read(path, format: nil).map { (path: path, tree: $0) } }
        // Adobe Spectrum's token source is its own resolver document: its sets are the modifiers theme and scale.
        if document == nil, named.contains(where: { table.format(of: $0.tree.file) == .spectrum }) {
            document = readSpectrum(named.filter { table.format(of: $0.tree.file) == .spectrum }.map(\.tree))
            named.removeAll { table.format(of: $0.tree.file) == .spectrum }
        }
        // A Figma Variables export named as a token file is its own resolver document.
        if document == nil, let position = named.firstIndex(where: { FigmaVariablesExport.isExport($0.tree) }),
           let body = FigmaVariablesExport.body(of: named[position].tree) {
            document = readFigmaVariables(body)
            named.remove(at: position)
        }
        // Values keyed by mode inside the value offer their modes as modifiers (`PerModeValues`).
        if document == nil, let modes = PerModeValues.document(for: named.map(\.tree)) {
            reportFilesWithoutTokens(named)
            reportMergeConflicts(named)
            document = modes
            readsPerModeValues = true
            named = []
        }
        let extra = named.map(\.tree)
        reportUnknownContextValueModifiers(document?.modifiers.map(\.name), resolver: resolver)
        guard let document else {
            // With no resolver there is no modifier: a context asked for is an error, never silently ignored.
            for name in select.keys.sorted() {
                errors.insert(TokenError(.unknownContext("there is no resolver, so no modifier named \"\(name)\"; name the resolver " +
                    "(a file with \"resolutionOrder\", whatever its name, or a Tokens Studio $themes.json) with --resolver FILE"),
                    at: SourceLocation(file: files.first ?? "")))
            }
            reportFilesWithoutTokens(named)
            reportMergeConflicts(named)
            let (set, found) = resolve(trees: extra, context: [])
            errors.formUnion(found)
            return finish(sets: [set])
        }
        for (name, value) in select.sorted(by: { $0.key < $1.key }) {
            let location = SourceLocation(file: resolver ?? "")
            guard let modifier = document.modifiers.first(where: { $0.name == name }) else {
                let known = document.modifiers.map(\.name)
                errors.insert(TokenError(.unknownContext("the resolver has no modifier named \"\(name)\"" +
                    (known.isEmpty ? "" : "; it has " + known.joined(separator: ", "))), at: location))
                continue
            }
            if !modifier.contexts.contains(where: { $0.name == value }) {
                errors.insert(TokenError(.unknownContext("the modifier \"\(name)\" has no context \"\(value)\"; it has " +
                    modifier.contexts.map(\.name).joined(separator: ", ")), at: location))
            }
        }
        modifiers = document.modifiers.map { TokenModifier(name: $0.name, contexts: $0.contexts.map(\.name), defaultContext: $0.defaultContext) }
        // `.every`: every permutation is resolved, so that errors anywhere are reported; `select` chooses the sets
        // returned, and the warnings kept (a deprecated token used only in another theme is no concern of this one).
        // `.chosen`: only the permutation asked for is resolved, however many the modifiers make.
        let limit = options.limits.resolverPermutations
        let narrowed = scope == .everyWithinLimit && document.permutationCount > limit
        let selected = select.filter { name, value in document.modifiers.contains { $0.name == name && $0.contexts.contains { $0.name == value } } }
        let fixed = scope == .chosen || narrowed ? document.chosenContexts(select: select) : scope == .fixing ? selected : [:]
        if narrowed, document.permutationCount(fixing: fixed) <= limit {
            findings.append(Diagnostic(severity: .note, location: SourceLocation(file: resolver ?? ""), code: "tokens.limit",
                                       message: "the resolver's \(document.modifiers.count) modifiers make \(document.permutationCount) " +
                                        "permutations, more than \(limit): only the one chosen is resolved, and errors in other contexts are not looked for",
                                       hint: "--all-contexts with --limit resolver-permutations=N resolves every one"))
        }
        let count = document.permutationCount(fixing: fixed)
        guard count <= options.limits.resolverPermutations else {
            let what = fixed.isEmpty ? "the resolver's \(document.modifiers.count) modifiers make \(count) permutations (one token set each)"
                : "the modifiers without a default context and not chosen make \(count) permutations (one token set each)"
            errors.insert(TokenError(.limitExceeded(.resolverPermutations, limit: options.limits.resolverPermutations, what),
                                     at: SourceLocation(file: resolver ?? "")))
            return finish(sets: [])
        }
        // Files are read once, in order; the permutations, independent of one another, resolve on every core.
        let contexts = document.permutations(fixing: fixed)
        prefetch(contexts.flatMap { document.sources(for: $0) })
        var permutations: [(context: [TokenSet.ContextPair], trees: [JSONValue], readErrors: Set<TokenError>)] = []
        for context in contexts {
            let before = errors
            var trees: [JSONValue] = []
            for source in document.sources(for: context) { if let value = tree(for: source) { trees.append(value) } }
            permutations.append((context, trees + extra, errors.subtracting(before)))
            errors = before
        }
        let session = self
        let resolved = ParallelMap.map(permutations, threads: jobs) { permutation in
            session.resolve(trees: permutation.trees, context: permutation.context)
        }
        for (permutation, (set, found)) in zip(permutations, resolved) {
            let chosen = permutation.context.allSatisfy { pair in select[pair.name].map { $0 == pair.value } ?? true }
            if chosen {
                var set = set
                // `.fixing` with modifiers fixed: a set is named by the modifiers that vary (`Light`, not
                // `Components-Light-Desktop-Post-…`); a fixed one, or one with a single context, says nothing.
                if scope == .fixing, !fixed.isEmpty {
                    let varying = set.contextPairs.filter { pair in fixed[pair.name] == nil && document.modifiers.first { $0.name == pair.name }?.contexts.count != 1 }
                    if !varying.isEmpty { set.contextPairs = varying }
                }
                sets.append(set)
                errors.formUnion(permutation.readErrors.union(found))
            } else {
                errors.formUnion(permutation.readErrors.union(found).filter { $0.severity == .error })
            }
        }
        return finish(sets: sets)
    }


    /// Resolves one in-memory document (a color given on the command line, say) shown in messages as `path`.
    package mutating func load(json bytes: [UInt8], path: String) -> TokenLoadResult {
        let id = table.add(TokenSourceFile(path: path, format: .dtcg))
        switch JSONReader.parse(bytes, file: id, maximumDepth: options.limits.nestingDepth) {
        case .failure(let syntax):
            errors.insert(Self.error(reading: syntax, dialect: .json, path: path, limits: options.limits))
            return finish(sets: [])
        case .success(let root):
            let (set, found) = resolve(trees: [root], context: [])
            errors.formUnion(found)
            return finish(sets: [set])
        }
    }

    private mutating func finish(sets: [TokenSet]) -> TokenLoadResult {
        let diagnostics = errors.map { error in
            var error = error
            error.strictFormat = options.strict
            return error.diagnostic
        }.sorted { lhs, rhs in
            if lhs.location != rhs.location { return lhs.location < rhs.location }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            if lhs.code != rhs.code { return lhs.code < rhs.code }
            return lhs.message < rhs.message
        }
        let all = (diagnostics + findings).sorted { lhs, rhs in
            if lhs.location != rhs.location { return lhs.location < rhs.location }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            if lhs.code != rhs.code { return lhs.code < rhs.code }
            return lhs.message < rhs.message
        }
        var result = TokenLoadResult(sets: sets, diagnostics: all, modifiers: modifiers, alternativeThemes: alternativeThemes)
        result.files = table.files.map(\.path)
        for tree in parsed.values.compactMap({ $0 }) { result.written.record(tree, table: table) }
        return result
    }

    /// One permutation's token set, and the errors found making it.
    private func resolve(trees: [JSONValue], context: [TokenSet.ContextPair]) -> (TokenSet, Set<TokenError>) {
        var errors: Set<TokenError> = []
        var merged = JSONValue(.object([]))
        var replaced: [TokenTreeMerger.ReplacedGroup] = []
        for tree in trees { merged = TokenTreeMerger.merge(merged, tree, replaced: &replaced) }
        for group in replaced { errors.insert(group.error(files: table)) }
        var flattener = TokenTreeFlattener(files: table, root: merged)
        flattener.limits = options.limits
        flattener.flatten()
        errors.formUnion(flattener.errors)
        var listed = flattener.takeDefinitions()
        for adapter in definitionAdapters(for: context) { errors.formUnion(adapter.apply(to: &listed)) }
        let (definitions, index) = uniqueDefinitions(listed)
        var resolver = AliasResolver(files: table, definitions: definitions, index: index, options: options)
        let tokens = resolver.resolveAll()
        errors.formUnion(resolver.errors)
        // Every definition resolved (the usual case): nothing to look up.
        let unset = resolver.unsetPaths
        let leftOut = tokens.count + unset.count == definitions.count ? []
            : definitions.lazy.map(\.path).filter { [unsetPaths = Set(unset)] in tokens[$0] == nil && !unsetPaths.contains($0) }.sorted()
        let references = leftOut.isEmpty ? [:] : TokenReferences.byPath(definitions: definitions, index: index)
        var set = TokenSet(context: context, tokens: tokens, leftOut: leftOut, references: references)
        set.unset = unset
        // A reference to a dotted name is split at every dot: the set finds those tokens by their names (looked for
        // only when the files write one, off the path of every other load).
        if flattener.hasDottedNames {
            for definition in definitions where definition.path.segments.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) })
                && tokens[definition.path] != nil {
                set.dottedNames[definition.name] = definition.path
            }
        }
        return (set, errors)
    }

    /// The definition adapters of one permutation, in their fixed order: per-mode values choose each token's value
    /// (or take it out), then per-context values in `$extensions` replace it.
    private func definitionAdapters(for context: [TokenSet.ContextPair]) -> [any TokenDefinitionAdapter] {
        var adapters: [any TokenDefinitionAdapter] = []
        if readsPerModeValues { adapters.append(PerModeValues(context: context, files: table)) }
        adapters.append(ContextValues(mapping: options.contextValues, modifiers: modifiers, context: context, files: table))
        return adapters
    }

    /// Files merged in path order with no resolver: a token they define with different values is reported (the last
    /// file wins), and files that look like alternative themes are reported once as such, their conflicts with it.
    private mutating func reportMergeConflicts(_ read: [(path: String, tree: JSONValue)]) {
        guard read.count > 1 else { return }
        let inventories = read.map { TokenFileInventory(path: $0.path, tree: $0.tree) }
        let themes = AlternativeThemes.detect(in: inventories)
        var modifierOf: [String: Int] = [:]
        for (index, modifier) in (themes?.modifiers ?? []).enumerated() {
            for context in modifier.contexts { for file in context.files { modifierOf[file] = index } }
        }
        for conflict in DefinitionConflict.find(in: inventories, files: table) {
            let modifiers = Set(conflict.definitions.map { modifierOf[$0.file] })
            if modifiers.count == 1, modifiers.first! != nil { continue }
            findings.append(conflict.diagnostic(strict: options.strict))
        }
        if let themes {
            alternativeThemes = themes
            findings.append(themes.diagnostic(strict: options.strict, mergeOrder: read.map(\.path)))
        }
    }

    /// A file given as a token file that defines no token: said, never passed over in silence.
    private mutating func reportFilesWithoutTokens(_ read: [(path: String, tree: JSONValue)]) {
        for file in read where TokenFileInventory(path: file.path, tree: file.tree).order.isEmpty {
            findings.append(Diagnostic(severity: .warning, location: SourceLocation(file: file.path), code: "tokens.no-tokens",
                                       message: "\(file.path) defines no token: it is not a DTCG, Style Dictionary or Tokens Studio token " +
                                        "file, a resolver, nor a Figma Variables export",
                                       hint: "leave the file out, or check that its tokens have \"$value\" (or \"value\") members"))
        }
    }

    /// A `contextValues` mapping (system.yaml, `--context-values`) to a modifier the resolver does not have.
    private mutating func reportUnknownContextValueModifiers(_ names: [String]?, resolver: String?) {
        for (extensionName, modifier) in options.contextValues.sorted(by: { $0.key < $1.key }) where !(names ?? []).contains(modifier) {
            let why = names.map { $0.isEmpty ? "the resolver has no modifiers" : "it has " + $0.joined(separator: ", ") } ?? "there is no resolver"
            errors.insert(TokenError(.unknownContext("contextValues maps \(extensionName) to the modifier \"\(modifier)\", which does not exist; \(why)"),
                                     at: SourceLocation(file: resolver ?? "")))
        }
    }

    /// A group extended twice can list a token twice; the later listing wins, as in merging.
    /// Returns them with each name's position, which the alias resolver looks names up in. When no name is listed
    /// twice (the usual case) the list is returned as it is, not copied.
    private func uniqueDefinitions(_ definitions: [TokenDefinition]) -> ([TokenDefinition], [String: Int]) {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(definitions.count)
        for position in definitions.indices where seen.updateValue(position, forKey: definitions[position].name) != nil {
            return uniqueDefinitions(listingTwice: definitions)
        }
        return (definitions, seen)
    }

    private func uniqueDefinitions(listingTwice definitions: [TokenDefinition]) -> ([TokenDefinition], [String: Int]) {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(definitions.count)
        var result: [TokenDefinition] = []
        result.reserveCapacity(definitions.count)
        for definition in definitions {
            if let position = seen[definition.name] { result[position] = definition } else {
                seen[definition.name] = result.count
                result.append(definition)
            }
        }
        return (result, seen)
    }

    /// A Tokens Studio export's themes as a resolver document (its `$metadata.json` read from beside it).
    private mutating func readTokensStudioThemes(_ path: String, root: JSONValue) -> ResolverDocument {
        let folder = PathText.directory(of: path)
        let single = root.members != nil && (root["$themes"] != nil || root["$metadata"] != nil)
        if single { table.files[Int(root.file)].format = .tokensStudio }
        let ignored = TokensStudioExport.ignoredThemes(besides: path, files: source)
        if !ignored.isEmpty {
            findings.append(Diagnostic(severity: .warning, location: SourceLocation(file: path), code: "tokens.ignored-themes",
                                       message: "read the Tokens Studio themes of \(path); ignored " + ignored.joined(separator: ", ") +
                                        ", another $themes.json below it",
                                       hint: "delete the leftover \(ignored.count == 1 ? "file" : "files"), or name the export to read with --resolver"))
        }
        var metadata = single ? root["$metadata"] : nil
        if !single, let sibling = TokensStudioExport.metadataPath(in: folder, files: source), sibling != path { metadata = read(sibling, format: .resolver) }
        if !single, path.hasSuffix(TokensStudioExport.metadataFile) { metadata = root }
        let themes = single ? root["$themes"] : (path.hasSuffix(TokensStudioExport.themesFile) ? root : nil)
        var reader = TokensStudioThemesReader(files: table, themes: themes, metadata: metadata, singleFile: single ? root : nil, folder: folder)
        reader.limits = options.limits
        let document = reader.read()
        errors.formUnion(reader.errors)
        tokensStudioFiles.formUnion(reader.setFiles)
        return document
    }

    /// A Figma Variables export as a resolver document: its collections are its sets and modifiers.
    private mutating func readFigmaVariables(_ body: JSONValue) -> ResolverDocument {
        var reader = FigmaVariablesReader(files: table, body: body)
        reader.limits = options.limits
        let document = reader.read()
        errors.formUnion(reader.errors)
        return document
    }

    /// Adobe Spectrum's source files as a resolver document (read as written: not as Style Dictionary's format).
    private mutating func readSpectrum(_ roots: [JSONValue]) -> ResolverDocument {
        var reader = SpectrumTokensReader(files: table, roots: roots)
        let document = reader.read()
        errors.formUnion(reader.errors)
        return document
    }

    private mutating func tree(for source: ResolverDocument.Source) -> JSONValue? {
        switch source {
        case .inline(let value, _):
            return value
        case .file(let path, let pointer, let overrides, let reference):
            guard var value = read(path, format: nil, referencedBy: reference) else { return nil }
            for segment in pointer ?? [] {
                guard let next = value[segment] else {
                    errors.insert(TokenError(.invalidResolver("\(path) has nothing at #/\((pointer ?? []).joined(separator: "/"))"),
                                             at: table.location(of: reference)))
                    return nil
                }
                value = next
            }
            return overrides.map { value.overridden(by: $0) } ?? value
        }
    }

}
