/// How long one step of a rebuild took.
public struct StepTime: Sendable, Equatable {
    public var name: String
    public var seconds: Double
}
