import Foundation

/// How a `UIGraphicsImageRenderer` makes its bitmap: `scale` pixels per point and whether it is
/// `opaque` (no alpha channel; the bitmap starts black instead of clear).
open class UIGraphicsImageRendererFormat {
    /// Pixels per point. Default: the main screen's scale. NaN or infinity stops the program.
    open var scale: CGFloat { willSet { _requireFinite(newValue, "UIGraphicsImageRendererFormat scale") } }
    /// True for a bitmap without alpha (faster to composite; starts black). Default false.
    open var opaque: Bool = false
    /// Whether a wide-colour bitmap is wanted. Stored only: bitmaps are always 8-bit sRGB here.
    open var preferredRange: Range = .standard

    /// A format with the main screen's scale, not opaque, standard range.
    public init() {
        scale = _mainScreenScale()
    }

    /// The format for the main screen: its scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The most capable format of the device: the same as `default()` here.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The colour range of the bitmap (Apple's raw values).
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }
}
