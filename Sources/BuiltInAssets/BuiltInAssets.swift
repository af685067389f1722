import Foundation
import Mustache

/// docgen's own pages and scripts, as files: every file of the package's `Assets/` (the diff report's template and
/// stylesheet in `Assets/report/`, the preview's overlay, live-reload and compare scripts in `Assets/preview/`),
/// embedded at build time by the same plugin as the theme (see `Plugins/EmbedTheme`), keyed by path
/// (`Assets/report/report.mustache`).
///
/// Each folder is a set of Mustache templates named by file name (`report.mustache` is `report`, `report.css` is
/// `report.css`), so a template includes a stylesheet or another template as a partial (`{{> report.css}}`). A
/// template keeps every line break it has, as Mustache partials do; a stylesheet or script is inserted in the middle
/// of a line (`<style>{{> report.css}}</style>`), so the line break that ends its file is dropped.
public enum BuiltInAssets {
    /// Every file, path → bytes, decoded once.
    public static let files: [String: Data] = Dictionary(uniqueKeysWithValues: encodedFiles.map { entry in
        (entry.path, Data(base64Encoded: entry.base64) ?? Data())
    })

    /// A stylesheet's or script's text, without the line break that ends its file; empty when there is no such file.
    public static func text(_ path: String) -> String {
        let text = String(decoding: files[path] ?? Data(), as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// Every file below `folder` (`Assets/report`) parsed as a template, named by its file name without `.mustache`.
    /// The files are docgen's own: one that does not parse is a defect of the build, caught by the tests.
    public static func templates(in folder: String) -> MustacheLibrary {
        var library = MustacheLibrary()
        for path in files.keys.sorted() where path.hasPrefix(folder + "/") {
            var name = String(path.dropFirst(folder.count + 1))
            var source = text(path)
            if name.hasSuffix(".mustache") {
                name.removeLast(".mustache".count)
                source = String(decoding: files[path] ?? Data(), as: UTF8.self)
            }
            do {
                library.register(try MustacheTemplate(source), named: name)
            } catch {
                preconditionFailure("\(path) is not a valid template: \(error)")
            }
        }
        return library
    }

    /// Renders `name` of `library`; the templates are docgen's own, so a missing one is a defect of the build.
    /// The output is bounded by what the values hold, not by a budget: no limit but the nesting depth applies.
    public static func render(_ value: TemplateValue, with name: String, in library: MustacheLibrary) -> String {
        do {
            guard let output = try library.render(value, with: name, limits: MustacheRenderLimits(outputSize: Int.max / 64)) else {
                preconditionFailure("no template named \(name) among the built-in assets")
            }
            return output
        } catch {
            preconditionFailure("the built-in template \(name) cannot be rendered: \(error)")
        }
    }
}
