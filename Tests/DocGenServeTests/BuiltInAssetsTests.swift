import BuiltInAssets
import DesignTokens
@testable import DocGenSupport
import ButtonModel
import DocGenKit
import Foundation
import Mustache
import Testing
@testable import DocGenServe
@testable import DocGenReview

/// The report's and the preview's own files (`Assets/`) are embedded whole, parse as templates, and the preview's
/// scripts and overlay are made of them.
@Suite struct BuiltInAssetsTests {
    @Test func everyAssetIsEmbedded() {
        let paths = BuiltInAssets.files.keys.sorted()
        for path in ["Assets/report/report.mustache", "Assets/report/card.mustache", "Assets/report/report.css",
                     "Assets/preview/overlay.mustache", "Assets/preview/overlay.css", "Assets/preview/reload.js",
                     "Assets/preview/compare.js", "Assets/preview/compare.css"] {
            #expect(paths.contains(path), "\(path) is not embedded: \(paths)")
        }
    }

    @Test func everyTemplateParses() throws {
        for (path, data) in BuiltInAssets.files where path.hasSuffix(".mustache") {
            #expect(throws: Never.self, "\(path)") { try MustacheTemplate(String(decoding: data, as: UTF8.self)) }
        }
    }

    /// A stylesheet or script is inserted in the middle of a line: the line break that ends its file is not.
    @Test func stylesheetsAndScriptsLoseTheirFinalLineBreakOnly() {
        let file = String(decoding: BuiltInAssets.files["Assets/preview/reload.js"] ?? Data(), as: UTF8.self)
        #expect(file.hasSuffix("})();\n"))
        #expect(LiveReloadScript.source == String(file.dropLast()))
        #expect(BuiltInAssets.text("Assets/preview/nothing.js") == "")
    }

    /// compare.css is set inside a JavaScript template literal: a backtick, `${` or a backslash in it would end or
    /// change the literal.
    @Test func theCompareStylesheetFitsInATemplateLiteral() {
        let css = BuiltInAssets.text("Assets/preview/compare.css")
        #expect(!css.isEmpty && !css.contains("`") && !css.contains("${") && !css.contains("\\"))
        #expect(CompareScript.source.contains("style.textContent = `\(css)`;"))
        #expect(CompareScript.source.contains("fetch(\"/_docgen/compare.json\""))
        #expect(!CompareScript.source.contains("{{"))
    }

    /// The overlay links its stylesheet, which may stand in <body> (a <style> may not), and the script loads it too.
    @Test func theOverlayLinksItsStylesheet() {
        let html = ErrorOverlay(diagnostics: [Diagnostic(location: SourceLocation(file: "a.md"), code: "e", message: "m")], lines: { _ in nil }).html
        #expect(html.contains("<link rel=\"stylesheet\" href=\"\(LiveReloadScript.overlayStylePath)\">"))
        #expect(!html.contains("<style"))
        #expect(LiveReloadScript.source.contains("style.href = \"\(LiveReloadScript.overlayStylePath)\";"))
        #expect(LiveReloadScript.overlayStyle == BuiltInAssets.text("Assets/preview/overlay.css") && !LiveReloadScript.overlayStyle.isEmpty)
        #expect(!html.contains("{{") && !html.hasSuffix("\n"))
    }
}
