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

extension CGVector: CustomDebugStringConvertible {
    /// `"(dx, dy)"`, e.g. `"(3.0, -4.0)"`, as Apple's CoreGraphics overlay prints it.
    public var debugDescription: String { "(\(dx), \(dy))" }
}

extension CGVector: Codable {
    /// Decodes Apple's format: an unkeyed container `[dx, dy]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes as Apple does: an unkeyed container `[dx, dy]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}
