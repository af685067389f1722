import ButtonModel
import DesignTokens
import DocGenSupport

/// Counting a baseline's values before reading it: a file of the allowed size can hold millions of tiny values
/// (`[1,1,1,…]`), and each read value costs far more memory than its two bytes. One pass over the bytes, keeping
/// only the open arrays and objects, stops at the first value past a limit with its line, column and JSON path.
extension BaselineReader {
    /// Accepted failures in one baseline: a baseline of the largest size holds about 80,000.
    public static let maximumEntries = 100_000
    /// Values in one baseline (each accepted failure is an object of at most ten strings).
    public static let maximumValues = 1_200_000

    /// A diagnostic naming the first value past `maximumValues`, or the first element past `maximumEntries` in one
    /// array; nil when the file is within both. Syntax is left to the JSON reader.
    package func countProblem(_ bytes: [UInt8]) -> Diagnostic? {
        enum Frame {
            case array(count: Int)
            case object(key: String, expectsKey: Bool)
        }
        var frames: [Frame] = []
        var values = 0, index = 0, line = 1, lineStart = 0

        func pointer() -> String {
            var text = ""
            for frame in frames {
                switch frame {
                case .array(let count): text += "/\(max(count - 1, 0))"
                case .object(let key, _): text += "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
                }
            }
            return text.isEmpty ? "/" : text
        }
        func tooMany(_ message: String, at start: Int) -> Diagnostic {
            Diagnostic(location: SourceLocation(file: path, line: line, column: start - lineStart + 1, path: pointer()),
                       code: "baseline.too-large", message: message,
                       hint: "A baseline holds at most \(Self.maximumEntries) accepted failures and \(Self.maximumValues) values: " +
                             "write it again with `docgen check --write-baseline \(path)`, or fix some failures.")
        }
        /// A value starts at `start`: counted, and numbered in the array holding it.
        func valueStarts(at start: Int) -> Diagnostic? {
            values += 1
            switch frames.last {
            case .array(let count)?:
                frames[frames.count - 1] = .array(count: count + 1)
                if count + 1 > Self.maximumEntries {
                    return tooMany("This array has more than \(Self.maximumEntries) elements.", at: start)
                }
            case .object(let key, _)?:
                frames[frames.count - 1] = .object(key: key, expectsKey: false)
            case nil: break
            }
            return values > Self.maximumValues ? tooMany("The baseline has more than \(Self.maximumValues) values.", at: start) : nil
        }

        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { return nil } // The JSON reader says where.
                    index += 1
                }
                if case .object(_, true)? = frames.last {
                    let key = String(decoding: bytes[(start + 1)..<min(index, bytes.count)], as: UTF8.self)
                    frames[frames.count - 1] = .object(key: key, expectsKey: true)
                } else if let problem = valueStarts(at: start) {
                    return problem
                }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if let problem = valueStarts(at: index) { return problem }
                frames.append(byte == UInt8(ascii: "[") ? .array(count: 0) : .object(key: "", expectsKey: true))
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                _ = frames.popLast()
            case UInt8(ascii: ","):
                if case .object(let key, _)? = frames.last { frames[frames.count - 1] = .object(key: key, expectsKey: true) }
            case UInt8(ascii: ":"):
                if case .object(let key, _)? = frames.last { frames[frames.count - 1] = .object(key: key, expectsKey: false) }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                // A number or a literal: counted once, then skipped to the next delimiter.
                if let problem = valueStarts(at: index) { return problem }
                while index + 1 < bytes.count, !Self.delimiters.contains(bytes[index + 1]) { index += 1 }
            }
            index += 1
        }
        return nil
    }

    private static let delimiters: Set<UInt8> = Set(",]}:\" \t\r\n[{".utf8)
}
