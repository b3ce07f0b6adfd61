import Foundation

/// A path with its drawing attributes (line width, caps, joins, dash, fill rule), drawn into the
/// current UIKit context by `fill()` and `stroke()`.
///
/// Coordinates are UIKit's (y down), so `clockwise` in the arc methods means clockwise on screen;
/// the underlying `CGPath` stores it as Quartz's opposite (y-up) flag. Not thread-safe and not `Sendable`; an
/// instance may be used from any one thread.
open class UIBezierPath: CustomStringConvertible {
    package var _path: CGMutablePath

    /// An empty path.
    public init() {
        _path = CGMutablePath()
    }

    /// A path with `cgPath`'s elements (copied).
    public convenience init(cgPath: CGPath) {
        self.init()
        _path.addPath(cgPath)
    }

    /// A closed rectangle: move to the origin corner, lines clockwise on screen, close.
    public convenience init(rect: CGRect) {
        self.init()
        _path.addRect(rect)
    }

    /// The ellipse inscribed in `rect` (a circle for a square), closed.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        _path.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded with `cornerRadius`, limited to half the shorter
    /// side (so a big radius makes a capsule). Corners are circular arcs, not iOS's continuous
    /// curve (see docs/DEVIATIONS.md, "Drawing, text, images, labels").
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the chosen `corners` rounded. As on iOS, only `cornerRadii.width` is used
    /// (the corners are circular), limited to half the shorter side. Starts at the top edge after
    /// the top-left corner and runs clockwise on screen.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        func radiusFor(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let tl = radiusFor(.topLeft), tr = radiusFor(.topRight), br = radiusFor(.bottomRight), bl = radiusFor(.bottomLeft)
        let half = CGFloat.pi / 2
        _path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        _path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { addArc(withCenter: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: -half, endAngle: 0, clockwise: true) }
        _path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { addArc(withCenter: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: 0, endAngle: half, clockwise: true) }
        _path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { addArc(withCenter: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: half, endAngle: .pi, clockwise: true) }
        _path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { addArc(withCenter: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .pi, endAngle: 3 * half, clockwise: true) }
        _path.closeSubpath()
    }

    /// An open circular arc around `center`. Angles in radians from the +x axis; with y down,
    /// positive angles turn clockwise on screen, and `clockwise` is the direction on screen.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    // MARK: - The path

    /// The path as an immutable `CGPath` (a copy); setting it replaces every element.
    open var cgPath: CGPath {
        get { _path.copy()! }
        set { _path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { _path.move(to: point) }

    /// A straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { _path.addLine(to: point) }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        _path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        _path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// A circular arc, joined to the current point by a line (or starting the path). `clockwise`
    /// is on screen (y down).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        // Quartz's flag is defined for y-up space; in UIKit's y-down space it reads reversed.
        _path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { _path.closeSubpath() }

    /// Removes every element (the drawing attributes stay).
    open func removeAllPoints() { _path = CGMutablePath() }

    /// Appends `bezierPath`'s elements (not its attributes).
    open func append(_ bezierPath: UIBezierPath) { _path.addPath(bezierPath._path) }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(_path, transform: transform)
        _path = moved
    }

    /// True when the path has no elements.
    open var isEmpty: Bool { _path.isEmpty }

    /// The end of the last element (`.zero` for an empty path).
    open var currentPoint: CGPoint { _path.currentPoint }

    /// The smallest rectangle containing every point of the path including control points
    /// (`CGPath.boundingBox`); `CGRect.null` for an empty path.
    open var bounds: CGRect { _path.boundingBox }

    /// Whether `point` is inside the area `fill()` would paint, under the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        _path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Drawing attributes

    /// Stroke width in points. Default 1.
    open var lineWidth: CGFloat = 1
    /// Line ends. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// Line joins. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter joins longer than this times the line width become bevels. Default 10.
    open var miterLimit: CGFloat = 10
    /// Accuracy of curve rendering; stored only (Cairo's own tolerance is used). Default 0.6.
    open var flatness: CGFloat = 0.6
    /// Fill with the even-odd rule instead of non-zero winding. Default false.
    open var usesEvenOddFillRule: Bool = false

    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Sets the stroke's dash: `count` alternating on/off lengths from `pattern`, starting `phase`
    /// points into the pattern. A nil pattern or a count of 0 turns dashing off.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        if let pattern, count > 0 {
            dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        } else {
            dashPattern = []
        }
        dashPhase = phase
    }

    /// Reads the dash: writes the lengths to `pattern` (which must hold `count` values when not
    /// nil), their number to `count` and the phase to `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Drawing

    /// Fills the path's interior with the current context's fill colour (`UIColor.setFill()`),
    /// under `usesEvenOddFillRule`. Open subpaths are closed for filling. The context's state is
    /// restored afterwards; nothing happens outside drawing.
    open func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Fills with `blendMode` and `alpha` (0...1).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.addPath(_path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current stroke colour (`UIColor.setStroke()`) and this path's
    /// line width, caps, joins, miter limit and dash, centred on the path.
    open func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Strokes with `blendMode` and `alpha` (0...1).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(_path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's interior (under its fill rule). Not
    /// undone by this path: wrap it in `saveGState`/`restoreGState` to limit it.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(_path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open var description: String { "<UIBezierPath: \(ObjectIdentifier(self)); \(_path)>" }
}
