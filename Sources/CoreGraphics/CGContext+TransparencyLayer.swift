import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

extension CGContext {
    /// Starts a transparency layer: until the matching `endTransparencyLayer()`, drawing goes to an
    /// offscreen, fully transparent layer, which is then composited as one image using the global
    /// alpha, blend mode and shadow in effect now (so overlapping shapes inside a half-transparent layer
    /// do not show through each other). Inside the layer those three start at their defaults (alpha 1,
    /// `.normal`, no shadow); everything else of the graphics state carries over. Layers nest.
    /// `auxiliaryInfo` is accepted for source compatibility (Apple's is a `CFDictionary`; pass nil).
    public func beginTransparencyLayer(auxiliaryInfo: [AnyHashable: Any]?) {
        beginLayer(clippedTo: nil)
    }

    /// A transparency layer whose content is limited to `rect` (user space), which lets Cairo use a
    /// smaller offscreen surface.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [AnyHashable: Any]?) {
        beginLayer(clippedTo: rect)
    }

    private func beginLayer(clippedTo rect: CGRect?) {
        transparencyLayers.append(TransparencyLayer(outerState: state, clipped: rect != nil, stackDepth: stateStack.count))
        if let rect {
            cairo_save(cr)
            clip(to: rect)
        }
        cairo_push_group(cr)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Ends the innermost transparency layer and composites it. Without an open layer the call is
    /// ignored (Apple logs an error).
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else {
            _Console.log("CoreGraphics: CGContextEndTransparencyLayer: no transparency layer is open.")
            return
        }
        // Undo saves left open inside the layer, so the group pops with the state it was pushed with.
        while stateStack.count > layer.stackDepth { restoreGState() }
        let group = cairo_pop_group(cr)!
        defer { cairo_pattern_destroy(group) }
        if layer.clipped { cairo_restore(cr) }
        state = layer.outerState
        cairo_set_operator(cr, state.blendMode.cairo)
        let composite = {
            cairo_set_source(self.cr, group)
            if self.state.alpha < 1 { cairo_paint_with_alpha(self.cr, self.state.alpha) } else { cairo_paint(self.cr) }
        }
        if let shadow = state.shadow {
            performSynced(.clip) { drawWithShadow(shadow, composite) }
        } else {
            performSynced(.clip, composite)
        }
    }
}
