import Foundation

/// Where UIKit logs instead of raising (unbalanced appearance calls, …): standard error, with the
/// last messages kept so tests can check them. Not API.
@MainActor
package enum _UIKitLog {
    /// Messages logged since the last `reset()`, oldest first.
    package private(set) static var messages: [String] = []

    /// Logs `message` as UIKit does (one line on standard error).
    package static func warning(_ message: String) {
        messages.append(message)
        FileHandle.standardError.write(Data(("[UIKit] " + message + "\n").utf8))
    }

    package static func reset() { messages.removeAll() }
}
