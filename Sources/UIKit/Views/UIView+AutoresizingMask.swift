import Foundation

extension UIView {
    /// Which parts of a view stretch when its superview's size changes. The change along an axis is
    /// shared among the flexible parts of that axis in proportion to their current lengths.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// The autoresizing rule for one axis, as a pure function. Not API.
enum _AutoresizingRule {
    /// The new origin and length of a subview along one axis when its superview's length goes from
    /// `oldSuper` to `newSuper`.
    ///
    /// The change is shared among the flexible parts (leading margin, length, trailing margin) in
    /// proportion to their current lengths, as UIKit's documentation says ("distributed
    /// proportionally"); when every flexible part has zero length it is shared equally. No part is
    /// flexible: the view keeps its origin and length (pinned to the leading edge). The length never
    /// goes below zero.
    static func resize(origin x: CGFloat, length w: CGFloat,
                               oldSuper: CGFloat, newSuper: CGFloat,
                               flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool)
        -> (origin: CGFloat, length: CGFloat) {
        let delta = newSuper - oldSuper
        if delta == 0 || !(flexibleLeading || flexibleLength || flexibleTrailing) { return (x, w) }
        let trailing = oldSuper - x - w
        let lead = flexibleLeading ? max(0, x) : 0
        let len = flexibleLength ? max(0, w) : 0
        let trail = flexibleTrailing ? max(0, trailing) : 0
        let total = lead + len + trail
        let count = CGFloat((flexibleLeading ? 1 : 0) + (flexibleLength ? 1 : 0) + (flexibleTrailing ? 1 : 0))
        func share(_ part: CGFloat, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return total > 0 ? delta * part / total : delta / count
        }
        let newX = x + share(lead, flexibleLeading)
        let newW = max(0, w + share(len, flexibleLength))
        return (newX, newW)
    }
}
