import Foundation
import CoreGraphics

/// A transition as the compositor draws it at one instant: its style, eased progress (0…1) and
/// the image of the layer's old look. Pure geometry of the 2-D approximation of flips. Not API.
struct _CATransitionDrawValues {
    var style: _CATransitionStyle
    /// Eased progress, clamped to 0…1.
    var progress: Double
    var before: CGImage
    /// Whether every pixel of `before` is known to be opaque (a cross-dissolve of two opaque looks
    /// needs nothing under it).
    var beforeIsOpaque: Bool

    init(style: _CATransitionStyle, progress: Double, before: CGImage, beforeIsOpaque: Bool = false) {
        self.style = style
        self.progress = max(0, min(1, progress))
        self.before = before
        self.beforeIsOpaque = beforeIsOpaque
    }

    /// The factor a flip scales the turning side by: |cos(π·progress)| (1 at the ends, 0 when
    /// the layer is edge-on half-way); 1 for a cross dissolve.
    var turnScale: CGFloat {
        style == .crossDissolve ? 1 : abs(cos(Double.pi * progress))
    }

    /// Whether the old look is drawn: always in a cross dissolve, in the first half of a flip.
    var showsBefore: Bool { style == .crossDissolve || progress < 0.5 }

    /// Whether the new look is drawn: always in a cross dissolve, from half-way on in a flip.
    var showsAfter: Bool { style == .crossDissolve || progress >= 0.5 }

    /// The flip as a transform in the layer's bounds coordinates: a scale by `turnScale` of x
    /// (vertical axis) or y (horizontal axis) about the centre of `bounds`; identity for a cross
    /// dissolve.
    func transform(in bounds: CGRect) -> CGAffineTransform {
        let s = turnScale
        switch style {
        case .crossDissolve:
            return .identity
        case .flipAboutVerticalAxis:
            return CGAffineTransform(a: s, b: 0, c: 0, d: 1, tx: bounds.midX * (1 - s), ty: 0)
        case .flipAboutHorizontalAxis:
            return CGAffineTransform(a: 1, b: 0, c: 0, d: s, tx: 0, ty: bounds.midY * (1 - s))
        }
    }

    /// True when the flip is so close to edge-on that the layer covers no visible fraction of a
    /// pixel (`turnScale` below `RenderingConstants.transitionEdgeOnScale`): nothing is drawn, and
    /// the renderer never sets a singular matrix.
    var isEdgeOn: Bool { turnScale < RenderingConstants.transitionEdgeOnScale }
}
