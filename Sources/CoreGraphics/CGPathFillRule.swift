import Foundation

/// Which points are inside a path, with Apple's raw values.
/// - `winding`: the point is inside when the path's winding number around it is not zero
///   (a subpath drawn in the opposite direction inside another makes a hole).
/// - `evenOdd`: inside when a ray from the point crosses the path an odd number of times.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}
