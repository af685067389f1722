import Foundation
import Testing

/// GitHub Primer's Button from `@primer/primitives` 8.2.3 as published, compared with the CSS Primer's own build
/// wrote from the same files. `Fixtures/public/primer/` holds, unmodified, every file of the light and dark themes of
/// Primer's `scripts/themes.config.ts` and the two stylesheets its `npm run build` committed beside them
/// (ProjectProvenance/primer-primitives 374187744ad7; `SOURCE.md` says what differs from GitHub's Primer). The resolver
/// is what a new user writes from that config: one modifier `theme`, each context the theme's files in its order.
///
/// The button colors are every color token under `button` and `buttonCounter` (75 in each theme); the button
/// shadows (4) are compared too, layer by layer.
@Suite struct PublicTokenSetsTests {
    static let primer = DocGenProcess.fixtures.appendingPathComponent("public/primer")

    static func isButton(_ path: String) -> Bool { path.hasPrefix("button.") || path.hasPrefix("buttonCounter.") }

    /// `docgen tokens` of one theme: every token's type and, for colors, its value; and its diagnostics.
    static func resolved(_ theme: String) throws -> (types: [String: String], colors: [String: String], aliases: [String: [String]], stderr: String) {
        let result = try DocGenProcess.run(["tokens", "primer.resolver.json", "--context", "theme=\(theme)", "--warnings", "all"], in: primer)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let tokens = try #require(json["tokens"] as? [String: [String: Any]], "\(result.stderr)")
        var types: [String: String] = [:], colors: [String: String] = [:], aliases: [String: [String]] = [:]
        for (path, token) in tokens {
            types[path] = token["type"] as? String
            if token["type"] as? String == "color" { colors[path] = token["value"] as? String }
            aliases[path] = token["aliases"] as? [String] ?? []
        }
        return (types, colors, aliases, result.stderr)
    }

    /// `docgen tokens --against` the theme's stylesheet, in the block Primer's build writes for that theme.
    static func against(_ theme: String) throws -> DocGenProcess.Result {
        try DocGenProcess.run(["tokens", "primer.resolver.json", "--context", "theme=\(theme)",
                               "--against", "dist/css/functional/themes/\(theme).css",
                               "--css-selector", "[data-color-mode=\(theme)][data-\(theme)-theme=\(theme)]"], in: primer)
    }

    /// The token paths a report's lines of one kind name (`difference`, `missing`, `not compared`).
    static func named(_ kind: String, in report: String) -> Set<String> {
        Set(report.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: ": \(kind): ") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        })
    }

    /// The custom properties of the theme's first block, as Primer's build wrote them (`--button-primary-bgColor-rest`
    /// → `#1c8e75`).
    static func primersValues(_ theme: String) throws -> [String: String] {
        let css = try String(contentsOf: primer.appendingPathComponent("dist/css/functional/themes/\(theme).css"), encoding: .utf8)
        var values: [String: String] = [:]
        for line in css.split(separator: "\n").prefix(while: { !$0.hasPrefix("}") }) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { continue }
            values[String(trimmed[..<colon])] = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
        }
        return values
    }

    @Test(arguments: ["light", "dark"])
    func everyButtonColorHasPrimersPropertyAndIsCompared(theme: String) throws {
        let tokens = try Self.resolved(theme)
        let buttonColors = Set(tokens.colors.keys.filter(Self.isButton))
        let buttonShadows = Set(tokens.types.filter { Self.isButton($0.key) && $0.value == "shadow" }.keys)
        #expect(buttonColors.count == 75)
        #expect(buttonShadows.count == 4)
        let report = try Self.against(theme).stdout
        #expect(Self.named("missing", in: report).isDisjoint(with: buttonColors.union(buttonShadows)), "\(report)")
        #expect(Self.named("not compared", in: report).isDisjoint(with: buttonColors.union(buttonShadows)), "\(report)")
    }

    @Test(arguments: ["light", "dark"])
    func everyButtonColorIsPrimersOwnValue(theme: String) throws {
        let result = try Self.against(theme)
        let differing = Self.named("difference", in: result.stdout).filter(Self.isButton)
        #expect(differing.isEmpty, "\(result.stdout)")
        #expect(result.status == 0, "\(result.stdout)")
    }

    /// Never silently wrong: a button value that differs from Primer's is named by a diagnostic on the token or on a
    /// token its value comes through.
    @Test(arguments: ["light", "dark"])
    func aButtonValueThatDiffersIsNamedAlongItsChain(theme: String) throws {
        let tokens = try Self.resolved(theme)
        let report = try Self.against(theme).stdout
        for path in Self.named("difference", in: report).filter(Self.isButton).sorted() {
            let chain = [path] + (tokens.aliases[path] ?? [])
            #expect(chain.contains { tokens.stderr.contains("(\($0)): warning:") || tokens.stderr.contains("(\($0)): error:") },
                    "\(path) differs from Primer's build and nothing names it or \(chain.dropFirst())")
        }
    }

    /// Every assumption is a `tokens.nonstandard` warning with its place, and the ones about `alpha` beside `$value`
    /// say the alpha Primer's build wrote (and, once `mix` is applied, the very color).
    @Test(arguments: ["light", "dark"])
    func everyAssumptionIsANamedWarningThatSaysPrimersValue(theme: String) throws {
        let tokens = try Self.resolved(theme)
        let css = try Self.primersValues(theme)
        let lines = tokens.stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("    ") && !$0.hasPrefix("docgen:") }
        for line in lines {
            #expect(line.wholeMatch(of: #/\S+:\d+:\d+ \([^)]+\): (warning|error): .+ \[[a-z][a-z.-]*\]/#) != nil, "unplaced or uncoded: \(line)")
        }
        #expect(lines.filter { $0.contains(": warning: ") }.allSatisfy { $0.hasSuffix("[tokens.nonstandard]") })
        var alphas: [(token: String, read: String, primers: String?)] = []
        for line in lines {
            guard let match = line.firstMatch(of: #/\((button[A-Za-z]*\.[^)]+)\): warning: the token has "alpha": [0-9.]+ beside \$value, which the format does not define; read as (#[0-9a-f]{8}),/#) else { continue }
            alphas.append((String(match.1), String(match.2), css["--" + match.1.replacingOccurrences(of: ".", with: "-")]))
        }
        #expect(alphas.count >= 4, "\(tokens.stderr)")
        for alpha in alphas {
            #expect(alpha.primers?.count == 9 && alpha.primers?.suffix(2) == alpha.read.suffix(2), "\(alpha.token): \(alpha.read), Primer's \(alpha.primers ?? "none")")
        }
        #expect(alphas.allSatisfy { $0.primers == $0.read }, "\(alphas.filter { $0.primers != $0.read })")
        #expect(!lines.contains { $0.contains(": error: ") }, "\(lines.filter { $0.contains(": error: ") }.prefix(3))")
    }

    // MARK: A system page over the files

    /// `Content/primer/`: `site/` (system.yaml, button.component.yaml, index.md) with the resolver and `src/` beside it.
    static func project() throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let system = scratch.url.appendingPathComponent("Content/primer")
        try FileManager.default.createDirectory(at: system.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: primer.appendingPathComponent("site"), to: system)
        for item in ["src", "primer.resolver.json"] {
            try FileManager.default.copyItem(at: primer.appendingPathComponent(item), to: system.appendingPathComponent(item))
        }
        return scratch
    }

    /// Every color the built matrix draws whose token Primer's CSS has, in both themes, is Primer's value (as
    /// declared; a translucent one is then composited over what it sits on).
    @Test func aPrimerPageDrawsPrimersColors() throws {
        let scratch = try Self.project()
        let build = try DocGenProcess.run(["build"], in: scratch.url)
        let css = ["light": try Self.primersValues("light"), "dark": try Self.primersValues("dark")]
        // Never silently wrong: a build that stops says why; one that finishes draws Primer's colors (below).
        if build.status != 0 { #expect(build.stderr.contains(": error: "), "\(build.stderr)") }
        #expect(build.status == 0, "\(build.stderr)")
        let data = try Data(contentsOf: scratch.url.appendingPathComponent("_site/buttons/primer/button.matrix.json"))
        let cells = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["cells"] as? [[String: Any]])
        var compared = 0
        for cell in cells {
            let theme = try #require(cell["theme"] as? String)
            for (part, drawn) in try #require(cell["colors"] as? [String: [String: Any]]) {
                guard let token = (drawn["tokens"] as? [String])?.first, let value = drawn["declared"] as? String,
                      let primers = css[theme]?["--" + token.replacingOccurrences(of: ".", with: "-")] else { continue }
                compared += 1
                #expect(value == primers, "\(cell["variant"] ?? "")/\(cell["state"] ?? "")/\(theme) \(part): \(token)")
            }
        }
        #expect(compared >= 100)
    }

    /// `docgen check` reads the files and reports the design's findings (Primer's button is 32 px high, under the
    /// 44 pt touch target), not the files.
    @Test func checkReportsFindingsNotTokenErrors() throws {
        let scratch = try Self.project()
        let check = try DocGenProcess.run(["check"], in: scratch.url)
        if check.status != 1 { #expect(check.stderr.contains(": error: "), "\(check.stderr)") }
        #expect(check.stdout.contains("error: [touch-target] primer Button primary/medium (5 states × 2 themes)"), "\(check.stdout)")
        #expect(check.status == 1, "\(check.stderr)")
        #expect(!check.stderr.contains(": error: "), "\(check.stderr)")
    }
}
