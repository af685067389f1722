import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenKit
@testable import DocGenReview
import ButtonModelTestSupport

/// A variant's status as a badge beside its name: in the matrix's caption (with its note), in the gallery and in the
/// comparison's list of variants; a stable variant shows none.
struct LifecycleBadgeTests {
    /// The matrix laid out, as a build draws it.
    private func matrix() throws -> StateMatrix {
        var definition = try LifecycleFixtures.definition(status: ["primary": "beta", "secondary": "deprecated"],
                                                          notes: ["secondary": "Use <primary> instead."])
        definition.name = "Button"
        return try StateMatrixBuilder.build(definition, tokenSets: LifecycleFixtures.tokenSets()).laidOut(with: try #require(ButtonFixtures.measurer))
    }

    @Test func theMatrixCaptionCarriesTheBadgeAndTheNote() throws {
        let html = try MatrixTableRenderer.html(matrix: matrix(), measurer: try #require(ButtonFixtures.measurer))
        #expect(html.contains("<caption>Button <code>primary</code> <span class=\"badge badge-beta\">Beta</span></caption>"))
        #expect(html.contains("<caption>Button <code>secondary</code> <span class=\"badge badge-deprecated\">Deprecated</span> "
            + "<span class=\"status-note\">Use &lt;primary&gt; instead.</span></caption>"))
    }

    @Test func aStableVariantShowsNoBadge() throws {
        let stable = try StateMatrixBuilder.build(LifecycleFixtures.definition(), tokenSets: LifecycleFixtures.tokenSets())
            .laidOut(with: try #require(ButtonFixtures.measurer))
        let html = try MatrixTableRenderer.html(matrix: stable, measurer: try #require(ButtonFixtures.measurer))
            + GalleryRenderer.html(matrix: stable, measurer: try #require(ButtonFixtures.measurer))
        #expect(!html.contains("badge"))
    }

    @Test func theGalleryLabelsCarryTheBadge() throws {
        let html = GalleryRenderer.html(matrix: try matrix(), measurer: try #require(ButtonFixtures.measurer))
        #expect(html.contains("<span class=\"gallery-label\"><code>primary</code> small <span class=\"badge badge-beta\">Beta</span></span>"))
        // The note is the badge's title where there is no room to say it.
        #expect(html.contains("<code>secondary</code> medium <span class=\"badge badge-deprecated\" title=\"Use &lt;primary&gt; instead.\">Deprecated</span>"))
    }

    @Test func theComparisonNamesTheStatus() throws {
        var system = DesignSystem(id: "lifecycle", directory: "Content/lifecycle", manifest: SystemManifest(name: "Lifecycle", location: SourceLocation(file: "system.yaml")))
        system.matrices = [try matrix()]
        let html = SystemComparisonRenderer.html([SystemComparison(system: system, findings: [])], measurer: try #require(ButtonFixtures.measurer))
        // Name and badge are kept together, so that a narrow column never wraps a badge onto the next variant's line.
        #expect(html.contains("<span class=\"count\">2</span> <span class=\"variant-status\"><code>primary</code> <span class=\"badge badge-beta\">Beta</span></span> "
            + "<span class=\"variant-status\"><code>secondary</code> <span class=\"badge badge-deprecated\" title=\"Use &lt;primary&gt; instead.\">Deprecated</span></span>"))
    }
}
