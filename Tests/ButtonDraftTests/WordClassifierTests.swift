import DesignTokens
import Testing
@testable import ButtonDraft

/// Ambiguous words settled by position, then by the vote, each decision with its rule and the names that showed it.
/// Names quoted from Salesforce (salesforce-ux/design-system@ace6c9cf, the `--slds-c-button-outline-brand-*` hooks written
/// as dotted paths),
/// Material 3 (material-components/material-web@70e259d4, `_md-comp-text-button.scss` of the previous generation,
/// `_md-comp-button-outlined.scss`) and Sage (Sage/design-tokens@b82a98bf, `components/button.json`).
@Suite struct WordClassifierTests {
    func decisions(_ paths: [TokenPath]) -> [WordDecision] {
        let names = ButtonScope(vocabulary: .standard).names(paths)
        return WordClassifier(vocabulary: .standard).classify(names).decisions
    }

    @Test func gluedToAVariantWordIsAVariant() {
        let found = decisions(["slds.c.button.outline-brand.color-background", "slds.c.button.outline-brand.color-border"])
        let outline = found.first { $0.word == "outline" }
        #expect(outline?.role == .variant && outline?.rule == .gluedToVariantWord("brand"), "\(found)")
    }

    @Test func gluedBeforeTheComponentWordIsAVariant() {
        let found = decisions(["md.comp.text-button.label-text.color", "md.comp.text-button.hover.label-text.color"])
        let text = found.first { $0.word == "text" }
        #expect(text?.role == .variant && text?.rule == .gluedBeforeComponent, "\(found)")
        #expect(found.first { $0.word == "label text color" }?.role == .part)
    }

    @Test func theLastWordIsTheState() {
        let found = decisions(["button.typical.primary.bg-default", "button.typical.primary.bg-hover"])
        let rest = found.first { $0.word == "default" }
        #expect(rest?.role == .state && rest?.rule == .lastWord, "\(found)")
    }

    @Test func theVoteOfTheSamePlaceSettlesTheRest() {
        // Kong (Kong/design-tokens@7b48ace3, `tokens/components/button.json`): `text` between `color` and the variant.
        let found = decisions(["button.color.background.primary._", "button.color.border.primary._", "button.color.text.primary._",
                               "button.color.background.primary.hover", "button.color.text.primary.hover"])
        let text = found.first { $0.word == "text" }
        #expect(text?.role == .part, "\(found)")
        #expect(text?.rule == .vote(count: 3, total: 3, role: .part, stem: "button color"), "\(found)")
        #expect(text?.evidence == ["button.color.text.primary._", "button.color.text.primary.hover"])
        #expect(text?.isGuess == true && found.first { $0.word == "background" }?.isGuess == false)
        #expect(text?.guessComment(limit: 1) == "# guess: text is a part (vote: 3 of 3 names hold a part here among the names beginning `button color`): button.color.text.primary._ and 1 more")
    }

    @Test func aPhraseIsReadWhole() {
        // Material's `outline.color` is the phrase `outline color`, a border, whatever `outline` alone would be.
        let found = decisions(["md.comp.button.outlined.outline.color", "md.comp.button.outlined.container.color",
                               "md.comp.button.filled.container.color"])
        let outline = found.first { $0.word == "outline color" }
        #expect(outline?.role == .part && outline?.rule == .vocabulary, "\(found)")
        #expect(found.first { $0.word == "outlined" }?.role == .variant)
    }
}

/// Words every name of a family carries at one place are its namespace, not a variant.
@Suite struct NamespaceTests {
    @Test func aWordEveryNameCarriesIsNamespace() {
        // Names written for this test: `theme` stands at the same place in every one.
        let names = ButtonScope(vocabulary: .standard).names(["kui.button.theme.background.primary", "kui.button.theme.text.primary",
                                                              "kui.button.theme.background.danger"])
        let found = WordClassifier(vocabulary: .standard).classify(names).decisions
        #expect(found.first { $0.word == "theme" }?.role == .namespace, "\(found)")
        #expect(found.first { $0.word == "primary" }?.role == .variant)
    }
}
