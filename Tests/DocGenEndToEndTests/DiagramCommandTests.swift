import Foundation
import Testing

/// `docgen anatomy` and `docgen spec`, run as the built binary, and the drawings on the site's system pages.
@Suite struct DiagramCommandTests {
    static let acme = DocGenProcess.fixtures.appendingPathComponent("acme/Content").path

    @Test func bothCommandsDrawTheChosenCell() throws {
        let anatomy = try DocGenProcess.run(["anatomy", "acme", "--content", Self.acme])
        #expect(anatomy.status == 0, "\(anatomy.stderr)")
        #expect(anatomy.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(anatomy.stdout.contains("<title>Anatomy of the primary button, small, default, light theme: Continue</title>"))
        #expect(!anatomy.stdout.contains("<text"))
        let spec = try DocGenProcess.run(["spec", "acme", "--content", Self.acme, "--variant", "primary", "--size", "medium",
                                          "--state", "pressed", "--theme", "dark"])
        #expect(spec.status == 0, "\(spec.stderr)")
        #expect(spec.stdout.contains("<title>Spec of the primary button, medium, pressed, dark theme: Continue</title>"))
        #expect(spec.stdout.contains("Height: 44px, from button.height."))
    }

    @Test func outputGoesToTheNamedFile() throws {
        let scratch = try ScratchFolder()
        let file = scratch.url.appendingPathComponent("spec.svg")
        let result = try DocGenProcess.run(["spec", "acme", "--content", Self.acme, "-o", file.path])
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == (try DocGenProcess.run(["spec", "acme", "--content", Self.acme])).stdout)
    }

    /// A name the system does not have is invalid input (exit 2), said with the closest name and the choices.
    @Test(arguments: [
        (["--variant", "primery"], "has no variant 'primery'. [diagram.unknown-variant]", "Did you mean 'primary'? Choose one of: primary."),
        (["--size", "medum"], "has no size 'medum'. [diagram.unknown-size]", "Did you mean 'medium'? Choose one of: small, medium."),
        (["--state", "hover"], "has no state 'hover'. [diagram.unknown-state]", "Choose one of: default, pressed, disabled."),
        (["--theme", "drak"], "has no theme 'drak'. [diagram.unknown-theme]", "Did you mean 'dark'?"),
    ])
    func unknownNamesExitTwoWithASuggestion(arguments: [String], message: String, hint: String) throws {
        let result = try DocGenProcess.run(["anatomy", "acme", "--content", Self.acme] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("acme/button.component.yaml: error: The design system \(message)"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: \(hint)"), "\(result.stderr)")
    }

    @Test func anUnknownSystemOrAMissingOneIsAnError() throws {
        let unknown = try DocGenProcess.run(["spec", "acm", "--content", Self.acme])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("error: The design system has no system 'acm'. [diagram.unknown-system]"))
        #expect(unknown.stderr.contains("Did you mean 'acme'?"))
        let missing = try DocGenProcess.run(["spec", "--content", Self.acme])
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("Missing expected argument '<system>'"))
    }

    /// The redlines follow the tokens: a size token edited in a copy of the system changes the height's label and
    /// the length of its line (at the same scale: the height does not change the drawing's width).
    @Test func editingASizeTokenChangesTheRedline() throws {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.acme), to: content)
        let arguments = ["spec", "acme", "--content", content.path, "--size", "medium"]
        let before = try DocGenProcess.run(arguments)
        let tokens = content.appendingPathComponent("acme/tokens/base.tokens.json")
        let text = try String(contentsOf: tokens, encoding: .utf8)
        let edited = text.replacingOccurrences(of: #""medium": { "$value": { "value": 44, "unit": "px" }"#,
                                               with: #""medium": { "$value": { "value": 56, "unit": "px" }"#)
        #expect(edited != text)
        try edited.write(to: tokens, atomically: true, encoding: .utf8)
        let after = try DocGenProcess.run(arguments)
        #expect(before.status == 0 && after.status == 0, "\(after.stderr)")
        let old = try #require(Self.redline("Height: 44px, from button.height", in: before.stdout))
        let new = try #require(Self.redline("Height: 56px, from button.height", in: after.stdout), "\(after.stdout.prefix(600))")
        #expect(abs(new / old - 56.0 / 44.0) < 1e-6, "\(old) → \(new)")
        #expect(!after.stdout.contains("Height: 44px"))
    }

    /// A fence naming a variant the component does not have fails the build at its line, with the closest name.
    @Test func aPageFenceWithAnUnknownVariantIsAnError() throws {
        let scratch = try ScratchFolder()
        let content = scratch.url.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.acme), to: content)
        let page = content.appendingPathComponent("acme/index.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        try (text + "\n```docgen anatomy variant=primry\n```\n").write(to: page, atomically: true, encoding: .utf8)
        let result = try DocGenProcess.run(["build", "--content", content.path, "--output", scratch.url.appendingPathComponent("_site").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("acme/index.md:\(line):1: error: 'primry' is not a valid value for 'variant'. [directive.invalid-value]"), "\(result.stderr)")
        #expect(result.stderr.contains("hint: Expected one of primary (did you mean primary?)."))
    }

    /// The length of the redline titled `title`: the first segment (`Mx yLx y`) of its group's last path, which
    /// draws the line and its ticks (an earlier path draws the extension lines).
    static func redline(_ title: String, in svg: String) -> Double? {
        guard let start = svg.range(of: "<g class=\"redline\"><title>\(title)</title>"),
              let end = svg[start.upperBound...].range(of: "</g>") else { return nil }
        let group = svg[start.upperBound..<end.lowerBound]
        guard let path = group.range(of: "<path d=\"M", options: .backwards) else { return nil }
        let segment = group[path.upperBound...].prefix { $0 != "M" }
        let numbers = segment.split(whereSeparator: { $0 == " " || $0 == "L" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        let dx = numbers[2] - numbers[0], dy = numbers[3] - numbers[1]
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Every design system's page of the repository's own content shows both drawings, each a file of the site, with
    /// a dark-theme file for dark pages.
    @Test func everySystemPageShowsItsAnatomyAndSpec() throws {
        let scratch = try ScratchFolder()
        let site = scratch.url.appendingPathComponent("_site")
        let root = DocGenProcess.packageRoot
        let result = try DocGenProcess.run(["build", "--content", root.appendingPathComponent("Content").path, "--output", site.path])
        #expect(result.status == 0, "\(result.stderr)")
        let systems = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Content").path)
            .filter { FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/\($0)/system.yaml").path) }
        #expect(systems.count == 5)
        for system in systems {
            let page = try String(contentsOf: site.appendingPathComponent("\(system)/index.html"), encoding: .utf8)
            for kind in ["anatomy", "spec"] {
                #expect(page.contains("<div class=\"docgen-part docgen-part-\(kind)\">"), "\(system) \(kind)")
                let sources = page.components(separatedBy: "=\"../diagrams/").dropFirst().map { $0.prefix { $0 != "\"" } }
                    .filter { $0.contains("/\(kind)--") }
                #expect(sources.count >= 2, "\(system) \(kind): a light and a dark file")
                for source in sources {
                    let file = site.appendingPathComponent("diagrams/" + source)
                    #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)")
                }
            }
        }
    }
}
