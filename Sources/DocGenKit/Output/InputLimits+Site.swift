import ButtonModel
import DesignTokens
import DocGenSupport

/// The limits of the site a build writes, and the list of every limit docgen knows.
extension InputLimits.Name {
    /// Bytes one rendered page or generated file may have (templates, partials and their expansions included).
    package static let outputSize = InputLimits.Name("output-size", default: 32 << 20, what: "bytes in one generated page or file")
    /// Bytes of the whole site: every page, picture and copied public file.
    package static let siteSize = InputLimits.Name("site-size", default: 1 << 30, what: "bytes in the whole site")

    /// Every limit, in the order the manual and `--limit`'s help list them.
    package static let all: [InputLimits.Name] = [.fileSize, .nestingDepth, .aliasChain, .listSize, .tokens, .resolverPermutations,
                                                  .componentCells, .yamlNodes, .suggestionNameLength, .outputSize, .siteSize, .labelLength]
}

extension InputLimits {
    package var outputSize: Int { self[.outputSize] }
    package var siteSize: Int { self[.siteSize] }
}
