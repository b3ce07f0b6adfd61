import Foundation

/// An immutable graphics path: subpaths of lines and quadratic and cubic Bézier curves, as Apple's
/// `CGPath`. `CGMutablePath` is the mutable subclass that builds one.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Béziers (as Apple does), so
/// `applyWithBlock` reports only move, line, quad curve, cubic curve and close elements.
///
/// Coordinates are in the path's own space; a path has no orientation of its own. The "clockwise"
/// flag of the arc methods refers to the default (y-up) Quartz space; see `CGMutablePath.addArc`.
public class CGPath: Equatable, CustomStringConvertible {
    /// Element kinds, in order.
    var kinds: [CGPathElementType] = []
    /// All points of all elements, in order (`CGPathElementType.pointCount` per element).
    var points: [CGPoint] = []
    /// Start of the current subpath, where `closeSubpath` returns to.
    var subpathStart: CGPoint = .zero
    /// The end of the last element; nil for an empty path.
    var lastPoint: CGPoint?

    init() {}

    init(copying other: CGPath) {
        kinds = other.kinds
        points = other.points
        subpathStart = other.subpathStart
        lastPoint = other.lastPoint
    }

    /// A closed rectangle (move, three lines, close), transformed by `transform` when not nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// The ellipse inscribed in `rect`: four cubic curves starting at (maxX, midY), closed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// A rectangle with elliptical corners; see `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`
    /// for the limits on the corner sizes.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(copying: path)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { kinds.isEmpty }

    /// The end point of the last element (the subpath start after `closeSubpath`), or `.zero` for an
    /// empty path, as Apple returns.
    public var currentPoint: CGPoint { lastPoint ?? .zero }

    /// The smallest rectangle containing every point of the path *including Bézier control points*,
    /// as Apple's `boundingBox`. `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle containing the path as drawn: curve extrema, not control points.
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        forEachSegment(transform: .identity, move: include, line: { _, q in include(q) },
                       curve: { p0, c1, c2, p3 in
            include(p3)
            for (a, b, c, d, isX) in [(p0.x, c1.x, c2.x, p3.x, true), (p0.y, c1.y, c2.y, p3.y, false)] {
                let (t1, t2) = PathGeometry.cubicExtrema(a, b, c, d)
                for t in [t1, t2].compactMap({ $0 }) {
                    let v = PathGeometry.cubic(a, b, c, d, t)
                    if isX { minX = min(minX, v); maxX = max(maxX, v) } else { minY = min(minY, v); maxY = max(maxY, v) }
                }
            }
        })
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the area the path fills under `rule`, with the path first transformed
    /// by `transform`. Open subpaths count as closed (as filling closes them). Curves are flattened
    /// finely enough for pixel work; a point exactly on an edge may go either way.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        var winding = 0
        var start = CGPoint.zero, last = CGPoint.zero, open = false
        func closeIfOpen() {
            if open { PathGeometry.accumulateWinding(&winding, last, start, point) }
            open = false
        }
        forEachSegment(transform: transform,
                       move: { p in closeIfOpen(); start = p; last = p; open = true },
                       line: { p, q in PathGeometry.accumulateWinding(&winding, p, q, point); last = q },
                       curve: { p0, c1, c2, p3 in
            let length = hypot(c1.x - p0.x, c1.y - p0.y) + hypot(c2.x - c1.x, c2.y - c1.y) + hypot(p3.x - c2.x, p3.y - c2.y)
            let n = PathGeometry.flatteningSegments(controlPolygonLength: length)
            var previous = p0
            for i in 1...n {
                let t = CGFloat(i) / CGFloat(n)
                let q = i == n ? p3 : CGPoint(x: PathGeometry.cubic(p0.x, c1.x, c2.x, p3.x, t),
                                              y: PathGeometry.cubic(p0.y, c1.y, c2.y, p3.y, t))
                PathGeometry.accumulateWinding(&winding, previous, q, point)
                previous = q
            }
            last = p3
        })
        closeIfOpen()
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }

    /// Calls `block` once per element, in order. The element's `points` pointer is valid only inside
    /// the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { scratch in
            let base = scratch.baseAddress!
            var index = 0
            for kind in kinds {
                for i in 0..<kind.pointCount { base[i] = points[index + i] }
                index += kind.pointCount
                var element = CGPathElement(type: kind, points: base)
                block(&element)
            }
        }
    }

    /// An immutable copy. Never nil; optional as in Apple's API.
    public func copy() -> CGPath? { CGPath(copying: self) }

    /// An immutable copy with every point transformed by `transform` (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let result = CGPath(copying: self)
        if let t = transform?.pointee { result.transformPoints(t) }
        return result
    }

    /// A mutable copy. Never nil; optional as in Apple's API.
    public func mutableCopy() -> CGMutablePath? {
        let result = CGMutablePath()
        result.kinds = kinds; result.points = points
        result.subpathStart = subpathStart; result.lastPoint = lastPoint
        return result
    }

    /// Same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || (lhs.kinds == rhs.kinds && lhs.points == rhs.points)
    }

    public var description: String {
        var parts: [String] = []
        applyWithBlock { e in
            let pts = (0..<e.pointee.type.pointCount).map { "(\(e.pointee.points[$0].x), \(e.pointee.points[$0].y))" }
            parts.append("\(e.pointee.type) \(pts.joined(separator: " "))")
        }
        return "CGPath { " + parts.joined(separator: "; ") + " }"
    }

    func transformPoints(_ t: CGAffineTransform) {
        guard !t.isIdentity else { return }
        for i in points.indices { points[i] = points[i].applying(t) }
        subpathStart = subpathStart.applying(t)
        lastPoint = lastPoint?.applying(t)
    }

    /// Walks the path as moves, lines and cubic curves (quads raised to cubics), closes reported as a
    /// line back to the subpath start. Points are transformed by `transform`.
    func forEachSegment(transform t: CGAffineTransform, move: (CGPoint) -> Void,
                        line: (CGPoint, CGPoint) -> Void,
                        curve: (CGPoint, CGPoint, CGPoint, CGPoint) -> Void) {
        var index = 0
        var current = CGPoint.zero, start = CGPoint.zero
        for kind in kinds {
            switch kind {
            case .moveToPoint:
                current = points[index].applying(t); start = current; move(current)
            case .addLineToPoint:
                let q = points[index].applying(t); line(current, q); current = q
            case .addQuadCurveToPoint:
                let c = points[index].applying(t), q = points[index + 1].applying(t)
                let (c1, c2) = PathGeometry.quadToCubic(current, c, q)
                curve(current, c1, c2, q); current = q
            case .addCurveToPoint:
                let q = points[index + 2].applying(t)
                curve(current, points[index].applying(t), points[index + 1].applying(t), q); current = q
            case .closeSubpath:
                if current != start { line(current, start) }
                current = start
            }
            index += kind.pointCount
        }
    }
}
