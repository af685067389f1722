import DocGenSupport
import DocGenYAML
import Testing
@testable import ButtonDraft

/// The vocabulary is data: docgen's own tables read from YAML, and a team's file in the same format.
@Suite struct DraftVocabularyTests {
    @Test func theStandardTablesRead() {
        let vocabulary = DraftVocabulary.standard
        #expect(vocabulary.components == ["button", "btn"])
        #expect(vocabulary.roles(of: "hovered") == [.state])
        #expect(vocabulary.roles(of: "bg color") == [.part] && vocabulary.parts["bg color"] == "background")
        #expect(vocabulary.roles(of: "on dark") == [.surface])
        #expect(vocabulary.roles(of: "default") == [.variant, .state])
        #expect(vocabulary.roles(of: "primary") == [])
        #expect(vocabulary.restStates.isSuperset(of: ["rest", "_", "@base", "enabled", "default"]))
        #expect(vocabulary.otherComponents.contains("button counter") && vocabulary.otherComponents.contains("icon button"))
        #expect(vocabulary.phrases.contains("padding inline start") && vocabulary.phrases.contains("key focus"))
    }

    @Test func aTeamsFileReadsInTheSameFormat() throws {
        let text = """
        components: [cta]
        otherComponents: [ctaGroup]
        restStates: [idle]
        states: [hover]
        parts: { background: [surface] }
        surfaces: [onDark]
        ambiguous: { ghost: [variant, surface] }
        """
        let vocabulary = try DraftVocabulary.read(text, file: "team.yaml").get()
        #expect(vocabulary.components == ["cta"] && vocabulary.otherComponents == ["cta group"])
        #expect(vocabulary.roles(of: "idle") == [.state] && vocabulary.roles(of: "surface") == [.part])
        #expect(vocabulary.roles(of: "on dark") == [.surface] && vocabulary.roles(of: "ghost") == [.variant, .surface])
    }

    @Test func aProblemNamesTheFileAndThePlace() {
        let unknownTable = DraftVocabulary.read("components: [button]\nstatez: [hover]\n", file: "team.yaml")
        guard case .failure(let error) = unknownTable else { Issue.record("an unknown table reads"); return }
        #expect(error.location.file == "team.yaml" && error.location.line == 2)
        #expect(error.description.contains("no table `statez`"))
        let badReading = DraftVocabulary.read("ambiguous:\n  ghost: [variant, colour]\n", file: "team.yaml")
        guard case .failure(let reading) = badReading else { Issue.record("an unknown reading reads"); return }
        #expect(reading.description.contains("`colour`"))
    }
}
