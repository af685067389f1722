import Testing
@testable import DesignTokens
@testable import DocGenKit
@testable import DocGenSupport
@testable import TokenBuilds
import DocGenYAML
import ButtonModel
@testable import DocGenReview
import DocGenMarkdown

/// The nesting limit (`nesting-depth`, 512 by default) holds in every reader of YAML, since they all read through
/// `YAMLDocument`: a list nested 600 deep, well inside what libyaml itself accepts, is refused with the limit's code.
@Suite struct YAMLNestingLimitTests {
    /// `[[[…]]]` nested `depth` levels.
    private static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    private static let deep = nested(600)

    @Test func aComponentDefinition() {
        let yaml = "component: button\nsurfaces: {}\nstates: {}\nsizes: {}\nvariants: \(Self.deep)\n"
        let (definition, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "button.component.yaml")
        #expect(definition == nil)
        #expect(errors.map(\.diagnostic.code) == ["component.limit"])
        #expect(errors.first?.diagnostic.message.contains("512 levels of nesting") == true)
    }

    /// A component definition's `textSize:` section, read by `TextSizeSection`.
    @Test func aComponentsTextSizes() {
        let yaml = "component: button\ntextSize:\n  scale: \(Self.deep)\nsurfaces: {}\nstates: {}\nsizes: {}\nvariants: {}\n"
        let (_, errors) = ComponentDefinitionParser.parseCollecting(yaml: yaml, file: "button.component.yaml")
        #expect(errors.map(\.diagnostic.code) == ["component.limit"])
    }

    @Test func aSystemManifest() {
        let (manifest, diagnostics) = SystemManifestReader(path: "Content/acme/system.yaml").read("name: Acme\nplatform: \(Self.deep)\n")
        #expect(manifest == nil)
        #expect(diagnostics.map(\.code) == ["system.limit"])
        // The value past the limit: the 512th bracket after `platform: ` (511 levels under the root mapping and the key's value).
        #expect(diagnostics.first?.location.line == 2)
        #expect(diagnostics.first?.location.column == 11 + 511)
        #expect(diagnostics.first?.hint?.contains("nesting-depth") == true)
    }

    @Test func aSystemManifestWithinLowerLimits() {
        var limits = InputLimits()
        _ = limits.set("nesting-depth=3", among: InputLimits.Name.all)
        let reader = SystemManifestReader(path: "system.yaml", limits: limits)
        #expect(reader.read("name: Acme\ncomponents: [a.yaml]\n").1.isEmpty)
        #expect(reader.read("name: Acme\ncomponents: [[a.yaml]]\n").1.map(\.code) == ["system.limit"])
    }

    @Test func frontMatter() {
        let file = SourceFile(relativePath: "p.md", displayPath: "Content/p.md", text: "---\ntitle: \(Self.deep)\n---\nText\n")
        let (_, _, diagnostics) = FrontMatterParser().parse(file)
        #expect(diagnostics.map(\.code) == ["front-matter.limit"])
    }

    @Test func aProjectFile() {
        let (project, problems) = ProjectFileReader(path: "docgen.yaml").parse("content: Docs\nread-outside: \(Self.deep)\n")
        #expect(project == nil)
        #expect(problems.map(\.code) == ["project.limit"])
        #expect(problems.first?.location.line == 2)
        #expect(problems.first?.message.hasPrefix("docgen.yaml is too large: the YAML holds more than 512 levels of nesting") == true)
    }

    @Test func aSiteFile() throws {
        var files = InMemoryFileSource(base: "/p")
        files.write("title: Docs\nfooter: \(Self.deep)\n", atPath: "/p/Content/site.yaml")
        #expect(throws: Diagnostic.self) { try SiteConfigurationReader.read(directory: "Content", files: files) }
        do {
            _ = try SiteConfigurationReader.read(directory: "Content", files: files)
        } catch let problem as Diagnostic {
            #expect(problem.code == "site.limit")
            #expect(problem.location.line == 2)
        }
    }
}
