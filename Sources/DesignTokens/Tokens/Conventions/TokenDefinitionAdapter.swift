import DocGenSupport

/// A convention that gives a token its value for one permutation before any alias is resolved, by rewriting the
/// definitions as written: values keyed by mode inside the value (`PerModeValues`), then per-context values kept in
/// `$extensions` (`ContextValues`). The value adapters (`TokenValueAdapter`) then read and adjust values while
/// resolving. Returns the warnings; a definition with no value in the permutation is taken out.
package protocol TokenDefinitionAdapter {
    func apply(to definitions: inout [TokenDefinition]) -> [TokenError]
}

extension PerModeValues: TokenDefinitionAdapter {}
extension ContextValues: TokenDefinitionAdapter {}
