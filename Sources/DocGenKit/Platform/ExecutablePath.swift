import DesignTokens
import Foundation
import DocGenSupport
import ButtonModel

/// Where the running docgen binary is: the one file that names Linux's `/proc/self/exe`, with Foundation's
/// `Bundle.main.executablePath` as the portable fallback (macOS answers it from `_NSGetExecutablePath`). The
/// fallback is taken where `PortableCalls` chooses it: always off Linux.
package enum ExecutablePath {
    /// A path that starts this binary again (the preview's worker): on Linux `/proc/self/exe`, the running image even
    /// when its file was replaced since.
    package static func toStart(portable: Bool = PortableCalls.chosen) -> String? {
        portable ? Bundle.main.executablePath : "/proc/self/exe"
    }

    /// The binary's file, links resolved: what the build cache names in its key.
    package static func file(portable: Bool = PortableCalls.chosen) -> String? {
        guard portable else { return PosixFile.linkTarget("/proc/self/exe") }
        return Bundle.main.executablePath.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }
}
