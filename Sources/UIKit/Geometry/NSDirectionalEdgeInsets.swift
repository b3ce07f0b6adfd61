import Foundation

/// Inset distances for the four edges of a rectangle, in points, with the horizontal edges named
/// by the layout direction: `leading` is the left edge in a left-to-right layout and the right
/// edge in a right-to-left one (`UIView.effectiveUserInterfaceLayoutDirection` decides).
///
/// iOS 11's value type for `UIView.directionalLayoutMargins` and
/// `UIViewController.systemMinimumLayoutMargins`. As in Apple's Swift overlay it has no
/// `description` of its own: printing one shows its fields,
/// `NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)`.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}

/// `_requireFinite` (CoreGraphics/_FiniteCheck.swift) for directional insets:
/// "[top leading bottom trailing]".
@inline(__always)
func _requireFinite(_ insets: NSDirectionalEdgeInsets, _ property: @autoclosure () -> String,
                    file: StaticString = #fileID, line: UInt = #line) {
    if insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite { return }
    _nonFiniteFailure(property(), [insets.top, insets.leading, insets.bottom, insets.trailing], file: file, line: line)
}
