import Foundation

extension UIBezierPath {
    /// A new path with the same shape traced backwards: each subpath starts at its old end, runs
    /// through the same segments in reverse order (curves with their control points swapped) and is
    /// closed if it was. The drawing attributes are copied.
    public func reversing() -> UIBezierPath {
        struct Segment { var type: CGPathElementType; var controls: [CGPoint]; var from: CGPoint }
        struct Subpath { var start: CGPoint; var segments: [Segment] = []; var end: CGPoint; var closed = false }
        var subpaths: [Subpath] = []
        _path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                subpaths.append(Subpath(start: e.points[0], end: e.points[0]))
            case .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint:
                if subpaths.isEmpty { subpaths.append(Subpath(start: .zero, end: .zero)) }
                let n = e.type == .addLineToPoint ? 1 : (e.type == .addQuadCurveToPoint ? 2 : 3)
                let points = (0..<n).map { e.points[$0] }
                let last = subpaths.count - 1
                subpaths[last].segments.append(Segment(type: e.type, controls: Array(points.dropLast()), from: subpaths[last].end))
                subpaths[last].end = points[n - 1]
            case .closeSubpath:
                if let last = subpaths.indices.last { subpaths[last].closed = true }
            }
        }
        let reversed = UIBezierPath()
        for subpath in subpaths {
            reversed._path.move(to: subpath.end)
            for segment in subpath.segments.reversed() {
                switch segment.type {
                case .addQuadCurveToPoint:
                    reversed._path.addQuadCurve(to: segment.from, control: segment.controls[0])
                case .addCurveToPoint:
                    reversed._path.addCurve(to: segment.from, control1: segment.controls[1], control2: segment.controls[0])
                default:
                    reversed._path.addLine(to: segment.from)
                }
            }
            if subpath.closed { reversed._path.closeSubpath() }
        }
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.flatness = flatness
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        var count = 0, phase: CGFloat = 0
        getLineDash(nil, count: &count, phase: &phase)
        var pattern = [CGFloat](repeating: 0, count: count)
        getLineDash(&pattern, count: nil, phase: nil)
        reversed.setLineDash(pattern, count: count, phase: phase)
        return reversed
    }
}
