// swift-tools-version:6.0
import Foundation
import PackageDescription

let package = Package(
    name: "docgen",
    // Linux only: the site writer, the preview's watcher and supervisor call Linux system calls (renameat2, syncfs,
    // inotify) through Glibc, so no other platform is claimed.
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
        .library(name: "DocGenKit", targets: ["DocGenKit"]),
        // The token engine on its own: DTCG 2025.10 files and resolver documents, the conventions of public design
        // systems, alias resolution, color spaces and contrast, with the support it reports and reads through
        // (`Diagnostic`, `FileSource`, `InputLimits`).
        .library(name: "DesignTokens", targets: ["DesignTokens", "DocGenSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // C libraries from Debian's -dev packages.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // Reads files of a git revision from its objects, for `docgen diff`.
        .systemLibrary(
            name: "CGit2",
            pkgConfig: "libgit2",
            providers: [.apt(["libgit2-dev"])]
        ),
        // SHA-256 for the site manifest and the build cache: OpenSSL's, which uses the processor's SHA instructions.
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // renameat2(RENAME_EXCHANGE): swaps the new site into place in one system call.
        .target(name: "CAtomicRename"),

        // The built-in theme: Templates/ and Public/ embedded into the binary at build time (see Plugins/EmbedTheme).
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(name: "EmbedTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),
        .target(name: "BuiltInTheme", plugins: ["EmbedTheme"]),
        // docgen's own pages and scripts (the diff report, the preview's overlay and scripts): Assets/, embedded by the
        // same plugin, rendered as Mustache templates.
        .target(name: "BuiltInAssets", dependencies: ["Mustache"], plugins: ["EmbedTheme"]),

        // Mustache templates (the spec's core modules, partials and inheritance) with render limits: needs nothing
        // of the generator.
        .target(name: "Mustache"),

        // What every part of docgen stands on: diagnostics and their codes, file sources and read confinement, the
        // JSON reader and writer, the limits registry, parallel map and name suggestions. Depends on nothing.
        .target(name: "DocGenSupport"),
        // The token engine: readers, the loader and alias resolver, conventions, color math. Another Swift tool can
        // use it without the site generator.
        .target(name: "DesignTokens", dependencies: ["DocGenSupport"]),
        // A team's own build output read beside its sources: CSS custom properties, Style Dictionary's JSON and
        // JavaScript, asset catalogs and Android resources, the name rules that map them to tokens, the overlay of
        // built values on resolved ones, and the comparison of `docgen tokens --against`.
        .target(name: "TokenBuilds", dependencies: ["DocGenSupport", "DesignTokens"]),

        // YAML read into values with their places (one reader, on Yams), the nesting and size limits held before any
        // value is walked, and settings tables from which a settings file's reader, its merge with flags and its
        // reference page derive.
        .target(
            name: "DocGenYAML",
            dependencies: [
                "DocGenSupport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Markdown pages: the one file that calls libcmark (blocks, headings, links and directive fences copied into
        // Swift values with their source lines), front matter, the directive fence's syntax, and the raw-HTML policy.
        .target(
            name: "DocGenMarkdown",
            dependencies: [
                "DocGenSupport",
                "DocGenYAML",
                "Mustache",
                "CCmark",
            ]
        ),
        // The button model: component definitions and their YAML, state matrices and their cells, text sizes, the
        // label measured through HarfBuzz, each cell's layout, and `DesignSystem`. Knows no check, page or build.
        .target(
            name: "ButtonModel",
            dependencies: [
                "DocGenSupport",
                "DesignTokens",
                "TokenBuilds",
                "DocGenYAML",
                "CHarfBuzz",
            ]
        ),

        // The reading of a team's Button token names for `docgen draft`: names split into words, the vocabulary (data a
        // team can extend), the Button's families, and each word classified with the evidence that decided it.
        .target(
            name: "ButtonDraft",
            dependencies: [
                "DocGenSupport",
                "DesignTokens",
                "DocGenYAML",
                "ButtonModel",
            ]
        ),

        // The checks: each rule a `CheckRule` named by `CheckRuleID`, run over every cell of a matrix; findings with
        // the diagnostics' severity; reports as text, JSON, SARIF (the one writer, which `docgen diff` also fills)
        // and GitHub annotations; the baseline of accepted failures. Knows no build, page or cache.
        .target(
            name: "DocGenChecks",
            dependencies: [
                "DocGenSupport",
                "DesignTokens",
                "ButtonModel",
            ]
        ),

        // The pictures of a cell, drawn from the laid-out model alone: its SVG (the label as outlines of the shipped
        // fonts), the files of every variant and state, and the anatomy and spec drawings. Knows no page or build.
        .target(
            name: "ButtonDrawing",
            dependencies: [
                "DocGenSupport",
                "DesignTokens",
                "ButtonModel",
                "DocGenChecks",
                "Mustache",
            ]
        ),

        // The generator: every behaviour, no argv, no printing.
        .target(
            name: "DocGenKit",
            dependencies: [
                "DocGenSupport",
                "DesignTokens",
                "TokenBuilds",
                "DocGenYAML",
                "DocGenMarkdown",
                "ButtonModel",
                "DocGenChecks",
                "ButtonDrawing",
                "ButtonDraft",
                "BuiltInTheme",
                "Mustache",
                "CCrypto",
                "CAtomicRename",
            ]
        ),
        // Review: `docgen diff` (two sides analysed by the site's steps and compared), versioned sites and their
        // changelog, and the git revisions both read through libgit2. Above the generator: it plugs its parts and
        // template values into a build through `BuildExtension`.
        .target(
            name: "DocGenReview",
            dependencies: [
                "DocGenSupport",
                "DesignTokens",
                "ButtonModel",
                "DocGenChecks",
                "ButtonDrawing",
                "DocGenMarkdown",
                "DocGenKit",
                "BuiltInAssets",
                "Mustache",
                "CGit2",
            ]
        ),
        // The preview server of `docgen serve`: its own HTTP/1.1 server on POSIX sockets, the file watcher, incremental rebuilds, reload events.
        .target(
            name: "DocGenServe",
            dependencies: ["DocGenKit", "DocGenReview", "DocGenSupport", "DesignTokens", "ButtonModel", "ButtonDrawing", "BuiltInAssets", "Mustache"]
        ),
        // One file per subcommand: parse arguments, call DocGenKit, print.
        .target(
            name: "DocGenCLI",
            dependencies: [
                "DocGenKit",
                "DocGenServe",
                "DocGenReview",
                "DocGenSupport",
                "DesignTokens",
                "TokenBuilds",
                "ButtonModel",
                "DocGenChecks",
                "ButtonDrawing",
                "ButtonDraft",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "docgen", dependencies: ["DocGenCLI"]),
        // Parses and resolves 100,000 generated tokens; prints the time and peak memory.
        .executableTarget(name: "TokenBenchmark", dependencies: ["DocGenSupport", "DesignTokens"], path: "Benchmarks/TokenBenchmark"),

        // What the tests share: temporary folders, the stopwatch, `hex`, the token fixtures, the one snapshot helper
        // (its files under Snapshots/), the external tools the raster tests need, and the fixtures more than one test
        // target reads (under Fixtures/, located in the source tree). Above the token engine only, so that its tests
        // build without the C libraries. In no product.
        .target(
            name: "DocGenTestSupport",
            dependencies: ["DocGenSupport", "DesignTokens"],
            path: "Tests/DocGenTestSupport",
            exclude: ["Fixtures", "Snapshots"]
        ),
        // What the tests of the button model, the checks and above share: token sets built in code, the seed
        // systems' matrices, the text-size and lifecycle fixtures, a sample cell and a small findings report. In no
        // product.
        .target(
            name: "ButtonModelTestSupport",
            dependencies: ["DocGenSupport", "DesignTokens", "ButtonModel", "DocGenChecks", "DocGenTestSupport"],
            path: "Tests/ButtonModelTestSupport"
        ),

        // Cells drawn and rasterized as the site draws them, for the drawing's tests and the pages' tests.
        .target(
            name: "ButtonDrawingTestSupport",
            dependencies: ["DesignTokens", "ButtonModel", "ButtonDrawing", "DocGenTestSupport", "ButtonModelTestSupport"],
            path: "Tests/ButtonDrawingTestSupport"
        ),

        // One test target per source target, each depending on its target and on what its files import.
        .testTarget(
            name: "DocGenSupportTests",
            dependencies: ["DocGenSupport", "DocGenTestSupport"]
        ),
        // The token engine's tests: its readers, loader, resolution, conventions and color math (`@testable import
        // DesignTokens`), and its public API used as another tool would. They build without the C libraries.
        .testTarget(
            name: "DesignTokensTests",
            dependencies: ["DocGenSupport", "DesignTokens", "TokenBuilds", "DocGenTestSupport"],
            exclude: ["Conformance/Cases"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "TokenBuildsTests",
            dependencies: ["TokenBuilds", "DocGenSupport", "DesignTokens", "DocGenTestSupport"]
        ),
        .testTarget(
            name: "DocGenYAMLTests",
            dependencies: ["DocGenYAML", "DocGenSupport"]
        ),
        .testTarget(
            name: "DocGenMarkdownTests",
            dependencies: ["DocGenMarkdown", "DocGenSupport"]
        ),
        .testTarget(
            name: "MustacheTests",
            dependencies: ["Mustache"],
            exclude: ["Conformance/MustacheCases"]
        ),
        .testTarget(
            name: "ButtonModelTests",
            dependencies: ["ButtonModel", "DocGenSupport", "DesignTokens", "TokenBuilds", "DocGenYAML", "DocGenTestSupport", "ButtonModelTestSupport"]
        ),
        // The name reader's tests, on public token files as published (Fixtures/public/<system>/).
        .testTarget(
            name: "ButtonDraftTests",
            dependencies: ["ButtonDraft", "DocGenSupport", "DesignTokens", "DocGenYAML", "ButtonModel", "DocGenTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "DocGenChecksTests",
            dependencies: ["DocGenChecks", "ButtonModel", "DocGenSupport", "DesignTokens", "DocGenTestSupport", "ButtonModelTestSupport"]
        ),
        .testTarget(
            name: "DocGenKitTests",
            dependencies: [
                "DocGenKit", "DocGenReview", "DocGenSupport", "DesignTokens", "TokenBuilds", "DocGenYAML", "DocGenMarkdown", "ButtonModel", "DocGenChecks", "ButtonDrawing",
                "Mustache", "DocGenTestSupport", "ButtonModelTestSupport", "ButtonDrawingTestSupport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "DocGenReviewTests",
            dependencies: [
                "DocGenReview", "DocGenKit", "DocGenSupport", "DesignTokens", "TokenBuilds", "DocGenYAML", "DocGenMarkdown", "ButtonModel", "DocGenChecks", "ButtonDrawing",
                "Mustache", "DocGenTestSupport", "ButtonModelTestSupport",
            ]
        ),
        .testTarget(
            name: "ButtonDrawingTests",
            dependencies: ["ButtonDrawing", "ButtonModel", "DocGenChecks", "DesignTokens", "DocGenSupport", "DocGenTestSupport",
                           "ButtonModelTestSupport", "ButtonDrawingTestSupport"]
        ),
        .testTarget(
            name: "DocGenServeTests",
            dependencies: ["DocGenServe", "DocGenKit", "DocGenReview", "DocGenSupport", "DesignTokens", "ButtonModel", "BuiltInAssets", "Mustache"]
        ),
        .testTarget(
            name: "DocGenEndToEndTests",
            dependencies: ["DocGenKit", "DocGenReview", "DocGenSupport", "DesignTokens", "TokenBuilds", "DocGenYAML", "ButtonModel", "DocGenChecks"],
            exclude: ["Fixtures"]
        ),
    ]
)

// libFuzzer targets, built only by scripts/fuzz.sh (DOCGEN_FUZZ=1): outside such a build nothing defines
// LLVMFuzzerRunDriver, so ordinary builds leave them out. docgen's Swift libraries and the fuzz target are instrumented
// (-sanitize=fuzzer,address) through their own settings, so that the build's other tools (the theme embedder)
// stay plain executables.
if ProcessInfo.processInfo.environment["DOCGEN_FUZZ"] != nil {
    let instrumented: [String] = ["-sanitize=fuzzer,address", "-enable-testing"]
    for target in package.targets where ["DocGenSupport", "DesignTokens", "TokenBuilds", "DocGenYAML", "DocGenMarkdown", "ButtonModel", "DocGenChecks", "ButtonDrawing", "DocGenKit",
                                                 "DocGenReview", "Mustache"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(instrumented)]
    }
    package.products.append(.executable(name: "DocGenFuzz", targets: ["DocGenFuzz"]))
    package.targets += [
        .target(name: "CFuzzMain", path: "Fuzz/CFuzzMain"),
        // -parse-as-library for this target alone: libFuzzer's entry point is a @_cdecl function, not top-level code.
        .executableTarget(name: "DocGenFuzz", dependencies: ["DocGenSupport", "DesignTokens", "TokenBuilds", "DocGenMarkdown", "ButtonModel", "DocGenKit",
                                                                  "DocGenReview", "Mustache", "CFuzzMain"], path: "Fuzz/DocGenFuzz",
                          swiftSettings: [.unsafeFlags(instrumented + ["-parse-as-library"])],
                          linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]),
    ]
}
