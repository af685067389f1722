import Foundation
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenMarkdown
@testable import TokenBuilds
@testable import DocGenReview

/// The parsers fuzzed, one per run, chosen by the environment variable DOCGEN_FUZZ_TARGET.
enum FuzzTarget: String, CaseIterable {
    /// A token file: the JSON reader, flattening, `$extends` and alias resolution.
    case tokens
    /// A resolver document, its sources read from the acme fixture's token files.
    case resolver
    /// A component definition, its state matrix computed over the acme fixture's tokens.
    case component
    /// A Markdown page with front matter and directives.
    case page
    /// A color as `docgen contrast` takes it on the command line.
    case color
    /// Mustache templates, parsed and rendered with one another as partials and parents.
    case mustache
    /// A build record and a drawings archive of the build cache, as read and as the body of a sealed file.
    case cache
    /// A site's `.docgen-manifest`, as read and as the body of a sealed file.
    case manifest
    /// A stylesheet's custom properties, read and each one's `var()` references substituted.
    case css

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["DOCGEN_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("DOCGEN_FUZZ_TARGET must be one of \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return target
    }()

    func run(_ bytes: [UInt8]) {
        switch self {
        case .tokens:
            var session = TokenLoadSession()
            _ = session.load(json: bytes, path: "fuzz.tokens.json")
        case .resolver:
            let path = FuzzSupport.folder + "/fuzz.resolver.json"
            guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
            _ = TokenLoader().load(files: [], resolver: path)
        case .component:
            let (definition, errors) = ComponentDefinitionParser.parseCollecting(yaml: String(decoding: bytes, as: UTF8.self), file: "fuzz.button.yaml")
            if let definition, errors.isEmpty { _ = StateMatrixBuilder.buildCollecting(definition, tokenSets: FuzzSupport.tokenSets) }
        case .page:
            let source = SourceFile(relativePath: "fuzz.md", displayPath: "Content/fuzz.md", text: String(decoding: bytes, as: UTF8.self))
            let outputPaths = ["fuzz.md": "fuzz/index.html", "index.md": "index.html"]
            let (page, _) = PageParser(links: ContentLinkResolver(outputPaths: outputPaths), directives: .standard, rawHTML: .allow).parse(source)
            // The twin's links are edited at the places the parse gives: each stays inside its line.
            if let page {
                let links = LinkRewriter(page: page, outputPaths: outputPaths)
                for (index, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    _ = links.rewrite(String(line), number: index + 1)
                }
            }
        case .color:
            _ = ColorArgument.parse(String(decoding: bytes, as: UTF8.self), name: "foreground")
        case .mustache:
            FuzzSupport.renderTemplates(bytes)
        case .cache:
            FuzzSupport.readCacheFiles(Data(bytes))
        case .manifest:
            FuzzSupport.readManifest(Data(bytes))
        case .css:
            guard case .success(let sheet) = CSSCustomPropertyReader.read(bytes, file: "fuzz.css") else { return }
            for selector in sheet.selectorNames.prefix(8) {
                var scope = CSSPropertyScope(sheet.declarations(matching: selector))
                for name in scope.winners.keys.sorted().prefix(256) { _ = scope.substituted(name) }
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.current.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
