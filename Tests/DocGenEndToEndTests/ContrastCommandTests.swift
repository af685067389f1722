import Testing

@Suite struct ContrastCommandTests {
    /// APCA-W3 reference pair (Myndex/apca-w3 test/index.js): #0006 text on white is Lc 54.62; composited it is #999999,
    /// whose WCAG 2 ratio on white is 2.85:1 (WebAIM Contrast Checker).
    @Test func translucentForegroundIsCompositedFirst() throws {
        let result = try DocGenProcess.run(["contrast", "#0006", "#fff", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout == "{\"foreground\": \"#00000066\", \"background\": \"#ffffff\", \"composited\": \"#999999\", \"wcag\": 2.849, \"apca\": 54.62}\n")
    }

    /// WebAIM Contrast Checker: #777777 on #ffffff is 4.48:1 (4.4781), which fails 4.5:1 and must show as 4.47, truncated.
    @Test func textFormShowsTruncatedRatioAndVerdicts() throws {
        let result = try DocGenProcess.run(["contrast", "#777", "#ffffff"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("4.47:1"))
        #expect(result.stdout.contains("normal text 4.5:1 fail"))
    }

    @Test func colorObjectsAreReadLikeTokenValues() throws {
        let result = try DocGenProcess.run(["contrast", #"{"colorSpace": "srgb", "components": [1, 1, 1]}"#, "#000", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"wcag\": 21,"))
    }

    /// CSS Color 4 § 6.1: rebeccapurple is #663399; 'rgb(0 0 0 / 40%)' is the #0006 of the APCA pair above.
    @Test func cssColorTextIsReadAsTokenFilesHoldIt() throws {
        let result = try DocGenProcess.run(["contrast", "rgb(0 0 0 / 40%)", "white", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "{\"foreground\": \"#00000066\", \"background\": \"#ffffff\", \"composited\": \"#999999\", \"wcag\": 2.849, \"apca\": 54.62}\n")
    }

    @Test func badColorsExitTwoNamingEachArgument() throws {
        let result = try DocGenProcess.run(["contrast", #"{"colorSpace": "oklch", "components": [0.5, 0.2, 400]}"#, "#ggg"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("foreground: error: malformed color value: oklch hue 400 is outside [0 - 360)"))
        #expect(result.stderr.contains("background: error: malformed color value: \"#ggg\" is not a color"))
        #expect(result.stderr.contains("docgen: 2 errors."))
    }
}
