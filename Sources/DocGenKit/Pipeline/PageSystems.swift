import ButtonModel

/// The design systems a page shows: what a token edit of one system must render again. A page shows its own system
/// (the one whose folder holds it: its checks summary, its "How these values were read" panel, its parts without a
/// `system=`), the system each part names with `system=`, and every system when a part compares them all.
package enum PageSystems {
    /// The ids of the systems `page` shows; nil when it shows every system.
    package static func shown(by page: Page, in context: BuildContext) -> Set<String>? {
        var ids = Set<String>()
        if let own = context.system(of: page) { ids.insert(own.id) }
        for invocation in page.document.directives {
            if context.directives.parts[invocation.name]?.showsEverySystem ?? false { return nil }
            if let named = invocation["system"] { ids.insert(named) }
        }
        return ids
    }
}
