import Foundation

// Placeholder until Auto Layout lands (issue 13): Auto Layout's `invalidateIntrinsicContentSize()`
// (an `open` method in UIView's class body, so subclasses can override it) replaces this file.
// `UILabel` already calls it where UIKit does, so the engine hears about content changes once it
// exists.
extension UIView {
    /// Tells Auto Layout that `intrinsicContentSize` changed. Does nothing yet: nothing reads
    /// intrinsic sizes before the constraint engine exists.
    public func invalidateIntrinsicContentSize() {}
}
