/// Refuses an option name longer than any docgen has before argument-parser reads the arguments: its "did you
/// mean" compares an unknown option with every known one, character by character, and one argument can hold
/// 128 KB (a `-aaa…` of that size took 10 s). docgen's longest option name is far below the bound.
enum OptionNameGuard {
    static let maximumLength = 64

    /// The usage error for the first over-long option name in `arguments` (up to a `--`), or nil.
    static func problem(in arguments: [String]) -> String? {
        for argument in arguments {
            if argument == "--" { return nil }
            guard argument.hasPrefix("-") else { continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard name.utf8.count > maximumLength else { continue }
            return "Error: '\(name.prefix(24))…' (\(name.utf8.count) bytes) is not an option of docgen.\n"
                + "  See 'docgen --help' for the options."
        }
        return nil
    }
}
