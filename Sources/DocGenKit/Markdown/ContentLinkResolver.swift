/// Turns the links authors write into links that work wherever the site is opened.
///
/// - `other.md`, `../backbase/index.md#tokens`: a page, by its source path → a relative link to its output.
/// - `/assets/logo.svg`: a path from the site root → made relative to the page, so a sub-path still works.
/// - `https:`, `mailto:`, `#anchor` and other relative paths are kept as written.
public struct ContentLinkResolver: Hashable, Sendable {
    public enum Resolution: Hashable, Sendable {
        case unchanged
        case rewritten(String)
        /// A link to a `.md` file that is not a page of the site.
        case missingPage(String)
        /// A link that climbs out of the content folder.
        case outsideContent(String)
    }

    /// Content path → output path, for every page.
    public var outputPaths: [String: String]

    public init(outputPaths: [String: String]) {
        self.outputPaths = outputPaths
    }

    public func resolve(_ destination: String, fromContentPath page: String) -> Resolution {
        if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("//") || Self.hasScheme(destination) {
            return .unchanged
        }
        let (path, fragment) = Self.split(destination)
        let fromOutput = outputPaths[page] ?? SitePaths.outputPath(forContentPath: page)
        if path.hasPrefix("/") {
            return .rewritten(SitePaths.relativeURL(from: fromOutput, to: String(path.dropFirst())) + fragment)
        }
        guard path.hasSuffix(".md") else { return .unchanged }
        let directory = page.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(page[..<$0]) } ?? ""
        guard let target = SitePaths.normalize(directory.isEmpty ? path : directory + "/" + path) else {
            return .outsideContent(destination)
        }
        guard let output = outputPaths[target] else { return .missingPage(target) }
        return .rewritten(SitePaths.relativeURL(from: fromOutput, to: output) + fragment)
    }

    /// The resolver cmark calls for links written in the page at `page`: the rewritten URL, or `nil` to keep it.
    public func cmarkResolver(fromContentPath page: String) -> CommonMarkParser.LinkResolver {
        let links = self
        return { destination, _ in
            if case .rewritten(let url) = links.resolve(destination, fromContentPath: page) { return url }
            return nil
        }
    }

    private static func split(_ destination: String) -> (String, String) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, "") }
        return (String(destination[..<hash]), String(destination[hash...]))
    }

    private static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
            && scheme.first?.isLetter == true
    }
}
