import Foundation

/// The numbers of the frame pipeline, each with its unit and source.
///
/// Source tags: see docs/API.md.
package enum FrameConstants {
    /// Time between frames, in seconds: 1/60 (a 60 Hz display, as every iPhone before ProMotion).
    /// [A] `CADisplayLink.duration` ("the time interval between screen refresh updates") on a
    /// display whose `UIScreen.maximumFramesPerSecond` is 60.
    package static let frameInterval: TimeInterval = 1.0 / 60.0
}
