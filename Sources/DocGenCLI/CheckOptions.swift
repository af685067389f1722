import ArgumentParser
import ButtonModel
import DocGenKit
import DocGenChecks

/// Thresholds of the checks, shared by `build` and `check`. A flag wins over `docgen.yaml`'s `checks`.
struct CheckOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(ProjectFile.settings.summary(of: "checks.touchTarget"), valueName: "preset|points"))
    var touchTarget: String?

    @Option(name: .long, help: ArgumentHelp(ProjectFile.settings.summary(of: "checks.apcaMinimum"), valueName: "Lc"))
    var apcaMinimum: Double?

    func validate() throws {
        if let touchTarget, minimum == nil {
            throw ValidationError("--touch-target takes apple, material, wcag or a positive number of points, not '\(touchTarget)'.")
        }
        if let apcaMinimum, !(apcaMinimum > 0 && apcaMinimum <= 108) {
            throw ValidationError("--apca-minimum takes an Lc between 0 and 108.")
        }
    }

    private var minimum: TouchTargetMinimum? {
        touchTarget.flatMap { TouchTargetMinimum(presetNamed: $0) ?? Double($0).flatMap { TouchTargetMinimum(points: $0) } }
    }

    /// The flags as project settings, to lay over the project file.
    func flags(over flags: ProjectFile) -> ProjectFile {
        var flags = flags
        flags.touchTargetMinimum = minimum
        flags.apcaMinimum = apcaMinimum
        return flags
    }
}
