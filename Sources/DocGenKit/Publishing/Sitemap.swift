import ButtonModel
import Mustache

/// `sitemap.xml` (sitemaps.org protocol 0.9): the address of every page, sorted by address, with no dates so that the same
/// input gives the same bytes. Written only when the base URL is known: a sitemap lists absolute addresses.
public enum Sitemap {
    public static let path = "sitemap.xml"

    public static func xml(pages: [Page], baseURL: BaseURL) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"# + "\n"
        for address in pages.map({ baseURL.address(of: $0.outputPath) }).sorted() {
            xml += "<url><loc>\(HTMLEscaping.svg(address))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
