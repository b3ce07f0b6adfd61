import Foundation

/// What `CGContext.drawPath(using:)` paints, with Apple's raw values.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill with the non-zero winding rule.
    case fill = 0
    /// Fill with the even-odd rule.
    case eoFill = 1
    case stroke = 2
    /// Fill (winding), then stroke on top.
    case fillStroke = 3
    /// Fill (even-odd), then stroke on top.
    case eoFillStroke = 4
}
