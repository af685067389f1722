#if canImport(Glibc)
import Glibc
#endif

/// The name of a signal that ended a process, and what it usually means for a Swift program.
public enum SignalName {
    public static func of(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        default: "signal \(signal)"
        }
    }

    /// A few words on the likely cause, for the overlay and the terminal.
    public static func meaning(of name: String) -> String {
        switch name {
        case "SIGSEGV", "SIGBUS": "a memory fault, most often a stack overflow in deeply nested or self-including input"
        case "SIGILL", "SIGTRAP": "a runtime trap (an overflow, an out-of-range index or a failed precondition)"
        case "SIGABRT": "an abort"
        case "SIGKILL": "killed, possibly by the system for using too much memory"
        default: "an unexpected signal"
        }
    }
}
