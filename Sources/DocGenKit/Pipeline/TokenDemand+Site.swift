import ButtonModel
import DesignTokens
import DocGenSupport

extension TokenDemand {
    /// What a system's component definitions name, and the tokens the site's parts declare they list of it
    /// (`DirectivePart.tokenPrefixes`).
    package init(system: DesignSystem, in context: BuildContext) {
        self.init()
        tokens = system.components.flatMap(\.tokenReferences) + system.tokensNamedByInvalidComponents
        for page in context.pages {
            for invocation in page.document.directives {
                let listed = context.directives.tokenPrefixes(invocation)
                guard !listed.isEmpty, (invocation["system"] ?? context.system(of: page)?.id) == system.id else { continue }
                prefixes += listed
            }
        }
    }
}
