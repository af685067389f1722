import DocGenSupport

/// A problem in a token file or resolver document: where it is, and why, as a reason the tests can match.
public struct TokenError: DiagnosticConvertible, Hashable {
    public enum Reason: Hashable, Sendable {
        /// The file could not be read.
        case unreadableFile(String)
        /// The file exists but is not read: outside the project, not a regular file (see `FileRefusal`).
        case refusedFile(FileRefusal)
        /// The file is not JSON; the message says what the reader expected.
        case malformedJSON(String)
        /// A `.jsonc` or `.json5` file that does not follow its dialect; the message says what the reader expected.
        case malformedDialect(JSONDialect, String)
        /// A `{group.token}` or `$ref` names no token; `suggestion` is the closest existing name.
        case unknownReference(String, suggestion: String?)
        /// Aliases that lead back to where they started, in order (the first is repeated at the end).
        case cycle([TokenPath])
        /// A token of one type aliases a token of another.
        case typeMismatch(expected: TokenType, found: TokenType, target: TokenPath)
        /// The value does not follow the syntax of its type.
        case malformedValue(type: TokenType?, String)
        /// A token or group name that the Format module forbids.
        case invalidName(String, String)
        /// Neither the token, its groups nor an alias gives a type, and the value leaves it open; `hint` names the
        /// `$type` to add where the value suggests one.
        case missingType(hint: String?)
        /// A `$type` the Format module does not define.
        case unknownType(String)
        /// An object that is neither a valid token nor a valid group, or a misused `$` property.
        case invalidStructure(String)
        /// A `$extends` (or group `$ref`) that cannot be applied.
        case invalidExtends(String)
        /// A resolver document that breaks the Resolver module's rules.
        case invalidResolver(String)
        /// A resolver document given where token files are read (its path).
        case resolverReadAsTokens(String)
        /// A `--context` or `select` that names no modifier or context.
        case unknownContext(String)
        /// A token still used by others although it is `$deprecated`. A warning.
        case deprecatedUse(TokenPath, by: TokenPath, reason: String?)
        /// Something the format does not allow but published token sets write, with one obvious reading: what
        /// was found, and what docgen read it as. A warning; an error with `--strict-format`.
        case nonstandard(String, assumed: String, advice: String? = nil)
        /// Tokens left out because they alias (directly or through others) a token that failed. A note.
        case leftOutAliases(TokenPath, [TokenPath])
        /// The input goes past one of the `InputLimits`: which, the limit, and what went past it.
        case limitExceeded(InputLimits.Name, limit: Int, String)
    }

    public var reason: Reason
    public var location: SourceLocation
    /// `--strict-format`: a `nonstandard` reason is an error.
    public var strictFormat = false

    public init(_ reason: Reason, at location: SourceLocation) {
        self.reason = reason
        self.location = location
    }

    public var diagnostic: Diagnostic {
        Diagnostic(severity: severity, location: location, code: code, message: message, hint: hint, missingToken: missingToken)
    }

    /// The token an unknown reference names, dotted: `{a.b}`, `{ a.b }`, `a.b` and the pointer `#/a/b` all name `a.b`.
    package var missingToken: String? {
        guard case .unknownReference(let written, _) = reason else { return nil }
        if let segments = JSONPointer.segments(written) { return segments.joined(separator: ".") }
        let bare = written.hasPrefix("{") && written.hasSuffix("}") ? String(written.dropFirst().dropLast()) : written
        return bare.trimmingSpaces
    }

    public var severity: Diagnostic.Severity {
        switch reason {
        case .deprecatedUse: return .warning
        case .leftOutAliases: return .note
        case .nonstandard: return strictFormat ? .error : .warning
        default: return .error
        }
    }

    /// The stable code printed after each message and listed in the documentation.
    public var code: String {
        switch reason {
        case .unreadableFile: "tokens.unreadable-file"
        case .refusedFile(let refusal): refusal.code
        case .malformedJSON, .malformedDialect: "tokens.malformed-json"
        case .unknownReference: "tokens.unknown-reference"
        case .cycle: "tokens.cycle"
        case .typeMismatch: "tokens.type-mismatch"
        case .malformedValue: "tokens.malformed-value"
        case .invalidName: "tokens.invalid-name"
        case .missingType: "tokens.missing-type"
        case .unknownType: "tokens.unknown-type"
        case .invalidStructure, .resolverReadAsTokens: "tokens.invalid-structure"
        case .invalidExtends: "tokens.invalid-extends"
        case .invalidResolver: "tokens.invalid-resolver"
        case .limitExceeded: "tokens.limit"
        case .unknownContext: "tokens.unknown-context"
        case .deprecatedUse: "tokens.deprecated"
        case .leftOutAliases: "tokens.left-out"
        case .nonstandard: "tokens.nonstandard"
        }
    }

    /// How many of the tokens left out with a failed one its note names; the rest are counted.
    public static let leftOutNamesShown = 20

    public var message: String {
        switch reason {
        case .unreadableFile(let why): "cannot read the file: \(why)"
        case .refusedFile(let refusal): refusal.message
        case .malformedJSON(let why): "malformed JSON: \(why)"
        case .malformedDialect(let dialect, let why): "malformed \(dialect.name): \(why)"
        case .unknownReference(let reference, _): "reference to \(reference), which does not exist"
        case .cycle(let paths): "circular alias: " + paths.map(\.description).joined(separator: " → ")
        case .typeMismatch(let expected, let found, let target):
            "a \(expected.rawValue) token cannot alias \(target), which is a \(found.rawValue)"
        case .malformedValue(let type, let why): "malformed \(type.map { "\($0.rawValue) " } ?? "")value: \(why)"
        case .invalidName(let name, let why): "invalid name \"\(name)\": \(why)"
        case .missingType: "the token has no $type, and none of its groups or aliases gives one"
        case .unknownType(let type): "unknown $type \"\(type)\""
        case .invalidStructure(let why): why
        case .invalidExtends(let why): "invalid $extends: \(why)"
        case .invalidResolver(let why): "invalid resolver document: \(why)"
        case .resolverReadAsTokens(let path): "\(path) is a resolver document (it has \"resolutionOrder\"), not a token file"
        case .unknownContext(let why): why
        case .deprecatedUse(let used, let user, let reason):
            "\(user) uses \(used), which is deprecated" + (reason.map { ": \($0)" } ?? "")
        case .nonstandard(let found, let assumed, _): "\(found); read as \(assumed)"
        case .limitExceeded(let name, let limit, let what): "\(what): more than \(limit) \(name.what)"
        case .leftOutAliases(let failed, let paths):
            "\(paths.count) token\(paths.count == 1 ? "" : "s") aliasing \(failed) left out with it: " +
                paths.prefix(Self.leftOutNamesShown).map(\.description).joined(separator: ", ") +
                (paths.count > Self.leftOutNamesShown ? " and \(paths.count - Self.leftOutNamesShown) more" : "")
        }
    }

    public var hint: String? {
        switch reason {
        case .unreadableFile: "check the path and the file's permissions"
        case .refusedFile(let refusal): refusal.hint
        case .malformedJSON: "fix the JSON at this line and column; .json files are strict JSON (for comments and trailing commas, name the file .jsonc or .json5)"
        case .malformedDialect(let dialect, _): "fix the \(dialect.name) at this line and column"
        case .unknownReference(_, let suggestion?): "did you mean \(suggestion)?"
        case .unknownReference: "check the spelling, or add the token to one of the files loaded for this theme"
        case .cycle: "give one of these tokens a literal value"
        case .typeMismatch: "alias a token of the same type, or change this token's $type"
        case .malformedValue: "see the DTCG 2025.10 Format module for this type's syntax"
        case .invalidName: "names must not start with $ or contain {, } or ."
        case .missingType(let hint): hint ?? "add \"$type\" to the token or to an enclosing group"
        case .unknownType: "use one of: " + TokenType.standard.map(\.rawValue).joined(separator: ", ")
        case .invalidStructure, .invalidExtends: nil
        case .invalidResolver: "see the DTCG 2025.10 Resolver module"
        case .resolverReadAsTokens(let path): "pass it as --resolver \(path), or name it *.resolver.json"
        case .unknownContext: nil
        case .deprecatedUse: "move the alias to the token that replaces it"
        case .leftOutAliases(let failed, _): "fix \(failed) and these resolve again"
        case .limitExceeded(let name, _, _): InputLimits.advice(name)
        case .nonstandard(_, _, let advice):
            (advice ?? "write it as the DTCG 2025.10 Format module does") +
                (strictFormat ? " (an error under --strict-format)" : "; --strict-format makes this an error")
        }
    }
}
