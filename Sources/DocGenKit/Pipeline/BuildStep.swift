import ButtonModel

/// One step of a build. Steps add diagnostics for bad input; the pipeline stops after a step that found errors, unless
/// the step `readsOnAfterErrors`: then the next step runs too, on what did read, so that one run reports the errors of
/// every layer (a broken token file and a broken component definition together).
///
/// A step is known by its `id` everywhere a build decides something (which steps a rebuild runs, which files a step
/// made, which step a pipeline leaves out); its `label` is only what a terminal or a timings table prints.
public struct BuildStep: Sendable {
    /// What a step is (`BuildStepID`). Each step of the site build has one; a pipeline holds each at most once.
    public typealias ID = BuildStepID

    public var id: ID
    public var label: String
    public var body: @Sendable (inout BuildContext) throws -> Void
    /// Whether the steps after this one still run when the build has errors: the step leaves out what failed (a
    /// token that cannot resolve, a definition that does not parse) and the next steps read the rest.
    public var readsOnAfterErrors: Bool

    public init(_ id: ID, label: String, readsOnAfterErrors: Bool = false, body: @escaping @Sendable (inout BuildContext) throws -> Void) {
        self.id = id
        self.label = label
        self.readsOnAfterErrors = readsOnAfterErrors
        self.body = body
    }
}
