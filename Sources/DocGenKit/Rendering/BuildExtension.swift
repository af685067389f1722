import Mustache
import DocGenSupport
import DesignTokens
import ButtonModel

/// A capability built on the site build (a versioned site's changelog and version menu) plugs in here rather than
/// adding fields to `BuildContext`: it adds parts to the page's registry and values to every page's template. The
/// caller registers it on the context (`BuildContext.register(_:)`) before the steps run; the steps know nothing of
/// what it is.
public protocol BuildExtension: Sendable {
    /// The parts it adds to the registry; a part named like one already there takes its place.
    var parts: [any DirectivePart] { get }

    /// The values it adds at the top of `page`'s template context (beside `site`, `page`, `root`); `root` is the page's
    /// way back to the site's root.
    func templateValues(for page: Page, root: String) -> [String: TemplateValue]

    /// The values it adds under `page` in the template context of `page`, a page of `system` when it belongs to one.
    func pageValues(for page: Page, system: DesignSystem?, root: String) -> [String: TemplateValue]
}

extension BuildExtension {
    public var parts: [any DirectivePart] { [] }
    public func templateValues(for page: Page, root: String) -> [String: TemplateValue] { [:] }
    public func pageValues(for page: Page, system: DesignSystem?, root: String) -> [String: TemplateValue] { [:] }
}
