import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// Painting and clipping. Path-painting calls (`fillPath`, `strokePath`, `drawPath`, `clip`) consume
/// the current path; the rectangle and ellipse conveniences (`fill(_:)`, `stroke(_:)`, `clear(_:)`,
/// `fillEllipse(in:)`, `clip(to:)`, `draw(_:in:)`…) leave it as it was.
extension CGContext {
    /// The device area a drawing call may touch, for syncing converted layouts.
    enum DrawExtent {
        case fill, stroke, fillAndStroke, clip
        /// A user-space rectangle.
        case rect(CGRect)
    }

    @inline(__always) private static func unit(_ v: CGFloat) -> Double { Double(max(0, min(1, v))) }

    /// Sets Cairo's source to `color` times the global alpha.
    @inline(__always)
    func setSource(_ color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        cairo_set_source_rgba(cr, Self.unit(color.red), Self.unit(color.green), Self.unit(color.blue),
                              Self.unit(color.alpha) * Double(state.alpha))
    }

    /// Runs one Cairo drawing call, with the shadow when one is set (`shadowed`). For converted bitmap
    /// layouts, brings the affected device rectangle from the caller's memory into the shadow surface
    /// first and writes it back afterwards.
    @inline(__always)
    func performDrawing(_ extent: DrawExtent, shadowed: Bool = true, _ body: () -> Void) {
        if shadowed, let shadow = state.shadow {
            performSynced(.clip) { drawWithShadow(shadow, body) }
        } else {
            performSynced(extent, body)
        }
    }

    @inline(__always)
    func performSynced(_ extent: DrawExtent, _ body: () -> Void) {
        // Inside a transparency layer Cairo draws into a group; the layer syncs when it ends.
        guard needsSync, transparencyLayers.isEmpty else { body(); return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        switch state.blendMode.isUnbounded ? .clip : extent {
        case .fill: cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
        case .stroke: cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
        case .fillAndStroke:
            var a = 0.0, b = 0.0, c = 0.0, d = 0.0
            cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            cairo_stroke_extents(cr, &a, &b, &c, &d)
            x1 = min(x1, a); y1 = min(y1, b); x2 = max(x2, c); y2 = max(y2, d)
        case .clip: cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        case .rect(let r): (x1, y1, x2, y2) = (r.minX, r.minY, r.maxX, r.maxY)
        }
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        // Device-space bounding box of the user rectangle, padded by a pixel for anti-aliasing.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (ux, uy) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
            var dx = ux, dy = uy
            cairo_user_to_device(cr, &dx, &dy)
            minX = min(minX, dx); minY = min(minY, dy); maxX = max(maxX, dx); maxY = max(maxY, dy)
        }
        var clipMinX = Double.infinity, clipMinY = Double.infinity, clipMaxX = -Double.infinity, clipMaxY = -Double.infinity
        for (ux, uy) in [(cx1, cy1), (cx2, cy1), (cx1, cy2), (cx2, cy2)] {
            var dx = ux, dy = uy
            cairo_user_to_device(cr, &dx, &dy)
            clipMinX = min(clipMinX, dx); clipMinY = min(clipMinY, dy); clipMaxX = max(clipMaxX, dx); clipMaxY = max(clipMaxY, dy)
        }
        let left = Int(max(0, max(minX, clipMinX).rounded(.down) - 1))
        let top = Int(max(0, max(minY, clipMinY).rounded(.down) - 1))
        let right = Int(min(Double(width), min(maxX, clipMaxX).rounded(.up) + 1))
        let bottom = Int(min(Double(height), min(maxY, clipMaxY).rounded(.up) + 1))
        guard right > left, bottom > top else { body(); return }
        pull(x: left, y: top, width: right - left, height: bottom - top)
        body()
        push(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Runs `body` with an empty current path and puts the previous path back afterwards.
    @inline(__always)
    func withPathPreserved(_ body: () -> Void) {
        guard cairo_has_current_point(cr) != 0 else {
            body()
            cairo_new_path(cr)
            return
        }
        let saved = cairo_copy_path(cr)
        cairo_new_path(cr)
        body()
        cairo_new_path(cr)
        cairo_append_path(cr, saved)
        cairo_path_destroy(saved)
    }

    /// `rect`, or for rectangles too large for Cairo's 24.8 fixed-point coordinates (such as
    /// `CGRect.infinite`), its intersection with the clip's bounding box (a pixel larger).
    @inline(__always)
    func drawableRect(_ rect: CGRect) -> CGRect {
        let limit: CGFloat = 1_048_576  // 2²⁰ user units
        guard abs(rect.minX) > limit || abs(rect.maxX) > limit || abs(rect.minY) > limit || abs(rect.maxY) > limit
                || rect.isInfinite else { return rect }
        return rect.standardized.intersection(boundingBoxOfClipPath.insetBy(dx: -1, dy: -1))
    }

    private func setFillRule(_ rule: CGPathFillRule) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    // MARK: Paths

    /// Fills the current path with the fill colour and clears the path. Open subpaths are closed.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        guard state.singularCTM == nil else { cairo_new_path(cr); return }
        setFillRule(rule)
        setSource(state.fill)
        performDrawing(.fill) { cairo_fill(cr) }
    }

    /// Strokes the current path with the stroke colour, line width, caps, joins and dash, and clears it.
    public func strokePath() {
        guard state.singularCTM == nil else { cairo_new_path(cr); return }
        setSource(state.stroke)
        performDrawing(.stroke) { cairo_stroke(cr) }
    }

    /// Fills and/or strokes the current path (fill first), then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard state.singularCTM == nil else { cairo_new_path(cr); return }
        switch mode {
        case .fill: fillPath(using: .winding)
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            setFillRule(mode == .eoFillStroke ? .evenOdd : .winding)
            performDrawing(.fillAndStroke) {
                setSource(state.fill)
                cairo_fill_preserve(cr)
                setSource(state.stroke)
                cairo_stroke(cr)
            }
        }
    }

    // MARK: Rectangles and ellipses

    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        guard state.singularCTM == nil else { return }
        let rect = drawableRect(rect)
        guard !rect.isNull else { return }
        withPathPreserved {
            cairo_rectangle(cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
            setFillRule(.winding)
            setSource(state.fill)
            performDrawing(.rect(rect.standardized)) { cairo_fill(cr) }
        }
    }

    /// Fills the union of `rects` (overlaps are painted once).
    public func fill(_ rects: [CGRect]) {
        guard state.singularCTM == nil, !rects.isEmpty else { return }
        withPathPreserved {
            for r in rects { addRect(r) }
            setFillRule(.winding)
            setSource(state.fill)
            performDrawing(.fill) { cairo_fill(cr) }
        }
    }

    /// Strokes the outline of `rect` with the current line width, centred on its edges.
    public func stroke(_ rect: CGRect) {
        guard state.singularCTM == nil else { return }
        withPathPreserved {
            addRect(rect)
            setSource(state.stroke)
            performDrawing(.stroke) { cairo_stroke(cr) }
        }
    }

    /// Strokes `rect` with the line width `width`, leaving the graphics state's line width unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cr)
        cairo_set_line_width(cr, max(0, width))
        stroke(rect)
        cairo_set_line_width(cr, saved)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        guard state.singularCTM == nil else { return }
        withPathPreserved {
            addEllipse(in: rect)
            setFillRule(.winding)
            setSource(state.fill)
            performDrawing(.fill) { cairo_fill(cr) }
        }
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        guard state.singularCTM == nil else { return }
        withPathPreserved {
            addEllipse(in: rect)
            setSource(state.stroke)
            performDrawing(.stroke) { cairo_stroke(cr) }
        }
    }

    /// Strokes the segments points[0]–points[1], points[2]–points[3], …; an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        guard state.singularCTM == nil, points.count >= 2 else { return }
        withPathPreserved {
            var i = 0
            while i + 1 < points.count {
                cairo_move_to(cr, points[i].x, points[i].y)
                cairo_line_to(cr, points[i + 1].x, points[i + 1].y)
                i += 2
            }
            setSource(state.stroke)
            performDrawing(.stroke) { cairo_stroke(cr) }
        }
    }

    /// Makes `rect` fully transparent (all bytes 0), whatever the blend mode and alpha; the clip and
    /// CTM apply.
    public func clear(_ rect: CGRect) {
        guard state.singularCTM == nil else { return }
        let rect = drawableRect(rect)
        guard !rect.isNull else { return }
        withPathPreserved {
            cairo_rectangle(cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            performDrawing(.rect(rect.standardized), shadowed: false) { cairo_fill(cr) }
            cairo_set_operator(cr, state.blendMode.cairo)
        }
    }

    // MARK: Clipping

    /// Intersects the clip with the current path's interior under `rule`, and clears the path. An
    /// empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        setFillRule(rule)
        cairo_clip(cr)
        setFillRule(.winding)
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        let rect = drawableRect(rect)
        withPathPreserved {
            cairo_rectangle(cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
            cairo_clip(cr)
        }
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        withPathPreserved {
            for r in rects { addRect(r) }
            setFillRule(.winding)
            cairo_clip(cr)
        }
    }

    /// Removes all clipping (for wrapped contexts, also any clip their owner set).
    public func resetClip() { cairo_reset_clip(cr) }

    /// The bounding box of the clip in user space; the whole bitmap when nothing is clipped.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Images

    /// Draws `image` scaled to fill `rect`, upright in Apple's y-up user space: the image's top row is at
    /// `rect.maxY`. (So in a flipped, y-down context the image appears upside down, as with Apple's
    /// CoreGraphics; UIKit's `UIImage.draw(in:)` compensates.) With `byTiling`, copies of the image the
    /// size of `rect`, aligned to it, fill the whole clip. Global alpha, blend mode, clip and
    /// `interpolationQuality` (or nearest neighbour when `image.shouldInterpolate` is false) apply.
    /// No Swift allocation; Cairo's image compositor itself mallocs two small wrappers per call.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard state.singularCTM == nil, r.width > 0, r.height > 0, !r.isInfinite else { return }
        withPathPreserved {
            performDrawing(byTiling ? .clip : .rect(r)) {
                cairo_save(cr)
                cairo_translate(cr, r.minX, r.maxY)
                cairo_scale(cr, r.width / CGFloat(image.width), -r.height / CGFloat(image.height))
                cairo_set_source_surface(cr, image.cairoSurface, 0, 0)
                let pattern = cairo_get_source(cr)
                cairo_pattern_set_filter(pattern, image.shouldInterpolate ? state.interpolationQuality.cairo : CAIRO_FILTER_NEAREST)
                if byTiling {
                    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
                    if state.alpha < 1 { cairo_paint_with_alpha(cr, state.alpha) } else { cairo_paint(cr) }
                } else if state.alpha < 1 {
                    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                    cairo_rectangle(cr, 0, 0, CGFloat(image.width), CGFloat(image.height))
                    cairo_clip(cr)
                    cairo_paint_with_alpha(cr, state.alpha)
                } else {
                    // Filling the image's rectangle avoids creating a clip object.
                    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                    cairo_rectangle(cr, 0, 0, CGFloat(image.width), CGFloat(image.height))
                    cairo_fill(cr)
                }
                cairo_restore(cr)
            }
        }
    }
}
