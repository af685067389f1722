import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport

/// The geometry of callouts and dimension lines, worked by hand.
@Suite struct DiagramLayoutTests {
    typealias Item = SpreadLayout.Item

    @Test func itemsWithRoomStayWhereTheyWishToBe() {
        let centers = SpreadLayout.spread([Item(center: 10, length: 4), Item(center: 50, length: 10)], gap: 2)
        #expect(centers == [10, 50])
    }

    /// Three 22 px markers wished at 100, 105 and 110 with 12 px gaps: the first stays, each next one 34 px on.
    @Test func crowdedItemsArePushedApartInOrder() {
        let centers = SpreadLayout.spread([Item(center: 110, length: 22), Item(center: 100, length: 22), Item(center: 105, length: 22)], gap: 12)
        #expect(centers == [168, 100, 134])
    }

    /// Against an upper bound the row is pulled back: 0…100 holds three 20 px items 10 apart, the last ends at 100.
    @Test func theUpperBoundPullsTheRowBack() {
        let centers = SpreadLayout.spread([Item(center: 90, length: 20), Item(center: 95, length: 20), Item(center: 99, length: 20)],
                                          gap: 10, lower: 0, upper: 100)
        #expect(centers == [30, 60, 90])
        // The lower bound keeps the first item's edge inside.
        #expect(SpreadLayout.spread([Item(center: -50, length: 20)], gap: 0, lower: 0) == [10])
    }

    @Test(arguments: [2, 3, 5, 8, 13])
    func spreadItemsNeverOverlap(count: Int) {
        let items = (0..<count).map { Item(center: Double($0 % 3) * 7, length: Double(10 + $0 * 3)) }
        let centers = SpreadLayout.spread(items, gap: 4)
        let spans = zip(items, centers).map { ($1 - $0.length / 2, $1 + $0.length / 2) }.sorted { $0.0 < $1.0 }
        for (a, b) in zip(spans, spans.dropFirst()) { #expect(b.0 - a.1 >= 4 - 1e-9, "\(spans)") }
    }

    /// A 44 pt height at 3× drawn left of the button: a 132 px line in lane x = −22, ticks at both ends,
    /// extension lines from 2 px off the button's edge to 4 px past the lane.
    @Test func aVerticalDimensionLine() {
        let line = DimensionLine(axis: .vertical, start: 0, end: 132, lane: -22, feature: 0)
        #expect(line.length == 132)
        #expect(line.middle == (-22, 66))
        let s = line.segments
        #expect(s.count == 5)
        #expect(s[0] == (-22, 0, -22, 132))
        #expect(s[1] == (-26, 0, -18, 0) && s[2] == (-26, 132, -18, 132))
        #expect(s[3] == (-2, 0, -26, 0) && s[4] == (-2, 132, -26, 132))
    }

    /// A horizontal line whose lane touches the measured edge needs no extension lines.
    @Test func aLaneOnTheFeatureHasNoExtensionLines() {
        let line = DimensionLine(axis: .horizontal, start: 10, end: 58, lane: 3, feature: 0)
        #expect(line.segments.count == 3)
        #expect(line.length == 48)
        #expect(line.svg(color: .black, faint: .white).hasPrefix(##"<path d="M10 3L58 3M10 -1L10 7M58 -1L58 7" stroke="#000000""##))
    }

    /// The magnification keeps the widest thing drawn near 440 px, in half steps between 2× and 4×.
    @Test func scaleFollowsTheExtent() {
        #expect(ButtonFigure.scale(forExtent: 100) == 4)
        #expect(ButtonFigure.scale(forExtent: 160) == 2.5)
        #expect(ButtonFigure.scale(forExtent: 201) == 2)
        #expect(ButtonFigure.scale(forExtent: 1000) == 2)
    }
}
