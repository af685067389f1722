import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import DocGenTestSupport

/// Limits come from their defaults, then `site.yaml`'s `limits:`, then `--limit` (README, "Input limits").
@Suite struct InputLimitsTests {
    @Test func defaultsAreTheDocumentedOnes() {
        let limits = InputLimits()
        #expect(limits.aliasChain == 256)
        #expect(limits.resolverPermutations == 256)
        #expect(limits.nestingDepth == 512)
        #expect(limits.componentCells == 4_096)
        #expect(limits.yamlNodes == 100_000)
        #expect(limits.fileSize == 64 << 20)
    }

    /// Each module declares its own limits; the list the command line reads holds every one of them, once.
    @Test func everyModulesLimitsAreKnownOnce() {
        let declared = InputLimits.Name.tokenEngine + InputLimits.Name.yaml + InputLimits.Name.buttonModel + [.outputSize, .siteSize]
        #expect(Set(InputLimits.Name.all) == Set(declared))
        #expect(Set(InputLimits.Name.all.map(\.rawValue)).count == InputLimits.Name.all.count)
        #expect(InputLimits.Name.tokenEngine.starts(with: InputLimits.Name.support))
        var limits = InputLimits()
        #expect(limits.set("component-cells=10", among: InputLimits.Name.tokenEngine)?.contains("NAME one of file-size") == true)
        #expect(limits.set("component-cells=10", among: InputLimits.Name.all) == nil)
    }

    @Test func assignmentsAreCheckedAndNamed() {
        var limits = InputLimits()
        #expect(limits.set("alias-chain=1000", among: InputLimits.Name.all) == nil)
        #expect(limits.aliasChain == 1_000)
        #expect(limits.set("alias-chain=0", among: InputLimits.Name.all)?.contains("positive whole number") == true)
        #expect(limits.set("aliases=3", among: InputLimits.Name.all)?.contains("alias-chain") == true)
        #expect(limits.set("alias-chain", among: InputLimits.Name.all) != nil)
    }

    @Test func siteYAMLRaisesAndAFlagWins() throws {
        let directory = try TemporaryDirectory()
        try directory.write("site.yaml", "title: Limits\nlimits:\n  alias-chain: 1000\n  component-cells: 9000\n")
        let site = try SiteConfigurationReader.read(directory: directory.path, files: WorkTreeFileSource())
        #expect(site.limits.aliasChain == 1_000)
        var flags = InputLimits()
        flags[.componentCells] = 20_000
        let effective = site.limits.overridden(by: flags)
        #expect(effective.aliasChain == 1_000)
        #expect(effective.componentCells == 20_000)
        #expect(effective.yamlNodes == 100_000)
    }

    /// A chain longer than the default resolves once the limit is raised.
    @Test func raisedAliasChainLimitResolvesALongerChain() {
        var limits = InputLimits()
        limits[.aliasChain] = 1_000
        let members = (0..<600).map { "\"t\($0)\": {\"$value\": \($0 == 599 ? "1" : "\"{c.t\($0 + 1)}\"")}" }
        var session = TokenLoadSession(options: TokenFormatOptions(limits: limits))
        let result = session.load(json: Array(("{\"c\": {\"$type\": \"number\", " + members.joined(separator: ", ") + "}}").utf8), path: "chain.tokens.json")
        #expect(result.diagnostics.errors.isEmpty)
        #expect(result.sets.first?[TokenPath(["c", "t0"])]?.value == .number(1))
    }

    /// JSON nesting is the `nesting-depth` limit: 600 levels of groups stop at the default (512) with the file, line
    /// and column of the 513th level, and read once the limit is raised; past 1000 the limit cannot be raised.
    @Test func raisedNestingDepthReadsADeeperFile() {
        let depth = 600
        let json = String(repeating: "{\"g\": ", count: depth - 1) + "{\"n\": {\"$type\": \"number\", \"$value\": 1}}" + String(repeating: "}", count: depth - 1)
        var strict = TokenLoadSession()
        let stopped = strict.load(json: Array(json.utf8), path: "deep.tokens.json")
        #expect(stopped.errorCodes == ["tokens.limit"])
        let error = stopped.diagnostics.first
        #expect(error.map { "\($0.location)" } == "deep.tokens.json:1:\(512 * 6 + 1)")
        #expect(error?.message.contains("more than 512 levels of nesting") == true, "\(String(describing: error))")
        #expect(error?.hint?.contains("--limit nesting-depth=N") == true)

        var limits = InputLimits()
        #expect(limits.set("nesting-depth=1000", among: InputLimits.Name.all) == nil)
        var raised = TokenLoadSession(options: TokenFormatOptions(limits: limits))
        let result = raised.load(json: Array(json.utf8), path: "deep.tokens.json")
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.prefix(2))")
        #expect(result.only[TokenPath(Array(repeating: "g", count: depth - 1) + ["n"])]?.value == .number(1))
        #expect(limits.set("nesting-depth=1001", among: InputLimits.Name.all)?.contains("goes up to 1000") == true)
    }
}
