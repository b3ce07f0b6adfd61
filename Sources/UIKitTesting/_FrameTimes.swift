import Foundation
import UIKit

/// The virtual times of the frames that take a test host from `start` to `start + seconds`: one
/// every `FrameConstants.frameInterval`, and the last exactly at the target (a frame less than
/// `epsilon` before it is that last frame). `advance(by:)` and `run(for:)` both
/// walk it, so the two run the same frames. Not API.
struct _FrameTimes: Sequence, IteratorProtocol {
    /// Virtual times closer than this are the same frame, in seconds.
    static let epsilon: TimeInterval = 1e-9
    private let start: TimeInterval
    private let target: TimeInterval
    private var k = 1.0
    private var finished = false

    init(from start: TimeInterval, for seconds: TimeInterval) {
        self.start = start
        target = start + seconds
        finished = seconds <= 0
    }

    mutating func next() -> TimeInterval? {
        guard !finished else { return nil }
        let t = start + k * FrameConstants.frameInterval
        k += 1
        if t >= target - Self.epsilon {
            finished = true
            return target
        }
        return t
    }
}
