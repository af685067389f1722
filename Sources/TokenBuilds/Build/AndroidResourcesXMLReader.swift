import DocGenSupport
import DesignTokens

/// A strict reader for the XML of Android resource files (XML 1.0: elements, attributes, text, comments, processing
/// instructions, the five predefined entities and character references, CDATA sections), with the line and column
/// (1-based, in bytes) of every element and of every error.
///
/// A document type declaration is refused: resource files have none, and entities it could declare are not expanded.
/// Foundation's `XMLParser` is not used: on Linux it needs libxml2 through FoundationXML, and it reports no column.
package enum AndroidResourcesXMLReader {
    /// The root element of `bytes`, or where and why the XML is malformed.
    package static func read(_ bytes: [UInt8], maximumDepth: Int = 256) -> Result<AndroidResourcesXMLElement, AndroidResourcesXMLError> {
        var cursor = AndroidResourcesXMLCursor(bytes: bytes)
        do {
            guard String(validating: bytes, as: UTF8.self) != nil else {
                throw AndroidResourcesXMLError(line: 1, column: 1, message: "the file is not UTF-8 text; save it as UTF-8")
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.offset = 3; cursor.lineStart = 3 }
            try cursor.skipMisc()
            guard cursor.peek == UInt8(ascii: "<") else { throw cursor.error("expected the root element, found \(cursor.found)") }
            let root = try readElement(&cursor, maximumDepth: maximumDepth)
            try cursor.skipMisc()
            if !cursor.atEnd { throw cursor.error("unexpected \(cursor.found) after the root element") }
            return .success(root)
        } catch let error as AndroidResourcesXMLError {
            return .failure(error)
        } catch {
            return .failure(AndroidResourcesXMLError(line: 1, column: 1, message: "\(error)"))
        }
    }

    /// Reads one element and everything inside it, with a stack rather than recursion.
    private static func readElement(_ cursor: inout AndroidResourcesXMLCursor,
                                    maximumDepth: Int) throws -> AndroidResourcesXMLElement {
        var open: [AndroidResourcesXMLElement] = []
        while true {
            // At the `<` of a start tag.
            let (element, selfClosing) = try cursor.startTag()
            var finished: AndroidResourcesXMLElement?
            if selfClosing {
                finished = element
            } else {
                guard open.count < maximumDepth else { throw cursor.error("elements nest deeper than \(maximumDepth) levels") }
                open.append(element)
            }
            while true {
                if let done = finished {
                    if open.isEmpty { return done }
                    open[open.count - 1].children.append(done)
                    finished = nil
                }
                if try readContent(&cursor, into: &open) { break }
                finished = open.removeLast()
            }
        }
    }

    /// Reads text, comments, CDATA and end tags inside the innermost open element. Returns `true` at the `<` of a
    /// child's start tag; `false` once the innermost element's end tag is read (it is then complete, still on the stack).
    private static func readContent(_ cursor: inout AndroidResourcesXMLCursor,
                                    into open: inout [AndroidResourcesXMLElement]) throws -> Bool {
        let index = open.count - 1
        while true {
            guard let byte = cursor.peek else {
                throw cursor.error("the file ends inside <\(open[index].name)> (line \(open[index].line)); close it with </\(open[index].name)>")
            }
            if byte != UInt8(ascii: "<") {
                open[index].text += try cursor.text()
            } else if cursor.startsWith("<!--") {
                try cursor.comment()
            } else if cursor.startsWith("<![CDATA[") {
                open[index].text += try cursor.cdata()
            } else if cursor.startsWith("<?") {
                try cursor.processingInstruction()
            } else if cursor.startsWith("</") {
                try cursor.endTag(of: open[index])
                return false
            } else if cursor.startsWith("<!") {
                throw cursor.error("a declaration (<!…) inside an element; resource files hold elements, text and comments")
            } else {
                return true
            }
        }
    }
}
