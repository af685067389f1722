import Foundation
import Testing

/// A versioned site of 70 releases (`Fixtures/versioned/make-many-releases.sh`): every release is kept in the build
/// cache whatever their number, and a page's size does not grow with the number of versions.
@Suite(.serialized) struct VersionedScaleTests {
    @Test func everyUnchangedReleaseOfSeventyComesFromTheCache() throws {
        let scratch = try ScratchFolder()
        let script = DocGenProcess.fixtures.appendingPathComponent("versioned/make-many-releases.sh")
        let made = try DocGenProcess.execute(URL(fileURLWithPath: "/bin/bash"), [script.path, "70", scratch.url.path], in: scratch.url)
        #expect(made.status == 0, "\(made.stderr)")
        let cold = try DocGenProcess.run(["build", "--versions"], in: scratch.url)
        #expect(cold.status == 0, "\(cold.stderr)")
        let warm = try DocGenProcess.run(["build", "--versions"], in: scratch.url)
        #expect(warm.status == 0, "\(warm.stderr)")
        let releases = warm.stdout.split(separator: "\n").filter { $0.hasPrefix("  v") }
        #expect(releases.count == 70)
        #expect(releases.allSatisfy { $0.hasSuffix("(unchanged: from the build cache)") }, "\(warm.stdout)")
        #expect(warm.stdout.contains("identical to _site/, which was left untouched."), "\(warm.stdout)")

        // One page of the oldest release holds the menu's button and two links, not one entry per version, and the
        // changelog is one page per release at the root.
        let site = scratch.url.appendingPathComponent("_site")
        let page = try String(contentsOf: site.appendingPathComponent("v1.0.0/acme/index.html"), encoding: .utf8)
        #expect(!page.contains("v2.60.0"), "no other version named on an old page")
        let changelog = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("changelog").path)
        #expect(changelog.filter { !$0.hasSuffix(".md") && $0 != "index.html" }.count == 71, "70 releases and next")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("v2.0.0/changelog").path))

        // A new tag rebuilds the release it replaces at the root and itself; the 69 others come from the cache.
        let git = ["-c", "user.name=docgen", "-c", "user.email=docgen@example.com", "tag", "v3.0.0"]
        _ = try DocGenProcess.execute(URL(fileURLWithPath: "/usr/bin/git"), git, in: scratch.url,
                                      environment: ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"])
        let tagged = try DocGenProcess.run(["build", "--versions"], in: scratch.url)
        #expect(tagged.status == 0, "\(tagged.stderr)")
        #expect(tagged.stdout.split(separator: "\n").filter { $0.hasSuffix("(unchanged: from the build cache)") }.count == 69, "\(tagged.stdout)")
    }

    /// A record edited to name a file outside the site (its digest no longer its content's) is not used: the release
    /// is built again and the file outside is untouched.
    @Test func aReleaseRecordNamingAFileOutsideTheSiteIsNotUsed() throws {
        let scratch = try ScratchFolder()
        let script = DocGenProcess.fixtures.appendingPathComponent("versioned/make-repository.sh")
        _ = try DocGenProcess.execute(URL(fileURLWithPath: "/bin/bash"), [script.path, scratch.url.path], in: scratch.url)
        let first = try DocGenProcess.run(["build", "--versions"], in: scratch.url)
        #expect(first.status == 0, "\(first.stderr)")
        let victim = scratch.url.deletingLastPathComponent().appendingPathComponent("victim-\(UUID().uuidString).txt")
        try Data("secret".utf8).write(to: victim)
        defer { try? FileManager.default.removeItem(at: victim) }
        let records = scratch.url.appendingPathComponent(".docgen-cache/versions")
        for file in try FileManager.default.contentsOfDirectory(atPath: records.path) {
            let url = records.appendingPathComponent(file)
            var record = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
            var files = record["files"] as? [String: String] ?? [:]
            files["../../../\(victim.lastPathComponent)"] = "2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b"
            record["files"] = files
            try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys]).write(to: url)
        }
        let again = try DocGenProcess.run(["build", "--versions"], in: scratch.url)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!again.stdout.contains("(unchanged: from the build cache)"), "\(again.stdout)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "secret")
    }
}
