import Foundation
import Testing

/// Inside each target, which folders use which: no more than three folders of a target use each other's types in a
/// cycle, and the generator's folders point one way, in the order the manual's architecture page lists them.
@Suite struct FolderGraphTests {
    /// The folders of one target and the folders each uses. A folder uses another when one of its files names a type
    /// declared at the top level of a file of the other; a name declared in two folders is left out, since which one a
    /// file means cannot be told from its text. Files directly in the target's folder form the folder `.`.
    struct FolderGraph {
        var uses: [String: Set<String>] = [:]
        /// For each edge, the names that make it (`SiteModel@PageMarkdown.swift`), for a failure's message.
        var reasons: [String: Set<String>] = [:]

        init(files: [(folder: String, name: String, text: String)]) {
            var owners: [String: Set<String>] = [:]
            for file in files {
                for match in file.text.matches(of: Self.declaration) { owners[String(match.output.1), default: []].insert(file.folder) }
            }
            for file in files {
                uses[file.folder, default: []].formUnion([])
                for name in Self.capitalisedNames(in: file.text) {
                    guard let owner = owners[name], owner.count == 1, let folder = owner.first, folder != file.folder else { continue }
                    uses[file.folder, default: []].insert(folder)
                    reasons["\(file.folder) → \(folder)", default: []].insert("\(name)@\(file.name)")
                }
            }
        }

        /// A type, protocol or alias declared at the top level (column 0, after attributes and modifiers).
        static var declaration: Regex<(Substring, Substring)> { #/(?m)^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/#  }

        /// The identifiers of `text` that start with a capital letter, comments (`//` to the end of the line) left out.
        static func capitalisedNames(in text: String) -> Set<String> {
            var names: Set<String> = []
            for line in text.split(separator: "\n") {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                var current = ""
                for character in code {
                    if character.isLetter || character.isNumber || character == "_" {
                        current.append(character)
                    } else {
                        if current.first?.isUppercase == true { names.insert(current) }
                        current = ""
                    }
                }
                if current.first?.isUppercase == true { names.insert(current) }
            }
            return names
        }

        /// The strongly connected components (Tarjan's algorithm), each sorted, largest first: a component of more
        /// than one folder is a set of folders that use each other in a cycle.
        func components() -> [[String]] {
            var index: [String: Int] = [:], low: [String: Int] = [:]
            var stack: [String] = [], onStack: Set<String> = [], result: [[String]] = []
            var counter = 0
            func visit(_ folder: String) {
                index[folder] = counter; low[folder] = counter; counter += 1
                stack.append(folder); onStack.insert(folder)
                for next in uses[folder, default: []].sorted() {
                    if index[next] == nil {
                        visit(next)
                        low[folder] = min(low[folder]!, low[next]!)
                    } else if onStack.contains(next) {
                        low[folder] = min(low[folder]!, index[next]!)
                    }
                }
                guard low[folder] == index[folder] else { return }
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == folder { break }
                }
                result.append(component.sorted())
            }
            for folder in uses.keys.sorted() where index[folder] == nil { visit(folder) }
            return result.sorted { ($0.count, $1.joined()) > ($1.count, $0.joined()) }
        }

        /// The edges inside `component`, each with the names that make it.
        func explain(_ component: [String]) -> String {
            reasons.filter { key, _ in component.contains { key.hasPrefix($0 + " → ") } && component.contains { key.hasSuffix(" → " + $0) } }
                .sorted { $0.key < $1.key }
                .map { "\($0.key): \($0.value.sorted().prefix(6).joined(separator: ", "))" }
                .joined(separator: "\n")
        }
    }

    /// The folder graph of the Swift files below `folder`.
    static func graph(of folder: URL) throws -> FolderGraph {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return FolderGraph(files: []) }
        var files: [(folder: String, name: String, text: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = url.path.dropFirst(folder.path.count + 1).split(separator: "/")
            files.append((relative.count > 1 ? String(relative[0]) : ".", url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return FolderGraph(files: files)
    }

    static var sourceTargets: [URL] {
        let sources = TargetGraphTests.root.appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return names.sorted().map { sources.appendingPathComponent($0) }
    }

    @Test func noTargetHasMoreThanThreeFoldersUsingEachOtherInACycle() throws {
        #expect(Self.sourceTargets.count > 10)
        for target in Self.sourceTargets {
            let graph = try Self.graph(of: target)
            let largest = graph.components().first ?? []
            #expect(largest.count <= 3, "\(target.lastPathComponent): \(largest.count) folders use each other in a cycle:\n\(graph.explain(largest))")
        }
    }

    /// The manual lists DocGenKit's folders from the bottom up; each folder uses only folders listed before it, so the
    /// list is the generator's floor plan and a type reaching up a floor fails here with the names that do it.
    @Test func theGeneratorsFoldersPointOneWayInTheOrderTheManualLists() throws {
        let page = try String(contentsOf: TargetGraphTests.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let section = try #require(page.range(of: "### Inside the generator"))
        let listed = page[section.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("#") }
            .compactMap { $0.wholeMatch(of: #/\d+\. `([A-Za-z]+)`:.*/#).map { String($0.output.1) } }
        let graph = try Self.graph(of: TargetGraphTests.root.appendingPathComponent("Sources/DocGenKit"))
        #expect(Set(listed) == Set(graph.uses.keys.filter { $0 != "." }), "the manual's list and the folders of Sources/DocGenKit differ")
        for (position, folder) in listed.enumerated() {
            let above = graph.uses[folder, default: []].filter { used in used != "." && (listed.firstIndex(of: used) ?? .max) > position }
            for used in above.sorted() {
                Issue.record("\(folder)/ uses \(used)/, listed above it: \(graph.reasons["\(folder) → \(used)", default: []].sorted().joined(separator: ", "))")
            }
        }
    }

    /// The measure itself finds a cycle: four folders in a ring, a fifth outside it, a name declared twice ignored.
    @Test func fourFoldersInARingAreOneCycleOfFour() {
        let graph = FolderGraph(files: [
            ("A", "A.swift", "struct Alpha { var next: Beta }"),
            ("B", "B.swift", "package struct Beta { var next: Gamma }"),
            ("C", "C.swift", "public final class Gamma { var next: Delta? }"),
            ("D", "D.swift", "enum Delta { case alpha(Alpha) }\n// Epsilon in a comment is no use"),
            ("E", "E.swift", "struct Epsilon { var shared: Shared }\nstruct Shared {}"),
            ("A", "Shared.swift", "struct Shared {}"),
        ])
        #expect(graph.components().first == ["A", "B", "C", "D"])
        #expect(graph.uses["D"] == ["A"])
        #expect(graph.uses["E"] == [])
        #expect(graph.explain(["A", "B", "C", "D"]).contains("D → A: Alpha@D.swift"))
    }
}
