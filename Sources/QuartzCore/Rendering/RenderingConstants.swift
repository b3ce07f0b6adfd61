import CoreGraphics

/// Numbers of the QuartzCore renderer and compositor.
///
/// Source tags: see docs/API.md.
package enum RenderingConstants {
    /// Standard deviation of a layer shadow's Gaussian per point of `shadowRadius`: 1, so σ =
    /// `shadowRadius` points. [A] `CALayer.shadowRadius` docs say only "the blur radius";
    /// [O] design tools that export to it (Sketch, Figma) write `shadowRadius = blur / 2` for a CSS
    /// blur, whose σ is `blur / 2` (CSS Backgrounds and Borders 3, box-shadow); [D] so σ = `shadowRadius`.
    static let shadowSigmaPerRadius: CGFloat = 1

    /// Most pixels (bytes: one alpha byte a pixel) of a layer's blurred shadow kept with the layer
    /// (`_CAShadowMask`): 4 Mi. [N] room for a full-screen shadow of a 3× iPhone Pro Max
    /// (1 290 × 2 796 pixels, 3.4 Mi) with its blur. A bigger shadow (a shadowed layer much larger
    /// than the screen) is blurred each frame for the part that can show instead.
    static let shadowMaskCacheMaximumPixels = 4 * 1024 * 1024

    /// Frames in a row that drew a layer with a new shadow shape, after which its shadow is blurred
    /// directly each frame (only where it can show) instead of being rebuilt whole and kept: 4.
    /// [N] one change (a resize, a new path) still keeps a mask; an animation under the shadow
    /// switches within a few frames of 60 Hz.
    static let shadowMaskChangingFrames = 4

    /// Most rectangles the compositor keeps apart in one frame's damage before merging the pair
    /// that grows least; each is redrawn with its own clip and culled tree walk. 8. [N] a handful
    /// of independent changes per frame stay separate, and the walks stay few.
    static let maximumDamageRects = 8

    /// Two damage rectangles are merged when their union's area exceeds the sum of their areas
    /// by at most this many pixels (one 64 × 64 tile). [N] merging then costs less than a second
    /// walk.
    static let damageMergeSlack = 64 * 64

    /// Largest reduction at which layer contents are drawn: 16 384 image pixels to a device pixel
    /// (more precisely, every component of the inverse of the image → device transform stays within
    /// 16 384). [O] pixman samples images through that inverse in 16.16 fixed point; past 32 767
    /// it cannot, and Cairo leaves the context and the framebuffer in a lasting
    /// `CAIRO_STATUS_NO_MEMORY`, after which nothing draws. [N] half of pixman's limit; contents
    /// reduced that far (a snapshot animated down to a point) cover a sliver of one pixel and are
    /// skipped.
    static let maximumContentsReduction: CGFloat = 16_384

    /// Transforms whose components are within this of a whole number are treated as whole: a
    /// layer at such device-pixel offsets with unit scale is copied without resampling. [N] far
    /// below a visible fraction of a pixel, and above the rounding error of composed transforms.
    static let pixelAlignmentTolerance: CGFloat = 1e-6

    /// Most scroll shifts (a masking layer's pixels moved by whole pixels instead of redrawn, see
    /// `_CACompositor+ScrollShift.swift`) in one compositor pass; further scrolled layers in the
    /// pass are redrawn. 8. [N] nested scroll views and a few side by side; bounds the list of
    /// moved areas a window host uploads.
    static let maximumScrollShiftsPerPass = 8

    /// Fewest sublayers of one layer for which the compositor's walk keeps an index of those that
    /// can be on screen (`_VisibleSublayers`): 32. [N] below it testing each sublayer against the
    /// visible area costs about as much as keeping the index.
    static let visibleSublayersMinimumCount = 32

    /// Sublayers an index of visible sublayers visits every walk (not still leaves, or changed
    /// since it was built) before it is dropped, when that is more than an eighth of the
    /// sublayers: 16. [N] a scroll view's indicators and a few changed rows; the index is rebuilt
    /// by the next change of the sublayer list.
    static let visibleSublayersMaximumExceptions = 16

    /// Colour of framebuffer pixels no layer covers: opaque black. [N] what an iOS screen shows
    /// where no window covers it.
    package static let backdropGray: Double = 0

    /// Below this `turnScale` (|cos(π·progress)|) a flipping layer is drawn as nothing. [N] 1e-4 of
    /// a 1 024-pixel-wide layer is 0.1 pixel, and skipping keeps Cairo from a (near-)singular matrix.
    static let transitionEdgeOnScale: CGFloat = 1e-4
}
