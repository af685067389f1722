import Foundation
import Testing

/// Public token sets as their teams publish them, read as a new user reads them: `docgen tokens tokens` in the set's
/// folder (`--context` where the set has themes). Each set is a folder of `Fixtures/public/corpus/` holding the team's
/// files unmodified under `tokens/`, the team's own build output under `reference/` (where the team commits one), its
/// licence, `SOURCE.md` (repository, commit, paths, how the count was made) and `expected.json`: the arguments, the
/// count of tokens docgen must print, the exit status (2 only where the set really holds an error, with its codes)
/// and a sample of values, each either the custom property of the team's build (`"property"`, its value read from the
/// reference file at test time, `var()` followed) or the value the file writes (`"value"`, for
/// sets whose team commits no build). A count or value docgen does not give yet because of a convention it does not
/// read is declared with that convention (`"issue"` on the set for its status and count, or on a sample) and checked
/// as a known issue: the test fails once the convention is read, and the expectation is then made plain.
@Suite struct PublicTokenCorpusTests {
    static let corpus = DocGenProcess.fixtures.appendingPathComponent("public/corpus")

    struct Sample: Decodable, Sendable {
        var token: String
        var property: String?
        var value: String?
        var issue: String?
    }

    struct Expectation: Decodable, Sendable {
        var arguments: [String]
        var tokens: Int
        var status: Int32
        var issue: String?
        var errors: [String]?
        var reference: String?
        var block: String?
        var samples: [Sample]
    }

    /// The sets, by folder name.
    static let sets: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()

    static func expectation(_ set: String) throws -> Expectation {
        try JSONDecoder().decode(Expectation.self, from: Data(contentsOf: corpus.appendingPathComponent("\(set)/expected.json")))
    }

    static func run(_ set: String, _ expectation: Expectation) throws -> (result: DocGenProcess.Result, tokens: [String: [String: Any]]) {
        let result = try DocGenProcess.run(["tokens", "tokens"] + expectation.arguments, in: corpus.appendingPathComponent(set))
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let tokens = try #require(document?["tokens"] as? [String: [String: Any]], "\(set): stdout is not one whole JSON document with tokens: \(result.stderr.suffix(600))")
        return (result, tokens)
    }

    @Test func theCorpusHoldsAtLeastTenSetsEachWithItsSourceAndLicence() throws {
        #expect(Self.sets.count >= 10)
        for set in Self.sets {
            let folder = Self.corpus.appendingPathComponent(set)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(files.contains("SOURCE.md") && files.contains("expected.json") && files.contains("tokens"), "\(set)")
            #expect(files.contains { $0.hasPrefix("LICENSE") }, "\(set) has no licence")
            let expectation = try Self.expectation(set)
            #expect(expectation.samples.count >= 10, "\(set)")
        }
    }

    @Test(arguments: sets)
    func printsItsTokensAsANewUserRunsIt(set: String) throws {
        let expectation = try Self.expectation(set)
        let (result, tokens) = try Self.run(set, expectation)
        let check = {
            #expect(result.status == expectation.status, "\(set): \(result.stderr.split(separator: "\n").last ?? "")")
            for code in expectation.errors ?? [] {
                #expect(result.stderr.contains(": error: ") && result.stderr.contains("[\(code)]"), "\(set) names no \(code)")
            }
            #expect(tokens.count == expectation.tokens, "\(set): \(result.stderr.split(separator: "\n").last ?? "")")
        }
        if let issue = expectation.issue { withKnownIssue(Comment(rawValue: issue)) { check() } } else { check() }
    }

    @Test(arguments: sets)
    func aSampleOfValuesIsTheTeamsOwn(set: String) throws {
        let expectation = try Self.expectation(set)
        let (_, tokens) = try Self.run(set, expectation)
        let properties = try expectation.reference.map {
            try CustomProperties(Self.corpus.appendingPathComponent("\(set)/\($0)"), block: expectation.block ?? ":root")
        }
        for sample in expectation.samples {
            let teams: String
            if let property = sample.property {
                let declared = try #require(properties?.value(of: property), "\(set): the reference declares no \(property)")
                teams = declared
            } else {
                teams = try #require(sample.value, "\(set): \(sample.token) has neither property nor value")
            }
            let token = tokens[sample.token]
            let type = token?["type"] as? String ?? "?"
            let check = {
                #expect(token != nil && CanonicalValue.of(token: token?["value"] as Any, type: type) == CanonicalValue.of(css: teams, type: type),
                        "\(set): \(sample.token) is \(token.map { "\($0["value"] ?? "")" } ?? "not printed"); the team's is \(teams)")
            }
            if let issue = sample.issue { withKnownIssue(Comment(rawValue: issue)) { check() } } else { check() }
        }
    }
}

/// The custom properties a team's build declares (`--name: value;` lines) in the blocks outside `@media` whose opening
/// line holds `block` (`:root`; a build may write one block per collection), the first declaration of a name kept;
/// `var(--other)` is followed among them.
struct CustomProperties {
    var values: [String: String] = [:]

    init(_ file: URL, block: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        var inside = false, depth = 0, media: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let before = depth
            depth += trimmed.filter { $0 == "{" }.count - trimmed.filter { $0 == "}" }.count
            if let opened = media, depth <= opened { media = nil }
            if trimmed.hasPrefix("@media") && depth > before { media = before; continue }
            if !inside { inside = media == nil && trimmed.contains(block) && trimmed.hasSuffix("{"); continue }
            if trimmed.hasPrefix("}") { inside = false; continue }
            guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { continue }
            var value = trimmed[trimmed.index(after: colon)...]
            if let end = value.firstIndex(of: ";") { value = value[..<end] }
            let name = String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces)
            if values[name] == nil { values[name] = value.trimmingCharacters(in: .whitespaces) }
        }
    }

    func value(of property: String) -> String? {
        var current = values[property]
        for _ in 0..<32 {
            guard let value = current, value.hasPrefix("var("), value.hasSuffix(")") else { return current }
            let name = value.dropFirst(4).dropLast().split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            current = values[name]
        }
        return nil
    }
}

/// One form for a value printed by docgen and a value written in CSS, by the token's type: colors as lowercase
/// `#rrggbb` (`#rrggbbaa` when translucent), lengths in px (`rem` as 16 px), durations in ms, numbers as numbers, a
/// font family as its first name in lowercase without quotes (builds lowercase names and append generic families);
/// anything else as written.
enum CanonicalValue {
    static func of(token value: Any, type: String) -> String {
        if let object = value as? [String: Any], let number = object["value"] as? NSNumber, let unit = object["unit"] as? String {
            return length(number.doubleValue, unit)
        }
        if let names = value as? [String] { return names.first.map(family) ?? "" }
        if let number = value as? NSNumber, !(value is String) { return format(number.doubleValue) }
        if let text = value as? String { return of(css: text, type: type) }
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func of(css text: String, type: String) -> String {
        let text = text.trimmingCharacters(in: .whitespaces)
        switch type {
        case "color": return color(text) ?? text.lowercased()
        case "fontFamily": return text.split(separator: ",").first.map { family(String($0)) } ?? ""
        default:
            if let match = text.wholeMatch(of: #/(-?[0-9]*\.?[0-9]+)([a-z%]*)/#), let number = Double(match.1) {
                if match.2.isEmpty { return format(number) }
                if match.2 == "%" && type == "number" { return format(number / 100) }
                let written = length(number, String(match.2))
                // A number token's build may append the platform's unit (Style Dictionary's `size/px`, `time/ms`,
                // `size/rem`): the number is compared with the length in px or ms.
                return type == "number" || type == "fontWeight" ? written.replacing(#/(px|ms)$/#, with: "") : written
            }
            return text
        }
    }

    static func length(_ number: Double, _ unit: String) -> String {
        switch unit {
        case "rem": format(number * 16) + "px"
        case "s": format(number * 1000) + "ms"
        default: format(number) + unit
        }
    }

    static func family(_ name: String) -> String {
        name.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")).lowercased()
    }

    static func format(_ number: Double) -> String {
        let rounded = (number * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` with commas, as 8-bit channels.
    static func color(_ text: String) -> String? {
        let lower = text.lowercased()
        var channels: [Double]
        if lower.hasPrefix("#") {
            var hex = String(lower.dropFirst())
            if hex.count == 3 || hex.count == 4 { hex = hex.map { "\($0)\($0)" }.joined() }
            guard hex.count == 6 || hex.count == 8, let number = UInt64(hex, radix: 16) else { return nil }
            let bytes = hex.count == 8 ? number : number << 8 | 0xff
            channels = [Double(bytes >> 24 & 0xff), Double(bytes >> 16 & 0xff), Double(bytes >> 8 & 0xff), Double(bytes & 0xff) / 255]
        } else if let match = lower.wholeMatch(of: #/(rgba?|hsla?)\((.*)\)/#) {
            let parts = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let numbers = parts.map { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "%deg"))) }
            guard parts.count >= 3, numbers.allSatisfy({ $0 != nil }) else { return nil }
            var values = numbers.map { $0! }
            if parts.count > 3, parts[3].hasSuffix("%") { values[3] /= 100 }
            let alpha = values.count > 3 ? values[3] : 1
            if match.1.hasPrefix("hsl") {
                let (h, s, l) = (values[0], values[1] / 100, values[2] / 100)
                func f(_ n: Double) -> Double {
                    let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
                    return (l - s * min(l, 1 - l) * max(-1, min(k - 3, 9 - k, 1))) * 255
                }
                channels = [f(0), f(8), f(4), alpha]
            } else {
                channels = [values[0], values[1], values[2], alpha]
            }
        } else {
            return nil
        }
        let bytes = channels.prefix(3).map { Int($0.rounded()) } + (channels[3] < 1 ? [Int((channels[3] * 255).rounded())] : [])
        return "#" + bytes.map { String(repeating: "0", count: $0 < 16 ? 1 : 0) + String($0, radix: 16) }.joined()
    }
}
