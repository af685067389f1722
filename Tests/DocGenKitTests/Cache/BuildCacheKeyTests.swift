import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenYAML
import ButtonModel
@testable import DocGenReview
import DocGenChecks

/// The build cache is keyed by an explicit, versioned list of settings (`BuildCacheKey`): each setting that can change
/// a byte of the site changes the key, those that cannot leave it alone, and the list names every setting
/// `BuildConfiguration` has.
@Suite struct BuildCacheKeyTests {
    static let base = BuildConfiguration(jobs: 1)

    /// One change of each setting the key lists.
    static let changes: [(String, @Sendable (inout BuildConfiguration) -> Void)] = [
        ("contentDirectory", { $0.contentDirectory = "Other" }),
        ("templatesDirectory", { $0.templatesDirectory = "Other" }),
        ("publicDirectory", { $0.publicDirectory = "Other" }),
        ("outputDirectory", { $0.outputDirectory = "_other" }),
        ("strict", { $0.strict = true }),
        ("checks.touchTargetMinimum", { $0.checks.touchTargetMinimum = .material }),
        ("checks.apcaMinimum", { $0.checks.apcaMinimum = 75 }),
        ("checks.apcaSeverity", { $0.checks.apcaSeverity = .error }),
        ("checks.enabledRules", { $0.checks.enabledRules.remove(.apca) }),
        ("checks.deprecatedTokenSeverity", { $0.checks.deprecatedTokenSeverity = .error }),
        ("baseURL", { $0.baseURL = BaseURL("https://example.com/docs/") }),
        ("fonts", { $0.fonts = ["Inter": ["fonts/Inter.otf"]] }),
        ("baseline", { $0.baseline = "docgen-baseline.json" }),
        ("changeset.package", { $0.changeset.package = "@acme/tokens" }),
        ("changeset.bump", { $0.changeset.bump = BumpRules([.added: .major]) }),
        ("versions", { $0.versions = VersionSettings() }),
        ("versions.releases", { $0.versions = VersionSettings(releases: .tags(["v1.0.0"])) }),
        ("versions.workTree", { $0.versions = VersionSettings(workTree: .latest) }),
        ("tokenFormat.strict", { $0.tokenFormat.strict = true }),
        ("tokenFormat.bareDimensionUnit", { $0.tokenFormat.bareDimensionUnit = .rem }),
        ("tokenFormat.limits", { _ = $0.tokenFormat.limits.set("tokens=10", among: InputLimits.Name.all) }),
        ("tokenFormat.contextValues", { $0.tokenFormat.contextValues = ["org.primer.overrides": "theme"] }),
        ("confinement", { $0.confinement = ReadConfinement(projectRoot: "/tmp/elsewhere") }),
        ("confinement.anywhere", { $0.confinement = .anywhere }),
    ]

    @Test func eachSettingChangesTheKey() {
        let before = BuildCacheKey(Self.base)
        var keys: [String: String] = [before.text: "base"]
        for (name, change) in Self.changes {
            var configuration = Self.base
            change(&configuration)
            let key = BuildCacheKey(configuration)
            #expect(key != before, "changing \(name) leaves the key alone")
            #expect(keys[key.text] == nil, "\(name) gives the key of \(keys[key.text] ?? "")")
            keys[key.text] = name
            #expect(BuildCache.key(of: configuration) != BuildCache.key(of: Self.base), "\(name)")
        }
    }

    @Test func threadsFlushAndCachePlaceLeaveTheKeyAlone() {
        var configuration = Self.base
        configuration.jobs = 4
        configuration.durable = true
        configuration.cacheDirectory = "/tmp/cache"
        #expect(BuildCacheKey(configuration) == BuildCacheKey(Self.base))
        #expect(BuildCache.key(of: configuration) == BuildCache.key(of: Self.base))
    }

    /// The key's text starts with its version, so that a key written another way never matches, and is the same
    /// whatever order a dictionary's entries come in.
    @Test func theKeyIsVersionedAndStable() {
        var configuration = Self.base
        configuration.fonts = ["B": ["b.otf"], "A": ["a.otf"], "C": ["c.otf"]]
        let text = BuildCacheKey(configuration).text
        #expect(text.hasPrefix("docgen build key \(BuildCacheKey.version)\n"))
        #expect(text.contains(#""fonts":{"A":["a.otf"],"B":["b.otf"],"C":["c.otf"]}"#))
        #expect(BuildCache.key(of: configuration).count == 64)
    }

    /// The settings `BuildConfiguration` stores, read by reflection here only: a setting added to it fails this test
    /// until `BuildCacheKey` keys it (and its version is bumped) or the setting is listed as changing no byte.
    @Test func theKeyNamesEverySettingOfTheConfiguration() {
        let stored = Set(Mirror(reflecting: Self.base).children.compactMap(\.label))
        let keyed: Set<String> = ["contentDirectory", "templatesDirectory", "publicDirectory", "outputDirectory", "strict", "checks",
                                  "baseURL", "fonts", "baseline", "changeset", "versions", "tokenFormat", "confinement"]
        let changingNoByte: Set<String> = ["threads", "durable", "cacheDirectory"]
        #expect(stored == keyed.union(changingNoByte), "settings not keyed: \(stored.subtracting(keyed.union(changingNoByte)).sorted())")
        let checks = Set(Mirror(reflecting: CheckConfiguration()).children.compactMap(\.label))
        #expect(checks == ["touchTargetMinimum", "apcaMinimum", "apcaSeverity", "enabledRules", "deprecatedTokenSeverity"])
        let format = Set(Mirror(reflecting: TokenFormatOptions()).children.compactMap(\.label))
        #expect(format == ["strict", "bareDimensionUnit", "limits", "contextValues"])
    }
}
