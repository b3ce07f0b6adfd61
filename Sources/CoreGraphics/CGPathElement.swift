import Foundation

/// One element of a path as `CGPath.applyWithBlock` hands it out. `points` is valid only during the
/// call of the block and holds `type`'s number of points (see `CGPathElementType`), in path space.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
