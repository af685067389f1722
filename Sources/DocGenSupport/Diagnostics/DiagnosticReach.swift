/// Which warnings change a value a reader sees, and how many such values each changes: one fact, computed once from
/// the resolved tokens (`ResolvedToken.uncertainties` name every carrier a value passes through) and, in a build, the
/// cells that use them; the grouped summary, `docgen tokens` and the site's panel all order by it (`Diagnostic.reach`).
///
/// A warning changes a value when its place names a token (`location.path`) whose value is uncertain, or that
/// carries an uncertainty another value passes through: a recipe docgen does not compute on a color twelve cells
/// paint with reaches those twelve cells. A warning about a token no uncertain value passes through (a member
/// docgen ignores safely, a deprecated alias nothing draws) changes nothing, and comes after.
public enum DiagnosticReach {
    /// `diagnostics` with `reach` set on each warning and note placed at a token path `counts` gives a count for.
    /// Errors are left as they are: they stop the build whatever they change.
    public static func apply(_ counts: [String: Int], unit: Diagnostic.Reach.Unit, to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !counts.isEmpty else { return diagnostics }
        return diagnostics.map { diagnostic in
            guard diagnostic.severity != .error, let path = diagnostic.location.path, let count = counts[path], count > 0 else { return diagnostic }
            var reached = diagnostic
            reached.reach = Diagnostic.Reach(count, unit)
            return reached
        }
    }

    /// `diagnostics` in the order a reader should meet them: those that change values first, most reached first,
    /// then the rest, each part in its order.
    public static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let changing = diagnostics.enumerated().filter { $0.element.reach != nil }
            .sorted { ($0.element.reach!.count, -$0.offset) > ($1.element.reach!.count, -$1.offset) }.map(\.element)
        return changing + diagnostics.filter { $0.reach == nil }
    }
}
