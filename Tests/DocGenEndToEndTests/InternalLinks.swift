import ButtonModel
import DocGenKit
import Foundation
@testable import DocGenReview

/// A small crawler: every `href`/`src` in every HTML page of a built site that points inside the site must name
/// an existing file, and a `#fragment` an existing id of that page.
enum InternalLinks {
    static func broken(in site: URL) throws -> [String] {
        let files = try ScratchFolder.snapshot(of: site)
        var problems: [String] = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            for reference in attributes(named: ["href", "src"], in: html) {
                if reference.hasPrefix("http:") || reference.hasPrefix("https:") || reference.hasPrefix("mailto:") { continue }
                let (target, fragment) = split(reference)
                let base = path.split(separator: "/").dropLast().joined(separator: "/")
                let resolved = target.isEmpty ? path : SitePaths.normalize(base.isEmpty ? target : base + "/" + target)
                guard let resolved, let page = files[resolved] else {
                    problems.append("\(path): \(reference) → no such file")
                    continue
                }
                if let fragment, !fragment.isEmpty, resolved.hasSuffix(".html") {
                    let ids = attributes(named: ["id"], in: String(decoding: page, as: UTF8.self))
                    if !ids.contains(fragment) { problems.append("\(path): \(reference) → no id '\(fragment)'") }
                }
            }
        }
        return problems
    }

    static func attributes(named names: [String], in html: String) -> [String] {
        var values: [String] = []
        for name in names {
            var rest = html[...]
            while let range = rest.range(of: " \(name)=\"") {
                let after = rest[range.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                values.append(String(after[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                rest = after[end...]
            }
        }
        return values
    }

    private static func split(_ reference: String) -> (String, String?) {
        guard let hash = reference.firstIndex(of: "#") else { return (reference, nil) }
        return (String(reference[..<hash]), String(reference[reference.index(after: hash)...]))
    }
}
