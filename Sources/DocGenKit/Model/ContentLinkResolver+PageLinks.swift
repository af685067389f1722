import ButtonModel
import DocGenMarkdown
import DocGenSupport

extension ContentLinkResolver {
    /// How the links written in one page resolve: the page's folder and the relative way back to the site's root
    /// are worked out once, not once per link.
    public struct PageLinks: Sendable {
        private let outputPaths: [String: String]
        /// The page's content folder, `""` at the root.
        private let directory: String
        /// `../` once for each folder the page's output lies in.
        private let rootPrefix: String

        package init(outputPaths: [String: String], page: String) {
            self.outputPaths = outputPaths
            directory = page.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(page[..<$0]) } ?? ""
            rootPrefix = SitePaths.rootPrefix(forOutputPath: outputPaths[page] ?? SitePaths.outputPath(forContentPath: page))
        }

        public func resolve(_ destination: String) -> Resolution {
            if destination.isEmpty || destination.hasPrefix("#") || destination.hasPrefix("//") || Self.hasScheme(destination) {
                return .unchanged
            }
            let (path, fragment) = Self.split(destination)
            if path.hasPrefix("/") {
                return .rewritten(rootPrefix + path.dropFirst() + fragment)
            }
            guard path.hasSuffix(".md") else { return .unchanged }
            // `q%3F.md` names the page `q?.md`, whose address is encoded again.
            let named = SitePaths.decodedURLPath(path) ?? path
            guard let target = SitePaths.normalize(directory.isEmpty ? named : directory + "/" + named) else {
                return .outsideContent(destination)
            }
            guard let output = outputPaths[target] else { return .missingPage(target) }
            return .rewritten(rootPrefix + SitePaths.urlPath(output) + fragment)
        }

        /// The resolver cmark calls: the rewritten URL, or `nil` to keep the link as written.
        public var cmarkResolver: CommonMarkParser.LinkResolver {
            let links = self
            return { destination, _ in
                if case .rewritten(let url) = links.resolve(destination) { return url }
                return nil
            }
        }

        private static func split(_ destination: String) -> (String, String) {
            let utf8 = destination.utf8
            // In ASCII every byte is a character; beyond it, a `#` with a combining mark is not a `#`.
            let found = utf8.allSatisfy { $0 < 0x80 } ? utf8.firstIndex(of: UInt8(ascii: "#")) : destination.firstIndex(of: "#")
            guard let hash = found else { return (destination, "") }
            return (String(destination[..<hash]), String(destination[hash...]))
        }

        /// A scheme is a letter, then letters, digits, `+`, `-` or `.`, up to a colon.
        private static func hasScheme(_ destination: String) -> Bool {
            let utf8 = destination.utf8
            guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
            let scheme = utf8[..<colon]
            let after = utf8.index(after: colon)
            guard scheme.allSatisfy({ $0 < 0x80 }), after == utf8.endIndex || utf8[after] < 0x80 else {
                // Letters and digits beyond ASCII count as well, and a colon with a combining mark is no colon.
                guard let colon = destination.firstIndex(of: ":") else { return false }
                let characters = destination[..<colon]
                return !characters.isEmpty && characters.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
                    && characters.first?.isLetter == true
            }
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            guard let first = scheme.first, isLetter(first) else { return false }
            return scheme.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }
        }
    }
}
