import ButtonModel
import DesignTokens
import DocGenSupport

extension TokenDemand {
    /// What a system's component definitions name, and the token tables the site's pages show of it.
    package init(system: DesignSystem, in context: BuildContext) {
        self.init()
        tokens = system.components.flatMap(\.tokenReferences) + system.tokensNamedByInvalidComponents
        for page in context.pages {
            for invocation in page.document.directives where invocation.name == "tokens" {
                let target = invocation["system"] ?? context.system(of: page)?.id
                guard target == system.id else { continue }
                prefixes.append(invocation["prefix"].map { TokenPath(dotted: $0) } ?? TokenPath([]))
            }
        }
    }
}
