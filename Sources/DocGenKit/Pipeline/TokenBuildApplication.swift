import ButtonModel
import DesignTokens
import DocGenSupport
import TokenBuilds

/// Gives a system's token sets the values of the team's build output that `tokens: { build: … }` names: reads each
/// output once, settles the name rule (the one set, else inferred from every name against every token), and
/// overlays each set with the scope that stands for its context (`BuildScopeChoice`, `BuildOverlay`).
package struct TokenBuildApplication {
    package var setting: TokenBuildSetting
    package var system: DesignSystem

    /// The sets with the build's values, what reading and applying said, and every file read.
    package func apply(to sets: [TokenSet], files: any FileSource, limits: InputLimits) -> (sets: [TokenSet], diagnostics: [Diagnostic], read: [String]) {
        var outputs: [String: BuildOutput] = [:], diagnostics: [Diagnostic] = [], read: [String] = []
        for file in setting.allFiles {
            let path = system.path(file)
            read.append(path)
            switch BuildOutput.read(path, from: files, limits: limits) {
            case .success(let output):
                outputs[file] = output
                read += output.files.filter { $0 != path }
                diagnostics += output.warnings
            case .failure(let problem):
                diagnostics.append(problem)
            }
        }
        guard !outputs.isEmpty else { return (sets, diagnostics, read) }
        let (rule, inferred) = nameRule(outputs: Array(outputs.values), sets: sets)
        var result: [TokenSet] = [], seen = Set<String>(), overlaid = 0, added = 0
        for set in sets {
            var values: [BuiltValue] = [], named: [String] = []
            for file in setting.files {
                guard let output = outputs[file], let scope = BuildScopeChoice.scope(in: output, for: set, selectors: setting.selectors) else { continue }
                values += scope.values
                named.append(system.path(file))
            }
            for pair in set.contextPairs {
                for file in setting.contextFiles[pair.value] ?? [] {
                    guard let output = outputs[file],
                          let scope = BuildScopeChoice.scope(in: output, for: set, selectors: setting.selectors, fallback: true) else { continue }
                    values += scope.values
                    named.append(system.path(file))
                }
            }
            guard !values.isEmpty else { result.append(set); continue }
            let outcome = BuildOverlay.apply(values, file: named.joined(separator: ", "), to: set, rule: rule)
            result.append(outcome.set)
            overlaid = max(overlaid, outcome.overlaid)
            added = max(added, outcome.added.count)
            for diagnostic in outcome.diagnostics where seen.insert(diagnostic.code == "build.unmapped" ? diagnostic.code : diagnostic.description).inserted {
                diagnostics.append(diagnostic)
            }
        }
        let files = setting.allFiles.map(system.path).joined(separator: ", ")
        diagnostics.append(Diagnostic(severity: .note, location: setting.location, code: "build.applied",
                                      message: "\(overlaid) token\(overlaid == 1 ? "" : "s") take their values from \(files) (names: \(rule)\(inferred ? ", inferred" : ""))" +
                                        (added > 0 ? "; \(added) added from names no source defines" : "")))
        return (result, diagnostics, read)
    }

    /// The rule `system.yaml` sets, else the one that maps the most of the outputs' names to the sets' tokens.
    private func nameRule(outputs: [BuildOutput], sets: [TokenSet]) -> (BuildNameRule, inferred: Bool) {
        if let style = setting.nameRule { return (BuildNameRule(prefix: setting.prefix ?? "", style: style), false) }
        var names = Set<String>(), paths = Set<TokenPath>()
        for output in outputs { for scope in output.scopes { for value in scope.values { names.insert(value.name) } } }
        for set in sets { paths.formUnion(set.tokens.keys); paths.formUnion(set.leftOut) }
        let inference = BuildNameRule.infer(names: names.sorted(), paths: Array(paths), prefix: setting.prefix)
        return (inference.rule, true)
    }
}
