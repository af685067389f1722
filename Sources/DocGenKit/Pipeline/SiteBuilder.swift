import DesignTokens
import Foundation

/// The library's entry point for `docgen build`.
public struct SiteBuilder: Sendable {
    public struct Summary: Sendable {
        public var pagesWritten: Int
        public var filesWritten: Int
        public var findings: [Finding]
        public var warnings: [Diagnostic]
        public var seconds: Double
    }

    public var configuration: BuildConfiguration
    public var pipeline: BuildPipeline

    public init(configuration: BuildConfiguration, pipeline: BuildPipeline = .site) {
        self.configuration = configuration
        self.pipeline = pipeline
    }

    /// Builds the site. Throws `InvalidInputError` with every problem when the input is invalid; the previous site
    /// is then left as it was.
    public func build(onEvent: (BuildPipeline.Event) -> Void = { _ in }) throws -> Summary {
        let start = DispatchTime.now().uptimeNanoseconds
        var context = BuildContext(configuration: configuration)
        try pipeline.run(&context, onEvent: onEvent)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Summary(pagesWritten: context.pages.count, filesWritten: context.output.paths.count + 1, findings: context.findings,
                       warnings: context.diagnostics.filter { $0.severity != .error }, seconds: seconds)
    }
}
