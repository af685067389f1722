/// One named step of a build. Steps add diagnostics for bad input; the pipeline stops after a step that found errors.
public struct BuildStep: Sendable {
    public var name: String
    public var body: @Sendable (inout BuildContext) throws -> Void

    public init(_ name: String, body: @escaping @Sendable (inout BuildContext) throws -> Void) {
        self.name = name
        self.body = body
    }
}
