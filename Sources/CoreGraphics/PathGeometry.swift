import Foundation

/// The pure geometry behind `CGPath` and `CGContext` paths: arcs as cubic Béziers, curve extrema,
/// flattening and the winding number. No state; every function is tested against its equation.
enum PathGeometry {
    /// Angle, in radians, of the longest arc approximated by one cubic Bézier: a quarter turn, the
    /// usual choice (error ≈ 2.7·10⁻⁴ of the radius).
    static let maxArcSegmentAngle = CGFloat.pi / 2

    /// Handle length factor of a cubic Bézier approximating a circular arc of angle θ:
    /// `k = 4/3 · tan(θ/4)` (0.5523 for a quarter turn), negative for negative θ.
    static func arcHandleFactor(_ theta: CGFloat) -> CGFloat { 4 / 3 * tan(theta / 4) }

    /// The point at `angle` on the circle: `center + radius · (cos angle, sin angle)`.
    static func pointOnCircle(_ center: CGPoint, _ radius: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// The signed sweep from `start` to `end` that `addArc(center:radius:startAngle:endAngle:clockwise:)`
    /// draws. Angles grow from +x towards +y. Counterclockwise (`clockwise == false`) sweeps grow the
    /// angle: `end` is raised by whole turns until it is ≥ `start`; clockwise sweeps lower it until it is
    /// ≤ `start`. So 0 → 2π counterclockwise is a full circle, 0 → 2π clockwise is empty (as Cairo's
    /// `cairo_arc`/`cairo_arc_negative`). A sweep longer than a turn is cut to one turn.
    static func arcSweep(start: CGFloat, end: CGFloat, clockwise: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var sweep = end - start
        if clockwise {
            if sweep > 0 { sweep -= turn * (sweep / turn).rounded(.up) }
            return max(sweep, -turn)
        } else {
            if sweep < 0 { sweep += turn * (-sweep / turn).rounded(.up) }
            return min(sweep, turn)
        }
    }

    /// Calls `curve(control1, control2, end)` for each cubic Bézier of the arc from `start` over
    /// `sweep` radians, one per started quarter turn. Nothing is emitted for a zero sweep.
    static func arcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                          _ curve: (CGPoint, CGPoint, CGPoint) -> Void) {
        guard sweep != 0, radius != 0 else { return }
        let count = max(1, Int((abs(sweep) / maxArcSegmentAngle - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = arcHandleFactor(step) * radius
        var a0 = start
        for i in 1...count {
            let a1 = i == count ? start + sweep : start + step * CGFloat(i)
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            curve(CGPoint(x: center.x + radius * c0 - k * s0, y: center.y + radius * s0 + k * c0),
                  CGPoint(x: center.x + radius * c1 + k * s1, y: center.y + radius * s1 - k * c1),
                  CGPoint(x: center.x + radius * c1, y: center.y + radius * s1))
            a0 = a1
        }
    }

    /// The circle of `radius` tangent to the lines `current → t1` and `t1 → t2`, as PostScript's `arct`
    /// and Apple's `addArc(tangent1End:tangent2End:radius:)` define it: returns the two tangent points,
    /// the centre and the start angle and sweep of the arc between them, or nil when the three points
    /// are collinear or the radius is 0 (then only a line to `t1` is drawn).
    static func tangentArc(current p0: CGPoint, _ t1: CGPoint, _ t2: CGPoint, radius: CGFloat)
        -> (start: CGPoint, end: CGPoint, center: CGPoint, startAngle: CGFloat, sweep: CGFloat)?
    {
        let v1 = CGPoint(x: p0.x - t1.x, y: p0.y - t1.y), v2 = CGPoint(x: t2.x - t1.x, y: t2.y - t1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard radius > 0, l1 > 0, l2 > 0 else { return nil }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        guard abs(cross) > 1e-12 else { return nil }
        // Angle between the two rays from t1; tangent points lie r / tan(φ/2) from t1 along each ray.
        let phi = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))
        let d = radius / tan(phi / 2)
        let start = CGPoint(x: t1.x + u1.x * d, y: t1.y + u1.y * d)
        let end = CGPoint(x: t1.x + u2.x * d, y: t1.y + u2.y * d)
        // The centre is on the bisector, r / sin(φ/2) from t1.
        let bx = u1.x + u2.x, by = u1.y + u2.y, bl = hypot(bx, by)
        let h = radius / sin(phi / 2)
        let center = CGPoint(x: t1.x + bx / bl * h, y: t1.y + by / bl * h)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        var sweep = a1 - a0
        // The arc is the short way round (less than a half turn).
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        return (start, end, center, a0, sweep)
    }

    /// Parameters t in (0, 1) where the 1-D cubic Bézier `p0 p1 p2 p3` has zero derivative.
    static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> (CGFloat?, CGFloat?) {
        // B'(t)/3 = a t² + b t + c with a = −p0 + 3p1 − 3p2 + p3, b = 2(p0 − 2p1 + p2), c = p1 − p0.
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        func inside(_ t: CGFloat) -> CGFloat? { t > 0 && t < 1 ? t : nil }
        if abs(a) < 1e-12 {
            return abs(b) < 1e-12 ? (nil, nil) : (inside(-c / b), nil)
        }
        let disc = b * b - 4 * a * c
        guard disc >= 0 else { return (nil, nil) }
        let root = disc.squareRoot()
        return (inside((-b + root) / (2 * a)), inside((-b - root) / (2 * a)))
    }

    /// The 1-D cubic Bézier at t.
    static func cubic(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat, _ t: CGFloat) -> CGFloat {
        let u = 1 - t
        return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }

    /// A quadratic Bézier as the equal cubic: control points `p0 + 2/3 (c − p0)` and `p1 + 2/3 (c − p1)`.
    static func quadToCubic(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y)),
         CGPoint(x: p1.x + 2 / 3 * (c.x - p1.x), y: p1.y + 2 / 3 * (c.y - p1.y)))
    }

    /// Number of line segments used to flatten a cubic whose control polygon is `length` long, for
    /// `contains`: about one segment per quarter unit, at least 8 and at most 256.
    static func flatteningSegments(controlPolygonLength length: CGFloat) -> Int {
        guard length.isFinite else { return 8 }
        return min(256, max(8, Int((length * 4).squareRoot().rounded(.up) * 2)))
    }

    /// Adds the winding contribution of the edge `p → q` around `point` to `winding`: +1 for an
    /// upward edge with the point on its left, −1 for a downward edge with the point on its right.
    static func accumulateWinding(_ winding: inout Int, _ p: CGPoint, _ q: CGPoint, _ point: CGPoint) {
        let side = (q.x - p.x) * (point.y - p.y) - (point.x - p.x) * (q.y - p.y)
        if p.y <= point.y {
            if q.y > point.y && side > 0 { winding += 1 }
        } else if q.y <= point.y && side < 0 {
            winding -= 1
        }
    }

    /// The ellipse inscribed in `r` as one move and four cubic curves, starting at (maxX, midY) and
    /// passing through (midX, maxY), (minX, midY), (midX, minY), i.e. towards +y first; each quarter uses
    /// the quarter-turn handle factor scaled to the radii. Callers close the subpath.
    static func ellipse(in rect: CGRect, move: (CGPoint) -> Void, curve: (CGPoint, CGPoint, CGPoint) -> Void) {
        let r = rect.standardized
        let kx = arcHandleFactor(.pi / 2) * r.width / 2, ky = arcHandleFactor(.pi / 2) * r.height / 2
        let cx = r.midX, cy = r.midY
        move(CGPoint(x: r.maxX, y: cy))
        curve(CGPoint(x: r.maxX, y: cy + ky), CGPoint(x: cx + kx, y: r.maxY), CGPoint(x: cx, y: r.maxY))
        curve(CGPoint(x: cx - kx, y: r.maxY), CGPoint(x: r.minX, y: cy + ky), CGPoint(x: r.minX, y: cy))
        curve(CGPoint(x: r.minX, y: cy - ky), CGPoint(x: cx - kx, y: r.minY), CGPoint(x: cx, y: r.minY))
        curve(CGPoint(x: cx + kx, y: r.minY), CGPoint(x: r.maxX, y: cy - ky), CGPoint(x: r.maxX, y: cy))
    }
}
