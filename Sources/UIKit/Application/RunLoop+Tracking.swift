import Foundation

extension RunLoop.Mode {
    /// `UITrackingRunLoopMode`: the mode the main run loop runs in while a scroll view is dragged,
    /// pinched or decelerating after a fling. Timers and display links added for `.default` wait
    /// meanwhile; those added for `.common` keep firing (UIKit makes this mode common, as Rockhopper
    /// does in a window). swift-corelibs-foundation does not define it, so UIKit does, as on iOS.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
