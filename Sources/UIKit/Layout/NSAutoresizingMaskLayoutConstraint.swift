import Foundation

/// A constraint the engine generates from a view's frame and autoresizing mask while
/// `translatesAutoresizingMaskIntoConstraints` is true (UIKit's private class of this name, which
/// its unsatisfiable-constraints log prints). Not API.
///
/// It pins one of the view's origin or size variables to the frame's value; the view's
/// autoresizing itself still runs on the frame when the superview's size changes, and the new
/// frame updates these constants. The mask is printed UIKit's way: `h=--& v=--&`, one character
/// per part (left margin, width, right margin / top margin, height, bottom margin), `-` fixed,
/// `&` flexible.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    var _maskDescription: String {
        guard let view = firstItem as? UIView else { return "" }
        let m = view.autoresizingMask
        func part(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        let h = part(m.contains(.flexibleLeftMargin)) + part(m.contains(.flexibleWidth)) + part(m.contains(.flexibleRightMargin))
        let v = part(m.contains(.flexibleTopMargin)) + part(m.contains(.flexibleHeight)) + part(m.contains(.flexibleBottomMargin))
        return "h=\(h) v=\(v)"
    }
}
