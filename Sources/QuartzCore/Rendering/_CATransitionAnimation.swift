import CoreGraphics

/// An animation that changes no property but makes the compositor draw the layer's change as a
/// whole-layer effect (`style`), from `before` (the layer as it looked when the transition began)
/// to the layer as it is now. Its eased progress is the animation's time fraction through its
/// `timingFunction`. UIKit's view transitions are these. Not API.
///
/// `before` is the only copy of the old look; it is dropped (set to nil) when the transition
/// stops, and without it nothing is drawn differently.
@MainActor
package final class _CATransitionAnimation: CAAnimation {
    package let style: _CATransitionStyle
    /// The adder's name for the transition, kept for it to read back (UIKit: the transition field
    /// of the options, 1…15).
    package let kind: Int
    /// The layer's own drawing and sublayers (without its opacity and shadow) at the start, in
    /// pixels at `scale`; drawn stretched over the layer's bounds.
    package var before: CGImage? {
        didSet { knownBeforeOpaque = nil }
    }

    /// Whether every pixel of `before` is opaque, once asked; nil: not known.
    private var knownBeforeOpaque: Bool?

    /// Whether every pixel of `before` is opaque (false without it): read from its pixels the first
    /// time it is asked (a cross-dissolve's first frame), then kept. A cross-dissolve of two
    /// opaque looks needs nothing under it.
    var beforeIsOpaque: Bool {
        guard let before else { return false }
        if let knownBeforeOpaque { return knownBeforeOpaque }
        let opaque = _ContentBlit.isOpaque(before.cairoSurface)
        knownBeforeOpaque = opaque
        return opaque
    }

    package init(style: _CATransitionStyle, kind: Int, before: CGImage?) {
        self.style = style
        self.kind = kind
        self.before = before
        super.init()
    }

    override func _makeEmptyCopy() -> CAAnimation {
        _CATransitionAnimation(style: style, kind: kind, before: before)
    }

}
