import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

extension CGContext {
    // MARK: Graphics state stack

    /// Pushes a copy of the graphics state: CTM, clip, colours, line attributes, alpha, blend mode,
    /// anti-aliasing, interpolation quality and shadow. The current path is not part of it.
    public func saveGState() {
        cairo_save(cr)
        stateStack.append(state)
    }

    /// Pops the state saved by the matching `saveGState`. An unbalanced call is ignored (Apple logs).
    public func restoreGState() {
        guard stateStack.count > (transparencyLayers.last?.stackDepth ?? 0), let saved = stateStack.popLast() else {
            _Console.log("CoreGraphics: CGContextRestoreGState: invalid context state (no matching save).")
            return
        }
        cairo_restore(cr)
        state = saved
        applyAntialias()
    }

    // MARK: Current transformation matrix

    /// The CTM in Apple's convention: user space to a device space with a bottom-left origin. A fresh
    /// bitmap context reports identity; a UIKit (flipped) context at scale s on a device h pixels
    /// high reports `(s, 0, 0, −s, 0, h)`.
    public var ctm: CGAffineTransform {
        if let singular = state.singularCTM { return singular }
        return cairoMatrix.concatenating(deviceFlip)
    }

    /// Flip between Cairo's top-left device space and Apple's bottom-left one (its own inverse).
    var deviceFlip: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: deviceHeight) }

    /// Cairo's user-to-device matrix as a `CGAffineTransform`.
    var cairoMatrix: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Prepends `transform` to the CTM (applied to points first), as `CGContextConcatCTM`.
    public func concatenate(_ transform: CGAffineTransform) {
        if let singular = state.singularCTM {
            state.singularCTM = transform.concatenating(singular)
            return
        }
        let t = transform
        guard t._isFiniteAndInvertible else {
            // Cairo cannot hold a singular matrix; remember it and draw nothing until restored.
            state.singularCTM = t.concatenating(ctm)
            return
        }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
    }

    /// Moves the origin of user space by (tx, ty) user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        concatenate(CGAffineTransform(translationX: tx, y: ty))
    }

    /// Scales user space; a zero factor makes later drawing invisible until `restoreGState`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        concatenate(CGAffineTransform(scaleX: sx, y: sy))
    }

    /// Rotates user space by `angle` radians: positive turns +x towards +y (counterclockwise in a
    /// bitmap context's y-up space, clockwise in UIKit's flipped one).
    public func rotate(by angle: CGFloat) {
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// `point` in device space (Apple's bottom-left device origin).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm) }
    /// `point` from device space (Apple's bottom-left origin) into user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(ctm.inverted()) }
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(ctm) }
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(ctm.inverted()) }
    /// The bounding box of `rect` mapped to device space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(ctm.inverted()) }

    // MARK: Colours

    /// Fill colour for fills, `fill(_:)`, `fillEllipse(in:)`. Components are clamped to 0...1 when drawn.
    public func setFillColor(_ color: CGColor) { state.fill = color.rgba }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fill = (red, green, blue, alpha) }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fill = (gray, gray, gray, alpha) }
    /// CMYK converted naively: `r = (1 − c)(1 − k)` and likewise for g, b.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fill = ((1 - cyan) * (1 - black), (1 - magenta) * (1 - black), (1 - yellow) * (1 - black), alpha)
    }

    /// Stroke colour for `strokePath()`, `stroke(_:)`, `strokeLineSegments(between:)`.
    public func setStrokeColor(_ color: CGColor) { state.stroke = color.rgba }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.stroke = (red, green, blue, alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.stroke = (gray, gray, gray, alpha) }
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.stroke = ((1 - cyan) * (1 - black), (1 - magenta) * (1 - black), (1 - yellow) * (1 - black), alpha)
    }

    /// Global alpha, clamped to 0...1, multiplied into everything drawn (fills, strokes, images).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = max(0, min(1, alpha)) }

    /// How later drawing combines with the bitmap; see `CGBlendMode`.
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
        cairo_set_operator(cr, mode.cairo)
    }

    // MARK: Lines

    /// Stroke width in user units at the time of stroking (default 1). Negative widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0 else { return }
        cairo_set_line_width(cr, width)
    }

    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cap.cairo) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, join.cairo) }

    /// Miter joins longer than `limit` × line width become bevels (default 10).
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, limit) }

    /// Dashes for strokes: alternating on/off lengths in user units, starting `phase` units into the
    /// pattern. An empty array turns dashing off. Negative lengths or all zeros are invalid and ignored
    /// (Apple logs an error).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        if lengths.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else {
            _Console.log("CoreGraphics: CGContextSetLineDash: invalid dash array: \(lengths)")
            return
        }
        // CGFloat is a struct holding one Double on Linux: same layout.
        lengths.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: Double.self, capacity: buffer.count) { doubles in
                cairo_set_dash(cr, doubles, Int32(buffer.count), phase)
            }
        }
    }

    // MARK: Quality

    /// Whether shapes are anti-aliased (graphics-state, default true). Effective only while
    /// `setAllowsAntialiasing(true)`.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Whether anti-aliasing may be used at all (not saved with the graphics state; default true).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        self.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    func applyAntialias() {
        cairo_set_antialias(cr, state.shouldAntialias && allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// How scaled images are resampled by `draw(_:in:)`; part of the graphics state.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}
