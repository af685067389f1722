import Foundation

/// How far one rendering may go: how deep sections, blocks, parents and partials may nest, how large the output
/// may grow, and a budget shared by every page of a site.
public struct MustacheRenderLimits: Sendable {
    /// Levels of sections, blocks, parents and included partials open inside one another.
    public var nestingDepth: Int
    /// Bytes of output; every tag rendered, every item of a list section and every scope a name is looked up in past
    /// the innermost weighs `bytesPerStep` more, so that templates that expand without printing are bounded too.
    public var outputSize: Int
    /// What every page of the site may spend together, `nil` for no such bound.
    public var site: MustacheSiteBudget?

    /// What one step of rendering weighs against `outputSize` and the site's budget: as much as a short line of
    /// output, so that a page whose tags print what a page's tags usually print stays within its bytes.
    public static let bytesPerStep = 16

    /// The limits when none are given: docgen's own defaults for nesting and for one generated file (its input
    /// limits `nesting-depth` and `output-size`, which a test holds equal to these).
    public static let defaultNestingDepth = 512
    public static let defaultOutputSize = 32 << 20

    public init(nestingDepth: Int = defaultNestingDepth, outputSize: Int = defaultOutputSize, site: MustacheSiteBudget? = nil) {
        self.nestingDepth = nestingDepth
        self.outputSize = outputSize
        self.site = site
    }
}

/// Bytes and steps that the renderings of a site's pages, on any number of threads, may spend together: once they
/// are spent, every rendering stops.
public final class MustacheSiteBudget: @unchecked Sendable {
    public let limit: Int
    private let lock = NSLock()
    private var spent: Int

    /// A budget of `limit`, of which `spent` is already gone (the files the site holds before its pages).
    public init(limit: Int, spent: Int = 0) {
        self.limit = limit
        self.spent = spent
    }

    /// Whether the renderings passed the limit.
    public var isExhausted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return spent > limit
    }

    /// Spends `amount`; false when the total passes the limit.
    func spend(_ amount: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        spent += amount
        return spent <= limit
    }
}

/// Why a template could not be rendered.
public enum MustacheRenderError: Error, Hashable, Sendable {
    /// Sections, blocks, parents and partials nested more than `limit` levels deep, at the tag `line`:`column` of
    /// `template` (a template that includes itself without end).
    case nestedTooDeep(template: String, line: Int, column: Int, limit: Int)
    /// The output passed `limit` bytes.
    case outputTooLarge(limit: Int)
    /// Rendering took more than `limit / MustacheRenderLimits.bytesPerStep` steps while printing less.
    case expandsTooFar(limit: Int)
    /// The site's pages together passed the shared budget's `limit`.
    case siteTooLarge(limit: Int)
}
