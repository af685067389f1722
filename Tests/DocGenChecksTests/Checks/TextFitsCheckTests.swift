import Foundation
import Testing
@testable import DesignTokens
@testable import DocGenSupport
@testable import ButtonModel
@testable import DocGenChecks
import ButtonModelTestSupport

/// `text.fits`: one finding per variant and size, at the first category where a label stops fitting.
@Suite struct TextFitsCheckTests {
    static func findings() throws -> [String: Finding] {
        let findings = MatrixChecker().findings(for: try TextSizeFixture.matrix().laidOut(with: TextSizeFixture.measurer), measurer: TextSizeFixture.measurer)
            .filter { $0.rule == .textFits }
        return Dictionary(findings.map { ($0.cell.size, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func onePerVariantAndSize() throws {
        let all = MatrixChecker().findings(for: try TextSizeFixture.matrix().laidOut(with: TextSizeFixture.measurer), measurer: TextSizeFixture.measurer)
        #expect(all.filter { $0.rule == .textFits }.count == 3)
    }

    @Test func theStandaloneButtonFailsAtAX3InGermanAtTheLabel() throws {
        let finding = try #require(try Self.findings()["standalone"])
        #expect(!finding.passed && finding.isFailingError)
        #expect(finding.message.hasPrefix(#"From AX3 on, "Verwerfen" (de) is truncated: at AX3 it needs "#), "\(finding.message)")
        #expect(finding.message.hasSuffix("and the button's width after padding and icons leaves 169 pt."))
        #expect(finding.required == 169 && finding.measured > 169)
        #expect(finding.location?.path == "variants.secondary.labels.de", "the finding points at the German label")
        #expect(finding.hint?.contains("give a shorter label in de") == true)
    }

    @Test func theAutoWidthButtonIsClippedFromAX3AtItsHeight() throws {
        let finding = try #require(try Self.findings()["auto-width"])
        #expect(!finding.passed)
        #expect(finding.message == "From AX3 on, the label is clipped: at AX3 its line box is 43.2 pt, taller than the fixed 38 pt height.")
        #expect(finding.location?.path == "textSize", "the finding points at the declared fixed height")
        #expect(finding.hint?.contains("height: minimum") == true)
    }

    @Test func aButtonThatGrowsFitsEverywhere() throws {
        let finding = try #require(try Self.findings()["grows"])
        #expect(finding.passed)
        #expect(finding.message.hasPrefix("The label fits at every text size up to AX5 in all 2 languages: the tightest is"))
    }

    /// Without a scale, labels are measured at their written size, and only one that does not fit is reported.
    @Test func withoutAScaleOnlyALabelThatDoesNotFitAsWrittenIsReported() throws {
        func findings(label: String) throws -> [Finding] {
            let yaml = TextSizeFixture.yaml.replacingOccurrences(of: """
                textSize:
                  scale: dynamic-type
                  textStyle: subheadline
                  height: fixed
                """, with: "")
                .replacingOccurrences(of: "    textSize: { height: minimum }\n", with: "")
                .replacingOccurrences(of: "labels: { de: Verwerfen }", with: "labels: { de: \(label) }")
            let definition = try ComponentDefinitionParser.parse(yaml: yaml, file: "h.yaml")
            #expect(definition.textSize == nil)
            let matrix = try StateMatrixBuilder.build(definition, tokenSets: [TestTokenSet(theme: "light").tokenSet])
            return MatrixChecker().findings(for: matrix.laidOut(with: TextSizeFixture.measurer), measurer: TextSizeFixture.measurer).filter { $0.rule == .textFits }
        }
        #expect(try findings(label: "Verwerfen").isEmpty)
        // 15 pt semibold: about 260 pt, in a 201 pt button that leaves 169.
        let long = try findings(label: "Änderungen verwerfen und zurückkehren")
        #expect(long.map(\.cell.size) == ["standalone"])
        #expect(long.first?.passed == false)
        #expect(long.first?.message.hasPrefix(#"At its written size, "Änderungen verwerfen und zurückkehren" (de) is truncated: it needs "#) == true,
                "\(String(describing: long.first?.message))")
    }

    @Test func theRuleCanBeTurnedOff() throws {
        var configuration = CheckConfiguration()
        configuration.enabledRules.remove(.textFits)
        let findings = MatrixChecker(configuration: configuration).findings(for: try TextSizeFixture.matrix().laidOut(with: TextSizeFixture.measurer), measurer: TextSizeFixture.measurer)
        #expect(!findings.contains { $0.rule == .textFits })
    }
}
