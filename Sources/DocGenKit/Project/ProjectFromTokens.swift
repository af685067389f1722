import ButtonDraft
import DesignTokens
import DocGenSupport
import Foundation

/// `docgen init DIR --from TOKENS…`: a project around a team's own token files. The files are copied as they are
/// (every file the load read, the resolver and its sources included, their layout kept below
/// `Content/button/tokens/`); a resolver is used as given, or inferred from theme files side by side (each inference
/// stated); the Button is drafted from the component tokens (`Draft`), read back in every context, and a page uses
/// every generated part. Everything is made in memory and loaded from there before a byte is written.
public struct ProjectFromTokens: Sendable {
    /// The project's files, path relative to the project folder → bytes, sorted by path.
    public var files: [(path: String, data: Data)]
    /// What docgen inferred and from what: the resolver, the family drafted.
    public var inferences: [String]
    public var draft: Draft

    /// Where the copied token files go, below the project.
    static let system = "Content/button"

    /// The project for `paths` (token files or folders) and `resolver`, read through `source`.
    public static func make(paths: [String], resolver: String?, platform: StarterPlatform, name: String?, prefix: String?,
                            vocabulary: DraftVocabulary, options: TokenFormatOptions,
                            source: any FileSource = WorkTreeFileSource()) -> Result<ProjectFromTokens, DraftRefusal> {
        let inputs = TokenInputs.find(paths: paths, resolver: resolver, files: source)
        if let problem = inputs.problems.first { return .failure(DraftRefusal(message: problem.description, candidates: [])) }
        guard !inputs.files.isEmpty || inputs.resolver != nil else {
            return .failure(DraftRefusal(message: "no token files in \(paths.joined(separator: ", "))", candidates: []))
        }
        let first = TokenLoader(options: options, files: source).load(files: inputs.files, resolver: inputs.resolver, permutations: .everyWithinLimit)
        let read = (first.files.isEmpty ? inputs.files + [inputs.resolver].compactMap { $0 } : first.files)
            .filter { source.fileExists($0) }
        // The copies keep the files' layout below their common folder.
        let absolute = read.map { PathText.normalize($0.hasPrefix("/") ? $0 : PathText.join(FileManager.default.currentDirectoryPath, $0)) }
        let root = commonFolder(of: absolute)
        var copies: [String: String] = [:]
        var files: [(path: String, data: Data)] = []
        for (original, full) in zip(read, absolute) {
            guard let bytes = source.read(original, maximumSize: options.limits.fileSize).bytes else { continue }
            let relative = String(full.dropFirst(root.count)).drop { $0 == "/" }
            let copy = "\(system)/tokens/\(relative)"
            copies[original] = copy
            files.append((copy, Data(bytes)))
        }
        var inferences: [String] = []
        var tokensYAML: String
        let projectResolver: String?
        let projectFiles = inputs.files.compactMap { copies[$0] }
        if let given = inputs.resolver, let copy = copies[given] {
            projectResolver = copy
            let how = resolver != nil ? "as given" : "found among the files"
            inferences.append("tokens: the resolver \(given), \(how) (\(first.modifiers.map { "\($0.name): \($0.contexts.joined(separator: ", "))" }.joined(separator: "; ")))")
        } else if let themes = first.alternativeThemes {
            var mapped = themes.renaming { copies[$0] }
            // The light theme first, the default, as a site shows it (path order puts `dark` before `light`).
            for index in mapped.modifiers.indices {
                mapped.modifiers[index].contexts = mapped.modifiers[index].contexts.enumerated()
                    .sorted { (Self.lightFirst($0.element.name), $0.offset) < (Self.lightFirst($1.element.name), $1.offset) }.map(\.element)
            }
            let path = "\(system)/tokens/button.resolver.json"
            files.append((path, Data(ResolverWriter.document(mapped, resolverPath: path, name: name ?? "Button").utf8)))
            projectResolver = path
            for modifier in mapped.modifiers {
                inferences.append("tokens: a resolver inferred from files side by side that define the same \(themes.shared) tokens, \(themes.differing) of them "
                                  + "with different values: the modifier \(modifier.name) with the contexts "
                                  + modifier.contexts.map { "\($0.name) (\($0.files.count) file\($0.files.count == 1 ? "" : "s"))" }.joined(separator: ", ")
                                  + (themes.common.isEmpty ? "" : ", after \(themes.common.count) file\(themes.common.count == 1 ? "" : "s") common to all")
                                  + "; written to tokens/button.resolver.json")
            }
        } else {
            projectResolver = nil
            inferences.append("tokens: \(projectFiles.count) file\(projectFiles.count == 1 ? "" : "s") merged in path order, one theme (no resolver given and no theme files side by side)")
        }
        if let projectResolver {
            tokensYAML = "tokens:\n  resolver: \(JSONText.quoted(String(projectResolver.dropFirst(system.count + 1))))\n"
        } else {
            tokensYAML = "tokens:\n  files: [" + projectFiles.map { JSONText.quoted(String($0.dropFirst(system.count + 1))) }.joined(separator: ", ") + "]\n"
        }
        // Loaded again from the project as it will be written: what the build reads.
        let base = "/project"
        let memory = InMemoryFileSource(files: Dictionary(files.map { (base + "/" + $0.path, Array($0.data)) }, uniquingKeysWith: { first, _ in first }), base: base)
        let projectLoader = TokenLoader(options: options, files: memory)
        var loaded = projectLoader.load(files: projectResolver == nil ? projectFiles : [], resolver: projectResolver, permutations: .everyWithinLimit)
        // Too many permutations to draw: the modifiers that do not change the Button are fixed in system.yaml.
        var fixedContexts: [String: String] = [:]
        if let projectResolver, loaded.diagnostics.contains(where: { $0.code == "tokens.limit" }) {
            let narrowing = ContextNarrowing(loader: projectLoader, resolver: projectResolver, modifiers: loaded.modifiers, vocabulary: vocabulary, prefix: prefix).fixed()
            if !narrowing.contexts.isEmpty {
                fixedContexts = narrowing.contexts
                let count = loaded.modifiers.reduce(1) { $0 * max(1, $1.contexts.count) }
                inferences.append("tokens: the resolver's \(loaded.modifiers.count) modifiers make \(count) permutations; " + narrowing.statements.joined(separator: "; ")
                                  + " (contexts: in system.yaml)")
                loaded = projectLoader.load(files: [], resolver: projectResolver, select: fixedContexts, permutations: .fixing)
                tokensYAML += "  contexts: {" + fixedContexts.sorted { $0.key < $1.key }.map { " \(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }.joined(separator: ",") + " }\n"
            }
        }
        // A build resolves every permutation: a project past the limit would not build, so none is written.
        if let limit = loaded.diagnostics.first(where: { $0.code == "tokens.limit" }) {
            return .failure(DraftRefusal(message: limit.message + "; a site shows every theme, so the project would not build. Name a resolver "
                                         + "whose modifiers are the themes the site shows "
                                         + "(--resolver; `docgen tokens --write-resolver` writes one to edit)", candidates: []))
        }
        let draft: Draft
        switch Draft.make(sets: loaded.sets, vocabulary: vocabulary, prefix: prefix, system: name) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let made): draft = made
        }
        if let family = draft.reading.family { inferences.append("button.component.yaml: drafted from the \(family.name) family (\(family.pattern)); " + draft.definition.counts.line) }
        let variants = draft.definition.variants.map(\.name)
        files.append(("\(system)/button.component.yaml", Data(draft.yaml.utf8)))
        files.append(("\(system)/system.yaml", Data(("name: \(JSONText.quoted(name ?? "My Design System"))\nplatform: \(platform.systemPlatform)\n" + tokensYAML
                                                      + "components:\n  - button.component.yaml\nprimaryVariant: \(JSONText.quoted(variants[0]))\n").utf8)))
        files.append(("\(system)/index.md", Data(page(variants: variants, tokens: commonPrefix(of: draft.reading.family?.cells.map(\.path) ?? [])).utf8)))
        // The starter's site, named after the system.
        for file in ProjectStarter.files(for: platform) where !file.path.hasPrefix(system + "/") {
            guard let name, ["Content/site.yaml", "Content/index.md"].contains(file.path) else { files.append(file); continue }
            let text = String(decoding: file.data, as: UTF8.self).replacingOccurrences(of: "title: My Design System", with: "title: " + JSONText.quoted(name))
            files.append((file.path, Data(text.utf8)))
        }
        return .success(ProjectFromTokens(files: files.sorted { $0.path < $1.path }, inferences: inferences, draft: draft))
    }

    /// 0 for a context that names the light or default theme (`light`, `day`, `default`), 1 for the others: sorted
    /// stably, the others keep their order.
    static func lightFirst(_ context: String) -> Int {
        let words = Set(context.lowercased().split { !$0.isLetter }.map(String.init))
        return words.isDisjoint(with: ["light", "day", "default"]) ? 1 : 0
    }

    /// The folder every one of `paths` (absolute, normalized) is in.
    static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first.map({ PathText.directory(of: $0).split(separator: "/").map(String.init) }) else { return "/" }
        for path in paths.dropFirst() {
            let folders = PathText.directory(of: path).split(separator: "/").map(String.init)
            var count = 0
            while count < min(common.count, folders.count), common[count] == folders[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return "/" + common.joined(separator: "/")
    }

    /// The segments every one of `paths` begins with (`button` for Primer's), nil when they share none.
    static func commonPrefix(of paths: [TokenPath]) -> TokenPath? {
        guard var common = paths.first?.segments else { return nil }
        for path in paths.dropFirst() {
            var count = 0
            while count < min(common.count, path.segments.count - 1), common[count] == path.segments[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return common.isEmpty ? nil : TokenPath(common)
    }

    /// The Button's page: every generated part, a matrix per variant, the tokens its cells name (those under their
    /// common prefix, or every token when they share none).
    static func page(variants: [String], tokens prefix: TokenPath?) -> String {
        var text = """
            ---
            title: Button
            description: Every variant, size and state of the Button, drafted from its component tokens by docgen draft.
            section: Components
            ---

            This page is drawn from `button.component.yaml`, which `docgen init --from` drafted from the component
            tokens' names. Values marked `# guess:` in that file are docgen's guesses: check them, then remove the mark.

            ## Gallery

            ```docgen gallery
            ```

            ## States

            """
        for variant in variants { text += "\n```docgen matrix variant=\(variant)\n```\n" }
        text += """

            ## Text size

            ```docgen text-sizes
            ```

            ## Anatomy and spec

            ```docgen anatomy
            ```

            ```docgen spec
            ```

            ## Tokens

            \(prefix.map { "```docgen tokens prefix=\($0)\n```" } ?? "The Button's tokens share no group to list here: each cell's values name them, in the matrices above.")

            ## Checks

            ```docgen checks
            ```

            ## Across the site

            ```docgen compare
            ```

            """
        return text
    }

    /// Writes the project into `directory`; refuses, writing nothing, when any file exists.
    public func write(to directory: String) throws(ProjectWriterError) -> [String] {
        try ProjectWriter(directory: directory).write(files)
    }
}
