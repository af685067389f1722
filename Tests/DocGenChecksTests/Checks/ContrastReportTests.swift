import Foundation
import Testing
@testable import ButtonModel
import DocGenChecks
import DocGenTestSupport

@Suite struct ContrastReportTests {
    /// WebAIM: #777777 on white is 4.48:1 (4.4781 to four places); APCA-W3 0.0.98G-4g gives Lc 71.11.
    @Test func opaquePairJSON() {
        let report = ContrastReport.measure(foreground: hex("#777"), background: .white)
        #expect(report.json() == ##"{"foreground": "#777777", "background": "#ffffff", "composited": "#777777", "wcag": 4.4781, "apca": 71.11}"## + "\n")
    }

    /// Myndex/apca-w3 `test/index.js`: #0006 on #fff is Lc 54.62184…, alpha-blended to #999999 first; WebAIM
    /// gives #999999 on white 2.85:1 (2.849 to four places).
    @Test func translucentForegroundIsComposited() {
        let report = ContrastReport.measure(foreground: hex("#0006"), background: .white)
        #expect(report.composited.hex == "#999999")
        #expect(abs(report.apca - 54.62184067441377) < 1e-9)
        #expect(report.json() == ##"{"foreground": "#00000066", "background": "#ffffff", "composited": "#999999", "wcag": 2.849, "apca": 54.62}"## + "\n")
        #expect(report.text() == """
            foreground  #00000066
            background  #ffffff
            composited  #999999
            WCAG 2      2.84:1  normal text 4.5:1 fail, large text 3:1 fail, non-text 3:1 fail
            APCA        Lc 54.62

            """)
    }

    /// WCAG 2.2: white on black is 21:1; apca-w3 gives light text on dark a negative Lc.
    @Test func reversePolarityText() {
        let report = ContrastReport.measure(foreground: .white, background: .black)
        #expect(report.wcag == 21)
        #expect(report.apca < -100)
        #expect(report.text() == """
            foreground  #ffffff
            background  #000000
            WCAG 2      21.00:1  normal text 4.5:1 pass, large text 3:1 pass, non-text 3:1 pass
            APCA        Lc \(report.apca.truncatedForDisplay())

            """)
        #expect(report.json().hasSuffix(#""wcag": 21, "apca": -107.88}"# + "\n"))
    }
}
