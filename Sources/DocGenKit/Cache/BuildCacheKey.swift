import DesignTokens
import Foundation
import DocGenSupport
import ButtonModel

/// What a build record is keyed by: every setting of `BuildConfiguration` that can change a byte of the site,
/// listed by name, and the version of this list. The threads (`jobs`), the flush (`durable`) and the cache's own
/// place (`cacheDirectory`) change no byte of the site and are left out.
///
/// `version` is bumped whenever a setting is added to the list or written differently, so that a record keyed the
/// old way is never taken for one keyed the new way. `BuildCacheKeyTests` fails when `BuildConfiguration` gains a
/// setting this list does not name.
package struct BuildCacheKey: Hashable, Sendable, Encodable {
    /// The format of the key; 1 since the key is this list (it was a reflection of the whole configuration before).
    package static let version = 1

    package var contentDirectory: String
    package var templatesDirectory: String
    package var publicDirectory: String
    package var outputDirectory: String
    package var strict: Bool
    /// `CheckConfiguration` as it encodes itself: thresholds, severities, the rules turned on.
    package var checks: String
    package var baseURL: String?
    package var fonts: [String: [String]]
    package var baseline: String?
    package var changesetPackage: String?
    /// Kind of change → the bump it asks for, for the kinds the project sets.
    package var changesetBumps: [String: String]
    /// `pattern:GLOB` or `tags:A,B`, then the work tree's place; nil for a build of the work tree alone.
    package var versions: String?
    package var strictTokenFormat: Bool
    package var bareDimensionUnit: String
    /// Every input limit by name.
    package var limits: [String: Int]
    package var contextValues: [String: String]
    /// The folders the build may read; empty when it may read anywhere.
    package var readableRoots: [String]
    package var confined: Bool

    package init(_ configuration: BuildConfiguration) {
        contentDirectory = configuration.contentDirectory
        templatesDirectory = configuration.templatesDirectory
        publicDirectory = configuration.publicDirectory
        outputDirectory = configuration.outputDirectory
        strict = configuration.strict
        checks = Self.json(configuration.checks)
        baseURL = configuration.baseURL?.text
        fonts = configuration.fonts
        baseline = configuration.baseline
        changesetPackage = configuration.changeset.package
        changesetBumps = Dictionary(uniqueKeysWithValues: configuration.changeset.bump.levels.map { ($0.key.rawValue, $0.value.rawValue) })
        versions = configuration.versions.map { settings in
            let releases = switch settings.releases {
            case .pattern(let pattern): "pattern:" + pattern
            case .tags(let tags): "tags:" + tags.joined(separator: ",")
            }
            return releases + " worktree:" + settings.workTree.rawValue
        }
        let format = configuration.tokenFormat
        strictTokenFormat = format.strict
        bareDimensionUnit = format.bareDimensionUnit.rawValue
        limits = Dictionary(uniqueKeysWithValues: InputLimits.Name.all.map { ($0.rawValue, format.limits[$0]) })
        contextValues = format.contextValues
        readableRoots = configuration.confinement.roots
        confined = configuration.confinement != .anywhere
    }

    /// The key's text: its version on the first line, then its settings as JSON with sorted keys.
    package var text: String { "docgen build key \(Self.version)\n" + Self.json(self) }

    /// The SHA-256 of the key's text and of the docgen binary's identity: a record's file name.
    package func digest(executableIdentity: String) -> String { SHA256.hex(text + "\n" + executableIdentity) }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
