import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// The current path. As on Apple's platforms, points are transformed by the CTM when added, so a
/// later CTM change does not move them; filling, stroking and clipping consume the path.
/// Adding lines or curves without a current point logs Apple's message and is ignored.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cr) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard state.singularCTM == nil else { return }
        cairo_move_to(cr, point.x, point.y)
    }

    private func hasCurrentPoint(_ function: StaticString) -> Bool {
        guard state.singularCTM == nil else { return false }
        if cairo_has_current_point(cr) == 0 {
            _Console.log("CoreGraphics: \(function): no current point.")
            return false
        }
        return true
    }

    /// A line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        guard hasCurrentPoint("CGContextAddLineToPoint") else { return }
        cairo_line_to(cr, point.x, point.y)
    }

    /// A move to the first point and lines through the rest.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first, state.singularCTM == nil else { return }
        cairo_move_to(cr, first.x, first.y)
        for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
    }

    /// A cubic Bézier from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard hasCurrentPoint("CGContextAddCurveToPoint") else { return }
        cairo_curve_to(cr, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// A quadratic Bézier from the current point (stored as the equal cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard hasCurrentPoint("CGContextAddQuadCurveToPoint") else { return }
        let (c1, c2) = PathGeometry.quadToCubic(currentPointOfPath, control, end)
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
    }

    /// Closes the current subpath with a line to its start.
    public func closePath() {
        guard cairo_has_current_point(cr) != 0 else { return }
        cairo_close_path(cr)
    }

    /// A closed rectangle, as `CGMutablePath.addRect`.
    public func addRect(_ rect: CGRect) {
        guard state.singularCTM == nil else { return }
        let r = rect.standardized
        cairo_move_to(cr, r.minX, r.minY)
        cairo_line_to(cr, r.maxX, r.minY)
        cairo_line_to(cr, r.maxX, r.maxY)
        cairo_line_to(cr, r.minX, r.maxY)
        cairo_close_path(cr)
    }

    public func addRects(_ rects: [CGRect]) {
        for r in rects { addRect(r) }
    }

    /// The ellipse inscribed in `rect`, closed, as `CGMutablePath.addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) {
        guard state.singularCTM == nil else { return }
        PathGeometry.ellipse(in: rect, move: { cairo_move_to(cr, $0.x, $0.y) },
                             curve: { cairo_curve_to(cr, $0.x, $0.y, $1.x, $1.y, $2.x, $2.y) })
        cairo_close_path(cr)
    }

    /// A circular arc, joined to the current point by a line (or started with a move). Angles and the
    /// `clockwise` flag are those of `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`:
    /// `clockwise` is meant for y-up space, so in a bitmap context it looks clockwise, and in UIKit's
    /// flipped contexts it looks counterclockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard state.singularCTM == nil else { return }
        let sweep = PathGeometry.arcSweep(start: startAngle, end: endAngle, clockwise: clockwise)
        let start = PathGeometry.pointOnCircle(center, radius, startAngle)
        if cairo_has_current_point(cr) != 0 { cairo_line_to(cr, start.x, start.y) } else { cairo_move_to(cr, start.x, start.y) }
        PathGeometry.arcCurves(center: center, radius: radius, start: startAngle, sweep: sweep) { c1, c2, end in
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
        }
    }

    /// A line towards `tangent1End` and an arc tangent to both lines, as
    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard hasCurrentPoint("CGContextAddArcToPoint") else { return }
        guard let arc = PathGeometry.tangentArc(current: currentPointOfPath, tangent1End, tangent2End, radius: radius) else {
            cairo_line_to(cr, tangent1End.x, tangent1End.y)
            return
        }
        cairo_line_to(cr, arc.start.x, arc.start.y)
        PathGeometry.arcCurves(center: arc.center, radius: radius, start: arc.startAngle, sweep: arc.sweep) { c1, c2, end in
            cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
        }
    }

    /// Appends `path`'s elements, in current user space.
    public func addPath(_ path: CGPath) {
        guard state.singularCTM == nil else { return }
        var index = 0
        let points = path.points
        for kind in path.kinds {
            switch kind {
            case .moveToPoint: cairo_move_to(cr, points[index].x, points[index].y)
            case .addLineToPoint: cairo_line_to(cr, points[index].x, points[index].y)
            case .addQuadCurveToPoint:
                let (c1, c2) = PathGeometry.quadToCubic(currentPointOfPath, points[index], points[index + 1])
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, points[index + 1].x, points[index + 1].y)
            case .addCurveToPoint:
                cairo_curve_to(cr, points[index].x, points[index].y, points[index + 1].x, points[index + 1].y,
                               points[index + 2].x, points[index + 2].y)
            case .closeSubpath: cairo_close_path(cr)
            }
            index += kind.pointCount
        }
    }

    /// True when the current path has no elements.
    public var isPathEmpty: Bool { cairo_has_current_point(cr) == 0 }

    /// The current point in user space, or `.zero` when the path is empty (as Apple returns).
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cr) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// The smallest rectangle, in current user space, containing all points of the current path
    /// including Bézier control points (as Apple's); `CGRect.null` when the path is empty.
    public var boundingBoxOfPath: CGRect {
        guard cairo_has_current_point(cr) != 0, let path = cairo_copy_path(cr) else { return .null }
        defer { cairo_path_destroy(path) }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var i = 0
        let count = Int(path.pointee.num_data)
        while i < count {
            let header = path.pointee.data[i].header
            let length = Int(header.length)
            if length > 1 {
                for j in 1..<length {
                    let p = path.pointee.data[i + j].point
                    minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                }
            }
            i += max(1, length)
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` (user space) would be painted by drawing the current path in `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        guard !isPathEmpty else { return false }
        let fill: Bool, stroke: Bool
        switch mode {
        case .fill, .eoFill: (fill, stroke) = (true, false)
        case .stroke: (fill, stroke) = (false, true)
        case .fillStroke, .eoFillStroke: (fill, stroke) = (true, true)
        }
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        defer { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
        return (fill && cairo_in_fill(cr, point.x, point.y) != 0) || (stroke && cairo_in_stroke(cr, point.x, point.y) != 0)
    }
}
