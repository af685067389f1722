import Testing
@testable import DocGenServe

@Suite struct ReloadEventTests {
    @Test func whatAChangeSends() {
        #expect(ReloadEvent.after(changed: [], page: "/") == nil, "no byte changed: nothing is sent")
        #expect(ReloadEvent.after(changed: ["assets/site.css"], page: nil) == .stylesheets(["assets/site.css"]))
        #expect(ReloadEvent.after(changed: ["assets/site.css", "index.html"], page: "/") == .reload(navigate: "/"))
        #expect(ReloadEvent.after(changed: ["search-index.js"], page: nil) == .reload(navigate: nil))
    }

    @Test func eventsAreServerSentEventText() {
        #expect(ReloadEvent.reload(navigate: "/guides/").streamText == "event: reload\ndata: {\"navigate\":\"/guides/\"}\n\n")
        #expect(ReloadEvent.clear.streamText == "event: clear\ndata: {}\n\n")
        let overlay = ReloadEvent.overlay(html: "<p>a\nb</p>").streamText
        #expect(overlay.hasPrefix("event: overlay\ndata: {") && overlay.hasSuffix("}\n\n"))
        #expect(overlay.dropLast(2).contains("\n\n") == false, "a newline in the overlay stays inside the JSON")
    }
}
