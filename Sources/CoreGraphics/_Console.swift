import Foundation
import Synchronization

/// Where the frameworks' console lines go — what Apple's CoreGraphics, Core Animation and UIKit
/// print when code misuses them without raising ("CGContextRestoreGState: invalid context state",
/// "Unbalanced calls to begin/end appearance transitions", "Unable to simultaneously satisfy
/// constraints"): standard error, as on Apple's platforms. A `UITestHost` turns the console off
/// (its tests provoke such lines on purpose; `UIApplication`'s runtime still keeps UIKit's for
/// tests to read); `ROCKHOPPER_TEST_LOG=1` turns it back on. Not API.
package enum _Console {
    private static let silenced = Atomic<Bool>(false)

    /// Writes `line` and a newline to standard error unless the console is silenced.
    package static func log(_ line: String) {
        guard !silenced.load(ordering: .relaxed) else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Silences the console (or not) from now on.
    package static func setSilenced(_ value: Bool) {
        silenced.store(value, ordering: .relaxed)
    }

    /// Whether `log(_:)` writes nothing.
    package static var isSilenced: Bool { silenced.load(ordering: .relaxed) }
}
