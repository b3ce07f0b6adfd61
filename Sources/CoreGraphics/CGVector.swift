import Foundation

/// A two-dimensional vector (`dx`, `dy`), as in Apple's CoreGraphics. UIKit uses it for spring
/// initial velocities (`UISpringTimingParameters`), in units of the animated distance per second.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    @inlinable public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    @inlinable public init() { self.init(dx: 0, dy: 0) }
    @inlinable public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    @inlinable public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static let zero = CGVector()
}
