import UIKit

/// The headless platform behind `UITestHost`: no display and no platform input. Fingers deliver
/// their input synchronously as the test moves them, and composited frames stay in the windows'
/// framebuffers, where snapshots read them. It counts the frames presented, so tests can check
/// that an idle application draws nothing. Not API.
@MainActor
final class _HeadlessHost: _UIHost {
    /// Frames presented (windows whose pixels changed), since the host was made.
    private(set) var presentedFrameCount = 0

    init() {}

    /// Nothing to collect: `UITestHost`'s fingers queue and deliver their input as they move.
    func collectInput(for application: UIApplication) {}

    func present(_ window: UIWindow) {
        presentedFrameCount += 1
    }
}
