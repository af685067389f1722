import ButtonModel
import DesignTokens
import DocGenSupport
import Foundation

extension BuildStep {
    /// Loads the fonts labels are measured and drawn with: the theme's Inter, and the files each design system (or
    /// `docgen.yaml`) names for the families of its typography tokens. A label whose family has no file is set in
    /// Inter, with a warning naming the substitution.
    public static let loadFonts = BuildStep(.loadFonts, label: "Load fonts") { context in
        context.reads.forget(.loadFonts)
        // The theme's fonts, overridden by the project's Public/fonts.
        context.reads.folder(FileTree.join(context.configuration.publicDirectory, "fonts"), .init(.loadFonts))
        let publicFolder = try context.themeFolder(.public)
        let inter: TextMeasurer
        do throws(TextMeasurerError) {
            inter = try TextMeasurer(theme: publicFolder)
        } catch {
            throw Diagnostic(location: error.diagnostic.location, code: "fonts.missing", message: "The fonts that buttons are measured with cannot be read.",
                             hint: "A project's Public/fonts replaces the built-in \(TextMeasurer.fontFiles.map(\.file).joined(separator: ", ")) file by file; remove or fix the unreadable one.")
        }
        var systemFamilies: [String: [String: TextMeasurer]] = [:]
        let files = context.files
        let limit = context.limits.fileSize
        // What each system's fonts gave, by system index: added to the build's diagnostics in the order found, and
        // kept on the system for its pages.
        var said = [[Diagnostic]](repeating: [], count: context.systems.count)
        for (index, system) in context.systems.enumerated() {
            var refusals: [Diagnostic] = []
            var read: [String] = []
            defer { for path in read { context.reads.file(path, .init(.loadFonts, system: system.id)) } }
            let named = context.configuration.fonts.merging(system.manifest.fonts) { _, own in own }
            for (family, paths) in named.sorted(by: { $0.key < $1.key }) {
                do throws(TextMeasurerError) {
                    let measurer = try TextMeasurer(family: family, files: paths) { path in
                        read.append(path)
                        switch files.read(path, maximumSize: limit) {
                        case .bytes(let bytes): return Data(bytes)
                        case .missing: return nil
                        case .refused(let refusal):
                            refusals.append(refusal.diagnostic(at: system.manifest.location))
                            return nil
                        }
                    }
                    systemFamilies[system.id, default: [:]][family] = measurer
                    context.systemFonts.add(system: system.id, family: family, files: measurer.files)
                } catch where !refusals.isEmpty {
                    said[index] += refusals
                    refusals = []
                } catch {
                    said[index].append(Diagnostic(location: system.manifest.location, code: "fonts.missing",
                                                          message: "The font file \(error.path) of `\(family)` cannot be read.",
                                                          hint: "Fix the path under `fonts:` (relative to the file that names it); it must be an OpenType or TrueType file."))
                }
            }
        }
        context.diagnostics += said.joined()
        let measurer = inter.adding(systemFamilies: systemFamilies)
        context.measurer = measurer
        var substituted = [[Diagnostic]](repeating: [], count: context.systems.count)
        for (index, system) in context.systems.enumerated() {
            let stacks = Set(system.matrices.flatMap(\.cells).map(\.metrics.fontFamily)).filter { !$0.isEmpty }
            for stack in stacks.sorted(by: { $0.joined(separator: ",") < $1.joined(separator: ",") })
            where !stack.contains(where: { measurer.hasFamily($0, inSystem: system.id) }) {
                substituted[index].append(Diagnostic(
                    severity: .warning, location: system.manifest.location, code: "fonts.substituted",
                    message: "No font file for `\(stack.joined(separator: ", "))`, which \(system.manifest.name)'s labels are set in: they are measured and drawn with the built-in Inter instead.",
                    hint: "Name the files under `fonts:` in system.yaml, e.g. fonts: { \(stack[0]): [fonts/\(stack[0].replacingOccurrences(of: " ", with: ""))-Regular.ttf] }."))
            }
        }
        context.diagnostics += substituted.joined()
        for index in context.systems.indices {
            context.systems[index].fontDiagnostics = said[index] + substituted[index]
        }
    }
}
