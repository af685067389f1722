import Testing
@testable import ButtonDraft

/// The vote that settles an ambiguous word by what the same place holds across the family (at least 80 %).
@Suite struct PlaceVoteTests {
    @Test func aClearMajorityDecides() {
        // Primer's first place after `button`: primary, invisible, danger (and `outline`, itself ambiguous).
        let vote = PlaceVote(counts: [.variant: 4])
        #expect(vote.winner(among: [.variant, .state])?.role == .variant)
        #expect(vote.winner(among: [.variant, .state]).map { [$0.count, $0.total] } == [4, 4])
        #expect(ReadingRule.vote(count: 4, total: 4, role: .variant, stem: "button").description
                == "vote: 4 of 4 names hold a variant here among the names beginning `button`")
    }

    @Test func eightyPercentIsEnoughAndLessIsNot() {
        #expect(PlaceVote(counts: [.part: 8, .variant: 2]).winner(among: [.variant, .part])?.role == .part)
        #expect(PlaceVote(counts: [.part: 7, .variant: 3]).winner(among: [.variant, .part]) == nil)
    }

    @Test func theWinnerMustBeAReadingOfTheWord() {
        #expect(PlaceVote(counts: [.state: 9]).winner(among: [.variant, .part]) == nil)
        #expect(PlaceVote().winner(among: [.variant, .part]) == nil)
    }
}
