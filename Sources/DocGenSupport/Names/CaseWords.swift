/// Cuts a name into words as Style Dictionary's case transforms do (change-case's `split`): at `-`, `_`, `.`,
/// spaces and `/`, before a capital that follows a lowercase letter or a digit, and before the last capital of a
/// run that a lowercase letter follows (`XMLHttp` → `XML`, `Http`). Digits stay with the word they follow
/// (`size2` stays one word) unless `digitsApart`, as lodash's `words` cuts them (`ui300` → `ui`, `300`). The build
/// name rules and the draft's name reader both cut names so.
package enum CaseWords {
    package static func split(_ text: String, digitsApart: Bool = false) -> [String] {
        var words: [String] = [], current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == "-" || character == "_" || character == "." || character == " " || character == "/" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && (next?.isLowercase ?? false)) {
                    words.append(current)
                    current = ""
                }
            }
            if digitsApart, let previous = current.last, previous.isNumber != character.isNumber {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
