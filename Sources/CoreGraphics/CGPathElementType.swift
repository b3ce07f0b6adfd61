import Foundation

/// The kind of a path element, with Apple's raw values. The number of points an element carries:
/// move 1, line 1, quad curve 2 (control, end), cubic curve 3 (control 1, control 2, end), close 0.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4

    /// How many points the element carries.
    var pointCount: Int {
        switch self {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
    }
}
