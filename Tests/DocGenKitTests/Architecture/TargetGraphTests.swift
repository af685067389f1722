import Foundation
import Testing

/// The package's targets and their one-way dependencies, as `Package.swift` declares them: every module a target's
/// files import is one it declares (or the system's), every target it declares is imported by one of its files, and
/// the manual's architecture page draws the same graph.
@Suite struct TargetGraphTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// Modules of the platform and of Swift itself, which no target declares.
    static let system: Set<String> = ["Foundation", "FoundationXML", "Glibc", "Darwin", "Dispatch", "Synchronization", "Testing",
                                      "XCTest", "PackagePlugin"]

    /// One target of the manifest: its kind, its folder and the targets and products it names.
    struct Target: Equatable {
        var kind: String
        var name: String
        var path: String
        var dependencies: [String]
    }

    /// The targets of `manifest`, read from its `.target(…)`, `.executableTarget(…)`, `.testTarget(…)` and
    /// `.systemLibrary(…)` entries.
    static func targets(in manifest: String) -> [Target] {
        let pattern = #/\.(target|executableTarget|testTarget|systemLibrary|plugin)\(\s*name:\s*"([^"]+)"/#
        var result: [Target] = []
        for match in manifest.matches(of: pattern) {
            let kind = String(match.output.1), name = String(match.output.2)
            let rest = manifest[match.range.upperBound...]
            let end = closingParenthesis(in: rest)
            let body = String(rest[..<end])
            var dependencies: [String] = []
            if let list = body.range(of: "dependencies:") {
                let open = body[list.upperBound...].firstIndex(of: "[")!
                let close = body[open...].firstIndex(of: "]")!
                let text = body[open..<close]
                for product in text.matches(of: #/\.product\(name:\s*"([^"]+)"/#) { dependencies.append(String(product.output.1)) }
                let plain = text.replacing(#/\.product\([^)]*\)/#, with: "")
                for quoted in plain.matches(of: #/"([^"]+)"/#) { dependencies.append(String(quoted.output.1)) }
            }
            let explicitPath = body.firstMatch(of: #/path:\s*"([^"]+)"/#).map { String($0.output.1) }
            let folder = explicitPath ?? ((kind == "testTarget" ? "Tests/" : kind == "plugin" ? "Plugins/" : "Sources/") + name)
            result.append(Target(kind: kind, name: name, path: folder, dependencies: dependencies))
        }
        return result
    }

    /// The index of the parenthesis that closes an entry whose arguments `text` starts within.
    static func closingParenthesis(in text: Substring) -> Substring.Index {
        var depth = 1
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return index } }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    /// The modules the Swift files below `folder` import.
    static func imports(below folder: URL) throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var modules: Set<String> = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            // Fixtures and conformance cases are data, not the target's code.
            if url.path.contains("/Fixtures/") || url.path.contains("/Snapshots/") { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let head = text.split(separator: "\n", omittingEmptySubsequences: false).prefix { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") || trimmed.contains("import ")
            }.joined(separator: "\n")
            modules.formUnion(DesignTokensBoundaryTests.importedModules(in: head))
        }
        return modules
    }

    /// A C target with no Swift files (the fuzzer's `main`) is linked, never imported.
    static func isLinkedOnly(_ name: String, among targets: [Target]) -> Bool {
        guard let target = targets.first(where: { $0.name == name }), target.kind == "target" else { return false }
        let folder = root.appendingPathComponent(target.path)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        return !files.isEmpty && !files.contains { $0.hasSuffix(".swift") }
    }

    static var manifest: String { get throws { try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8) } }

    @Test func everyImportIsDeclaredAndEveryDeclarationImported() throws {
        let targets = Self.targets(in: try Self.manifest)
        #expect(targets.count > 20, "the manifest's targets were read: \(targets.map(\.name))")
        for target in targets where target.kind != "systemLibrary" && target.kind != "plugin" {
            let imported = try Self.imports(below: Self.root.appendingPathComponent(target.path))
            let declared = Set(target.dependencies)
            let undeclared = imported.subtracting(declared).subtracting(Self.system).subtracting([target.name])
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them in Package.swift")
            // A target whose files only embed resources (BuiltInTheme) or that names a tool its plugin runs declares
            // what no file imports; every other declaration is used.
            let unused = declared.subtracting(imported).filter { !Self.isLinkedOnly($0, among: targets) }
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) in Package.swift but no file of \(target.path) imports them")
        }
    }

    /// The walls: the support stands on nothing, the token engine on the support alone, and no lower target names
    /// a higher one (the compiler refuses a cycle; this keeps the order the manual describes).
    @Test func theLayersPointOneWay() throws {
        let targets = Dictionary(uniqueKeysWithValues: Self.targets(in: try Self.manifest).map { ($0.name, $0) })
        let layers: [[String]] = [["DocGenSupport", "Mustache"], ["DesignTokens", "DocGenYAML", "BuiltInAssets", "BuiltInTheme"],
                                  ["TokenBuilds"], ["ButtonModel", "DocGenMarkdown"], ["DocGenChecks"], ["DocGenKit"], ["DocGenReview"], ["DocGenServe"], ["DocGenCLI"]]
        for (level, names) in layers.enumerated() {
            let above = Set(layers[level...].joined())
            for name in names {
                let target = try #require(targets[name], "\(name) is a target")
                let upward = Set(target.dependencies).intersection(above)
                #expect(upward.isEmpty, "\(name) depends on \(upward.sorted()), at or above its own layer")
            }
        }
        #expect(targets["DocGenSupport"]?.dependencies == [])
        #expect(targets["DesignTokens"]?.dependencies == ["DocGenSupport"])
    }

    /// The architecture page's graph (a `text` block of `Target → dependencies` lines) is the manifest's.
    @Test func theArchitecturePageDrawsTheManifestsGraph() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let start = try #require(page.range(of: "### What each target depends on\n\n"), "docs/architecture.md lists its targets")
        let list = page[start.upperBound...].prefix { _ in true }.components(separatedBy: "\n\n").first ?? ""
        var drawn: [String: Set<String>] = [:]
        for line in list.split(separator: "\n") {
            let parts = line.split(separator: "→", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "-*` ")))
            let dependencies = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "`"))) }
                .filter { !$0.isEmpty && $0 != "nothing" }
            drawn[name] = Set(dependencies)
        }
        // The fuzz targets exist only in a fuzzing build (`DOCGEN_FUZZ=1`); the page draws the package everyone builds.
        let manifest = try Self.manifest
        let everyday = manifest.components(separatedBy: "if ProcessInfo.processInfo.environment[\"DOCGEN_FUZZ\"]")[0]
        let all = Self.targets(in: everyday)
        let declared = all.filter {
            ["target", "executableTarget"].contains($0.kind) && !Self.isLinkedOnly($0.name, among: all) && !Self.isTestSupport($0)
        }
        #expect(Set(drawn.keys) == Set(declared.map(\.name)), "the page lists \(drawn.keys.sorted()); Package.swift has \(declared.map(\.name).sorted())")
        for target in declared {
            #expect(drawn[target.name] == Set(target.dependencies), "\(target.name): the page draws \(drawn[target.name]?.sorted() ?? []), Package.swift declares \(target.dependencies.sorted())")
        }
    }

    /// Code the test targets share (`DocGenTestSupport`, `ButtonModelTestSupport`): a plain target under `Tests/`.
    static func isTestSupport(_ target: Target) -> Bool { target.kind == "target" && target.path.hasPrefix("Tests/") }

    /// The source targets that must have a test target named after them: every library target under `Sources/`
    /// but the C ones (system libraries, a folder without Swift files), the embedded theme and assets (files run
    /// through the `EmbedTheme` plugin, tested by `BuiltInAssetsTests` and the end-to-end builds) and the command
    /// line, whose tests run the built `docgen` (`DocGenEndToEndTests`).
    static func testedTargets(in manifest: String) -> [String] {
        let all = targets(in: manifest)
        let exempt: Set<String> = ["BuiltInTheme", "BuiltInAssets", "DocGenCLI"]
        return all.filter {
            $0.kind == "target" && $0.path.hasPrefix("Sources/") && !exempt.contains($0.name) && hasSwiftFiles($0)
        }.map(\.name)
    }

    static func hasSwiftFiles(_ target: Target) -> Bool {
        let folder = root.appendingPathComponent(target.path)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        return files.contains { $0.hasSuffix(".swift") }
    }

    /// Every target `name` stands on, directly or through others (products of other packages are leaves).
    static func closure(of name: String, among targets: [Target]) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = [], pending = byName[name]?.dependencies ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += byName[next]?.dependencies ?? []
        }
        return seen
    }

    /// The C libraries among `names`: system libraries and targets whose folder holds files but no Swift file.
    static func cLibraries(_ names: Set<String>, among targets: [Target]) -> Set<String> {
        let found = targets.filter { names.contains($0.name) && ($0.kind == "systemLibrary" || isLinkedOnly($0.name, among: targets)) }
        return Set(found.map(\.name))
    }

    /// Tests mirror targets: each source target has its test target, `<Target>Tests`, and no test target is named
    /// after a target that does not exist.
    @Test func everySourceTargetHasItsTestTarget() throws {
        let manifest = try Self.manifest
        let tests = Set(Self.targets(in: manifest).filter { $0.kind == "testTarget" }.map(\.name))
        let tested = Self.testedTargets(in: manifest)
        #expect(tested.contains("DesignTokens") && tested.contains("DocGenKit"), "the source targets were read: \(tested)")
        for name in tested {
            #expect(tests.contains(name + "Tests"), "\(name) has no test target \(name)Tests in Package.swift")
        }
        let names = Set(Self.targets(in: manifest).map(\.name))
        for test in tests where !["DocGenEndToEndTests"].contains(test) {
            #expect(names.contains(String(test.dropLast("Tests".count))), "\(test) is named after no target")
        }
    }

    /// The shared test support and the tests of the targets below the button model build without a C library:
    /// `swift build --target DesignTokensTests` compiles no cmark, HarfBuzz, libgit2 or OpenSSL.
    @Test(arguments: ["DocGenTestSupport", "DocGenSupportTests", "DesignTokensTests", "TokenBuildsTests", "DocGenYAMLTests",
                      "MustacheTests"])
    func standsOnNoCLibrary(target: String) throws {
        let targets = Self.targets(in: try Self.manifest)
        #expect(targets.contains { $0.name == target }, "\(target) is a target")
        let libraries = Self.cLibraries(Self.closure(of: target, among: targets), among: targets)
        #expect(libraries.isEmpty, "\(target) stands on \(libraries.sorted())")
    }

    /// The readers above can fail: a C library reached through another target is found, and the shared support
    /// under `Tests/` is told from a source target.
    @Test func theClosureFindsACLibraryThroughAnotherTarget() throws {
        let manifest = """
        .systemLibrary(name: "CLib", pkgConfig: "lib"),
        .target(name: "Low", dependencies: ["CLib"]),
        .target(name: "Support", dependencies: ["Low", .product(name: "Yams", package: "Yams")], path: "Tests/Support"),
        """
        let targets = Self.targets(in: manifest)
        #expect(Self.closure(of: "Support", among: targets) == ["Low", "CLib", "Yams"])
        #expect(Self.cLibraries(Self.closure(of: "Support", among: targets), among: targets) == ["CLib"])
        #expect(Self.isTestSupport(targets[2]) && !Self.isTestSupport(targets[1]))
    }

    /// The reader above can fail: a manifest's entries, products and paths are read as written.
    @Test func theManifestReaderReadsEntries() {
        let manifest = """
        .target(name: "A"),
        .target(name: "B", dependencies: ["A", .product(name: "Yams", package: "Yams")]),
        .executableTarget(name: "C", dependencies: ["B"], path: "Tools/C"),
        """
        #expect(Self.targets(in: manifest) == [
            Target(kind: "target", name: "A", path: "Sources/A", dependencies: []),
            Target(kind: "target", name: "B", path: "Sources/B", dependencies: ["Yams", "A"]),
            Target(kind: "executableTarget", name: "C", path: "Tools/C", dependencies: ["B"]),
        ])
    }
}
