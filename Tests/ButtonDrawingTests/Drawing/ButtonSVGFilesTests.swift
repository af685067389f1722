import Foundation
import Testing
@testable import ButtonModel
@testable import ButtonDrawing
import DocGenTestSupport
import ButtonModelTestSupport
import ButtonDrawingTestSupport

@Suite struct ButtonSVGFilesTests {

    @Test func pathsAreUniqueAndSafe() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let files = try DrawingFixtures.allMatrices().flatMap { ButtonSVGFiles.files(of: $0.laidOut(with: measurer), measurer: measurer) }
        #expect(Set(files.map(\.path)).count == files.count)
        #expect(files.first?.path == "buttons/__backbase/primary/small--normal--light.svg")
        for file in files {
            #expect(file.path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-/.".contains($0)) }, "\(file.path)")
        }
    }

    @Test func safeSegmentsDifferForDifferentTexts() {
        let texts = ["Be", "\u{be}", "b-e", "b_e", "B", "_b", "\t", "9", "selected highlighted", "selected-highlighted"]
        let segments = texts.map(ButtonSVG.safeSegment)
        #expect(Set(segments).count == texts.count, "\(segments)")
        #expect(ButtonSVG.safeSegment("\t") == "_09")
    }

    /// Every SVG of every seed fixture is well-formed XML with a non-empty title that its root points to.
    @Test(.requires(.python3))
    func everySVGIsWellFormedWithATitle() throws {
        let measurer = try #require(ButtonFixtures.measurer)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-svg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var count = 0
        for matrix in try DrawingFixtures.allMatrices() {
            for file in ButtonSVGFiles.files(of: matrix.laidOut(with: measurer), measurer: measurer) {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
                count += 1
            }
        }
        let script = """
        import sys, pathlib, xml.etree.ElementTree as ET
        ns = '{http://www.w3.org/2000/svg}'
        bad = []
        files = sorted(pathlib.Path(sys.argv[1]).rglob('*.svg'))
        for f in files:
            root = ET.parse(f).getroot()
            title = root.find(ns + 'title')
            if root.tag != ns + 'svg' or title is None or not title.text or title.get('id') != root.get('aria-labelledby'):
                bad.append(str(f))
        print(len(files), len(bad), *bad[:5])
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(count) 0", "\(output)")
    }
}
