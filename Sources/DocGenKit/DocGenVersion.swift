import ButtonModel

public enum DocGenVersion {
    public static let current = "0.1.0"
}
