import Foundation

/// Where UIKit logs instead of raising (unbalanced appearance calls, …): the console (standard
/// error, silenced under a `UITestHost`: `_Console`), with the messages kept in the current runtime
/// so tests can check them. Not API.
@MainActor
enum _UIKitLog {
    /// Messages logged while the current runtime was current, oldest first.
    static var messages: [String] { _UIRuntime.current.logMessages }

    /// Logs `message` as UIKit does (one line on standard error).
    static func warning(_ message: String) {
        _UIRuntime.current.logMessages.append(message)
        _Console.log("[UIKit] " + message)
    }
}
