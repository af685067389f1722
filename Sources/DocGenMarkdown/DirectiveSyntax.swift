import DocGenSupport
import DocGenYAML

/// Reads a directive fence's info string: `docgen NAME key=value key="quoted value"`.
package enum DirectiveSyntax {
    package static let keyword = "docgen"

    package static func isDirective(info: String) -> Bool {
        info.split(whereSeparator: \.isWhitespace).first.map(String.init) == keyword
    }

    package static func parse(info: String, body: String, location: SourceLocation) -> Result<DirectiveInvocation, DirectiveError> {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        var iterator = info.makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\"":
                inQuotes.toggle()
                hasWord = true
            case "\\" where inQuotes:
                if let escaped = iterator.next() { current.append(escaped) }
            case _ where character.isWhitespace && !inQuotes:
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            default:
                current.append(character)
                hasWord = true
            }
        }
        if inQuotes { return .failure(DirectiveError(reason: .unterminatedQuote, location: location)) }
        if hasWord { words.append(current) }

        guard words.count >= 2 else { return .failure(DirectiveError(reason: .missingName, location: location)) }
        var arguments: [DirectiveInvocation.Argument] = []
        for word in words.dropFirst(2) {
            guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
                return .failure(DirectiveError(reason: .malformedArgument(word), location: location))
            }
            let name = String(word[..<equals])
            if arguments.contains(where: { $0.name == name }) {
                return .failure(DirectiveError(reason: .duplicateArgument(name), location: location))
            }
            arguments.append(.init(name: name, value: String(word[word.index(after: equals)...])))
        }
        return .success(DirectiveInvocation(name: words[1], arguments: arguments, body: body, location: location))
    }
}
