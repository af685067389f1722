import DocGenSupport
import DocGenYAML


/// What a build does with raw HTML in a page (`site.yaml`: `markdown: { raw-html: … }`).
///
/// Whatever the policy, a `javascript:`, `vbscript:`, `data:` or `file:` address never reaches the site.
public enum RawHTMLPolicy: String, CaseIterable, Hashable, Sendable {
    /// The default: raw HTML, and links to unsafe addresses, are errors at their line and column.
    case error
    /// Raw HTML is left out of the page and unsafe links lose their destination, each with a warning.
    case omit
    /// Raw HTML is copied into the page as written, unless it holds a script, a frame, an event-handler attribute
    /// or an unsafe address (an error); links to unsafe addresses stay errors.
    case allow
}
