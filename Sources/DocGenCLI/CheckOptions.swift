import ArgumentParser
import DocGenKit

/// Thresholds of the checks, shared by `build` and `check`.
struct CheckOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Touch-target minimum: apple (44 pt), material (48), wcag (24), or a number of points.",
                                            valueName: "preset|points"))
    var touchTarget = "apple"

    @Option(name: .long, help: ArgumentHelp("The APCA Lc a label should reach (advisory).", valueName: "Lc"))
    var apcaMinimum: Double = APCARule.defaultMinimum

    func validate() throws {
        guard minimum != nil else {
            throw ValidationError("--touch-target takes apple, material, wcag or a positive number of points, not '\(touchTarget)'.")
        }
        guard apcaMinimum > 0, apcaMinimum <= 108 else {
            throw ValidationError("--apca-minimum takes an Lc between 0 and 108.")
        }
    }

    private var minimum: TouchTargetMinimum? {
        TouchTargetMinimum(presetNamed: touchTarget) ?? Double(touchTarget).flatMap { TouchTargetMinimum(points: $0) }
    }

    var configuration: CheckConfiguration {
        CheckConfiguration(touchTargetMinimum: minimum ?? .apple, apcaMinimum: apcaMinimum)
    }
}
