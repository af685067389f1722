import ButtonModel

/// A pattern of tag names (`versions.tags: "v*"`), matched by docgen itself rather than by libgit2, whose matcher
/// backtracks over every star and takes minutes for `*a*a*a*a*a*b` against a long name.
///
/// The syntax is `git tag -l`'s without its path rules: `*` any run of characters (`/` included), `?` any one
/// character, `[abc]`, `[a-z]` and `[!a-z]` (or `[^a-z]`) one character of a class, `\` before a character takes it
/// literally. A `[` without its `]` is a literal `[`. Matching is the classic two-pointer walk that backtracks to the
/// last star only: at most (pattern length × name length) steps, never exponential.
package struct TagPattern: Hashable, Sendable {
    package enum Element: Hashable, Sendable {
        case character(Unicode.Scalar)
        case anyCharacter
        case star
        /// Ranges of characters, inclusive; `negated` matches any character outside them.
        case characterClass(ranges: [ClosedRange<Unicode.Scalar>], negated: Bool)

        package func matches(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .character(let character): return character == scalar
            case .anyCharacter: return true
            case .star: return false
            case .characterClass(let ranges, let negated): return ranges.contains { $0.contains(scalar) } != negated
            }
        }
    }

    package let elements: [Element]

    package init(_ pattern: String) {
        let scalars = Array(pattern.unicodeScalars)
        var elements: [Element] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "*":
                if elements.last != .star { elements.append(.star) }
                index += 1
            case "?":
                elements.append(.anyCharacter)
                index += 1
            case "\\" where index + 1 < scalars.count:
                elements.append(.character(scalars[index + 1]))
                index += 2
            case "[":
                if let (element, end) = Self.characterClass(scalars, from: index) {
                    elements.append(element)
                    index = end
                } else {
                    elements.append(.character(scalar))
                    index += 1
                }
            default:
                elements.append(.character(scalar))
                index += 1
            }
        }
        self.elements = elements
    }

    /// The class opening at `start` (`[`) and the index after its `]`; nil when it has no `]`.
    private static func characterClass(_ scalars: [Unicode.Scalar], from start: Int) -> (Element, Int)? {
        var index = start + 1
        var negated = false
        if index < scalars.count, scalars[index] == "!" || scalars[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while index < scalars.count {
            var low = scalars[index]
            if low == "]" && !first { return (.characterClass(ranges: ranges, negated: negated), index + 1) }
            first = false
            if low == "\\", index + 1 < scalars.count {
                index += 1
                low = scalars[index]
            }
            index += 1
            if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                var high = scalars[index + 1]
                index += 2
                if high == "\\", index < scalars.count {
                    high = scalars[index]
                    index += 1
                }
                if low <= high { ranges.append(low...high) }
            } else {
                ranges.append(low...low)
            }
        }
        return nil
    }

    /// Whether `name` matches the whole pattern.
    package func matches(_ name: String) -> Bool {
        let text = Array(name.unicodeScalars)
        var element = 0, position = 0
        // The last star seen, and the position in the name its run now ends at.
        var star: Int?, starEnd = 0
        while position < text.count {
            if element < elements.count, elements[element] == .star {
                star = element
                starEnd = position
                element += 1
            } else if element < elements.count, elements[element].matches(text[position]) {
                element += 1
                position += 1
            } else if let star {
                element = star + 1
                starEnd += 1
                position = starEnd
            } else {
                return false
            }
        }
        while element < elements.count, elements[element] == .star { element += 1 }
        return element == elements.count
    }
}
