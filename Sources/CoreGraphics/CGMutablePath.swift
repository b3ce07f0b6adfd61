import Foundation

/// A path under construction, as Apple's `CGMutablePath`.
///
/// Every method takes an optional `transform` applied to the points before they are stored.
/// Adding a line or curve to an empty path is a programming error that Apple's CoreGraphics logs
/// ("no current point") and ignores; so does this one.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public override init() { super.init() }

    private func append(_ kind: CGPathElementType, _ newPoints: CGPoint...) {
        kinds.append(kind)
        points.append(contentsOf: newPoints)
        switch kind {
        case .moveToPoint: subpathStart = newPoints[0]; lastPoint = newPoints[0]
        case .closeSubpath: lastPoint = subpathStart
        default: lastPoint = newPoints[newPoints.count - 1]
        }
    }

    private func requireCurrentPoint(_ function: String) -> Bool {
        if lastPoint == nil {
            _Console.log("CoreGraphics: \(function): no current point.")
            return false
        }
        return true
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, point.applying(transform))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddLineToPoint") else { return }
        append(.addLineToPoint, point.applying(transform))
    }

    /// A move to the first point and lines through the others. Nothing for an empty array.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier from the current point through `control` to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddQuadCurveToPoint") else { return }
        append(.addQuadCurveToPoint, control.applying(transform), end.applying(transform))
    }

    /// A cubic Bézier from the current point with two control points to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddCurveToPoint") else { return }
        append(.addCurveToPoint, control1.applying(transform), control2.applying(transform), end.applying(transform))
    }

    /// Closes the current subpath with a line back to its start; the current point becomes that start.
    /// Ignored on an empty path.
    public func closeSubpath() {
        guard lastPoint != nil else { return }
        append(.closeSubpath)
    }

    /// A circular arc, approximated by cubic Béziers (one per started quarter turn). A line joins the
    /// current point to the arc's start; on an empty path the arc starts with a move.
    ///
    /// Angles are in radians from the +x axis towards +y. `clockwise` is meant in Quartz's default
    /// space, whose y axis points **up**: `clockwise == false` sweeps towards growing angles, which is
    /// counterclockwise on a y-up screen but **clockwise as seen in a flipped, y-down context** (UIKit's
    /// drawing contexts and views). That is why `UIBezierPath(arcCenter:…clockwise:)`, defined for y-down
    /// space, passes the opposite flag. See `PathGeometry.arcSweep` for how the end angle is normalised
    /// (0 → 2π counterclockwise is a full circle; clockwise it is empty).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let sweep = PathGeometry.arcSweep(start: startAngle, end: endAngle, clockwise: clockwise)
        addArcCurves(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// A circular arc of exactly `delta` radians from `startAngle` (positive: towards +y), joined to
    /// the current point by a line as `addArc(center:…)`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArcCurves(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    private func addArcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                              transform: CGAffineTransform) {
        let first = PathGeometry.pointOnCircle(center, radius, start).applying(transform)
        if lastPoint == nil { append(.moveToPoint, first) } else { append(.addLineToPoint, first) }
        PathGeometry.arcCurves(center: center, radius: radius, start: start, sweep: sweep) { c1, c2, end in
            append(.addCurveToPoint, c1.applying(transform), c2.applying(transform), end.applying(transform))
        }
    }

    /// A line from the current point towards `tangent1End` and an arc of `radius` tangent to both
    /// `current → tangent1End` and `tangent1End → tangent2End`, ending on the second line (PostScript's
    /// `arct`). When the points are collinear or the radius is 0, a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("CGPathAddArcToPoint") else { return }
        // The current point is stored transformed; work in untransformed space when possible.
        let inverse = transform.inverted()
        let current = currentPoint.applying(inverse)
        guard let arc = PathGeometry.tangentArc(current: current, tangent1End, tangent2End, radius: radius) else {
            append(.addLineToPoint, tangent1End.applying(transform))
            return
        }
        append(.addLineToPoint, arc.start.applying(transform))
        PathGeometry.arcCurves(center: arc.center, radius: radius, start: arc.startAngle, sweep: arc.sweep) { c1, c2, end in
            append(.addCurveToPoint, c1.applying(transform), c2.applying(transform), end.applying(transform))
        }
    }

    /// A closed rectangle: move to (minX, minY), lines to (maxX, minY), (maxX, maxY), (minX, maxY), close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        append(.moveToPoint, CGPoint(x: r.minX, y: r.minY).applying(transform))
        append(.addLineToPoint, CGPoint(x: r.maxX, y: r.minY).applying(transform))
        append(.addLineToPoint, CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        append(.addLineToPoint, CGPoint(x: r.minX, y: r.maxY).applying(transform))
        append(.closeSubpath)
    }

    /// `addRect` for each rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// The ellipse inscribed in `rect`, as a closed subpath of four cubic curves starting at
    /// (maxX, midY) and passing through (midX, maxY), (minX, midY), (midX, minY): towards +y first.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        PathGeometry.ellipse(in: rect, move: { append(.moveToPoint, $0.applying(transform)) },
                             curve: { append(.addCurveToPoint, $0.applying(transform), $1.applying(transform), $2.applying(transform)) })
        append(.closeSubpath)
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` high, as a
    /// closed subpath running in the same direction as `addRect`. Zero corners give a plain rectangle.
    /// Each corner size must be ≥ 0 and at most half the rectangle's side, otherwise it is a
    /// programming error (Apple's CoreGraphics asserts too).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard cornerWidth >= 0, cornerHeight >= 0, 2 * cornerWidth <= r.width, 2 * cornerHeight <= r.height else {
            fatalError("addRoundedRect(in:cornerWidth:cornerHeight:): corner size (\(cornerWidth), \(cornerHeight)) must be ≥ 0 and at most half of the rect's size \(r.size)")
        }
        guard cornerWidth > 0, cornerHeight > 0 else { addRect(r, transform: transform); return }
        let w = cornerWidth, h = cornerHeight
        let kw = PathGeometry.arcHandleFactor(.pi / 2) * w, kh = PathGeometry.arcHandleFactor(.pi / 2) * h
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        append(.moveToPoint, p(r.minX + w, r.minY))
        append(.addLineToPoint, p(r.maxX - w, r.minY))
        append(.addCurveToPoint, p(r.maxX - w + kw, r.minY), p(r.maxX, r.minY + h - kh), p(r.maxX, r.minY + h))
        append(.addLineToPoint, p(r.maxX, r.maxY - h))
        append(.addCurveToPoint, p(r.maxX, r.maxY - h + kh), p(r.maxX - w + kw, r.maxY), p(r.maxX - w, r.maxY))
        append(.addLineToPoint, p(r.minX + w, r.maxY))
        append(.addCurveToPoint, p(r.minX + w - kw, r.maxY), p(r.minX, r.maxY - h + kh), p(r.minX, r.maxY - h))
        append(.addLineToPoint, p(r.minX, r.minY + h))
        append(.addCurveToPoint, p(r.minX, r.minY + h - kh), p(r.minX + w - kw, r.minY), p(r.minX + w, r.minY))
        append(.closeSubpath)
    }

    /// Appends all of `path`'s elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let other = path === self ? CGPath(copying: path) : path
        var index = 0
        for kind in other.kinds {
            switch kind {
            case .moveToPoint: append(.moveToPoint, other.points[index].applying(transform))
            case .addLineToPoint: append(.addLineToPoint, other.points[index].applying(transform))
            case .addQuadCurveToPoint:
                append(.addQuadCurveToPoint, other.points[index].applying(transform), other.points[index + 1].applying(transform))
            case .addCurveToPoint:
                append(.addCurveToPoint, other.points[index].applying(transform),
                       other.points[index + 1].applying(transform), other.points[index + 2].applying(transform))
            case .closeSubpath: append(.closeSubpath)
            }
            index += kind.pointCount
        }
    }
}
