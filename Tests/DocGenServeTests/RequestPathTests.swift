import Testing
@testable import DocGenServe

@Suite struct RequestPathTests {
    static let site: Set<String> = ["index.html", "guides/index.html", "guides/writing.html", "assets/site.css", "a b/index.html"]

    static let cases: [(path: String, expected: RequestPath.Resolution)] = [
        ("/", .file("index.html")),
        ("/index.html", .file("index.html")),
        ("/guides/", .file("guides/index.html")),
        ("/guides", .redirect("/guides/")),
        // A protocol-relative redirect (`//guides/`) would send the browser to the host `guides`.
        ("//guides", .redirect("/guides/")),
        ("///guides", .redirect("/guides/")),
        ("/guides//", .file("guides/index.html")),
        ("//a%20b", .redirect("/a%20b/")),
        ("/guides/writing.html", .file("guides/writing.html")),
        ("/assets/site.css?v=2", .file("assets/site.css")),
        ("/a%20b/", .file("a b/index.html")),
        ("//guides//", .file("guides/index.html")),
        ("/assets/", .notFound),  // a folder without index.html: no listing
        ("/nowhere", .notFound),
        ("/../index.html", .badRequest),
        ("/guides/../index.html", .badRequest),
        ("/./index.html", .badRequest),
        ("/%2e%2e/index.html", .badRequest),
        ("/%2E%2E/%2E%2E/etc/passwd", .badRequest),
        ("/guides/..%2findex.html", .badRequest),
        ("/guides%2f..%2f..%2fetc", .badRequest),
        ("/..%5c..%5cetc", .badRequest),
        ("/index.html%00.css", .badRequest),
        ("/%zz", .badRequest),
        ("index.html", .badRequest),
    ]

    @Test(arguments: cases.indices) func resolves(_ index: Int) {
        let (path, expected) = Self.cases[index]
        let resolution = RequestPath.resolve(path) { Self.site.contains($0) }
        #expect(resolution == expected, "\(path)")
    }
}
