import Foundation

/// The numbers of the frame pipeline, each with its unit and source.
package enum FrameConstants {
    /// Time between frames, in seconds: 1/60 (a 60 Hz display, as every iPhone before ProMotion).
    /// Source: [A] `CADisplayLink.duration` on a 60 Hz display.
    package static let frameInterval: TimeInterval = 1.0 / 60.0
}
