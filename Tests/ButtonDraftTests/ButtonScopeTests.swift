import DesignTokens
import Testing
@testable import ButtonDraft

/// Which names are the Button's and how they group, on names quoted from public sets: Material 3
/// (material-components/material-web@70e259d464f627a21c7831cb4e871e0061bc0644, `_md-comp-*button*.scss`), Swiss Post
/// (swisspost/design-system@5ce92d71c81d77ffa16641b78fe1e607f9a9e8ee) and GitHub Primer
/// (ProjectProvenance/primer-primitives@374187744ad7fc8e0aa93280a7c75c44fe4459c2).
@Suite struct ButtonScopeTests {
    let scope = ButtonScope(vocabulary: .standard)

    @Test func anotherComponentsNameIsNotTheButtons() {
        let names = scope.names([
            "md.comp.icon-button.filled.container.color", "md.comp.button-group.standard.small.between-space",
            "buttonCounter.primary.bgColor.rest", "reactionButton.selected.bgColor.hover", "post.button-segmented.hover-bg",
            "md.comp.filled-button.container.color", "button.primary.bgColor.rest", "color.background.brand.hover",
        ])
        // The previous generation's `filled-button` is the Button with its variant glued before the component word.
        #expect(names.map(\.path) == ["button.primary.bgColor.rest", "md.comp.filled-button.container.color"])
    }

    @Test func familiesGroupByWhatPrecedesTheComponentWord() {
        let names = scope.names([
            "post.button.primary.enabled-bg", "post.button.primary.hover-bg", "post.button.secondary.enabled-bg",
            "post.scheme.color.interactive.button.primary.enabled.bg", "post.scheme.color.interactive.button.primary.hover.bg",
        ])
        let families = scope.families(of: names)
        #expect(families.map(\.prefix) == ["post.button", "post.scheme.color.interactive.button"])
        #expect(families.map(\.names.count) == [3, 2])
    }

    @Test func aComponentWordInsideAWordIsNotOne() {
        // Whole words only: `buttons` and `btnish` hold no component word.
        #expect(scope.names(["buttons.primary.bg", "btnish.bg", "btn.primary.bg"]).map(\.path) == ["btn.primary.bg"])
    }
}
