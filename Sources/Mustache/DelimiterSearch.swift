/// Finds a delimiter in a template's bytes in time linear in the bytes searched, whatever the delimiter
/// (Knuth–Morris–Pratt): `{{=<% %>=}}` can set delimiters of any length, and comparing a long delimiter at every
/// byte would take time proportional to their product.
struct DelimiterSearch {
    private let pattern: [UInt8]
    /// For each prefix of the pattern, the length of its longest proper prefix that is also its suffix.
    private let fallback: [Int]

    init(_ pattern: [UInt8]) {
        self.pattern = pattern
        var fallback = [Int](repeating: 0, count: pattern.count)
        var length = 0
        var index = 1
        while index < pattern.count {
            if pattern[index] == pattern[length] {
                length += 1
                fallback[index] = length
                index += 1
            } else if length > 0 {
                length = fallback[length - 1]
            } else {
                index += 1
            }
        }
        self.fallback = fallback
    }

    /// The index where the pattern first starts at or after `start`, `nil` when it does not occur.
    func firstIndex(in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty else { return start <= bytes.count ? start : nil }
        var matched = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == pattern[matched] {
                matched += 1
                index += 1
                if matched == pattern.count { return index - matched }
            } else if matched > 0 {
                matched = fallback[matched - 1]
            } else {
                index += 1
            }
        }
        return nil
    }
}
