import Foundation
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import Mustache

/// What the fuzz targets read besides the input: a scratch folder holding the acme fixture's token files (so that
/// a resolver's sources resolve), and those tokens resolved once.
enum FuzzSupport {
    static let fixtureTokens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/DocGenEndToEndTests/Fixtures/acme/Content/acme/tokens").path

    /// A folder of this process's own, with copies of the fixture's token files.
    static let folder: String = {
        let folder = NSTemporaryDirectory() + "docgen-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixtureTokens)) ?? [] where !name.hasSuffix(".resolver.json") {
            try? FileManager.default.copyItem(atPath: fixtureTokens + "/" + name, toPath: folder + "/" + name)
        }
        atexit { try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "docgen-fuzz-\(getpid())") }
        return folder
    }()

    static let tokenSets: [TokenSet] = TokenLoader().load(files: [], resolver: fixtureTokens + "/button.resolver.json").sets

    /// The input as up to four templates separated by NUL bytes (`page`, `a`, `b`, `c`, each the others' partial
    /// or parent), rendered from `page` over values with text, flags, lists and objects.
    static func renderTemplates(_ bytes: [UInt8]) {
        let names = ["page", "a", "b", "c"]
        var library = MustacheLibrary()
        for (name, text) in zip(names, bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)) {
            guard let template = try? MustacheTemplate(String(decoding: text, as: UTF8.self), nestingLimit: 64) else { return }
            library.register(template, named: name)
        }
        let value: TemplateValue = ["title": "A <b> & \"c\"", "flag": true, "off": false, "empty": [],
                                    "list": [["name": "one"], ["name": "two", "children": [["name": "three"]]]],
                                    "page": ["title": "Page", "lines": "a\nb\n"]]
        _ = try? library.render(value, with: "page", limits: MustacheRenderLimits(nestingDepth: 64, outputSize: 1 << 20))
    }
}
