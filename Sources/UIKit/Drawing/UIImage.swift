import Foundation

/// An immutable image: a `CGImage` with a scale (pixels per point) and an orientation.
///
/// `size` is in points: the pixel size divided by `scale` (width and height swapped for the
/// `left`/`right` orientations). Decoding supports PNG and JPEG (`init?(data:)`); encoding
/// `pngData()` and `jpegData(compressionQuality:)`. Drawing (`draw(at:)`, `draw(in:)`) goes to the
/// current UIKit context; see `UIImage+Drawing.swift`. Loading from the app's resources is
/// `init?(named:)`, see `UIImage+Named.swift`.
///
/// Immutable, so `Sendable`, as on iOS.
open class UIImage: CustomStringConvertible, @unchecked Sendable {
    let _cgImage: CGImage

    /// The bitmap. Never nil here (images are always bitmap-backed); optional as in UIKit.
    open var cgImage: CGImage? { _cgImage }

    /// Pixels per point: 1, 2 or 3 for `name@2x.png`-style resources, the renderer's scale for
    /// drawn images, 1 for `init?(data:)`.
    public let scale: CGFloat

    /// How the bitmap is turned to show the picture upright; drawing applies it. `cgImage` is the
    /// bitmap as stored, and `pngData()`/`jpegData` encode it as stored (not turned).
    public let imageOrientation: Orientation

    /// An image of `cgImage` at scale 1, orientation `.up`.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// The parts of a resizable image (points from each edge) that keep their size when it is
    /// drawn larger; `.zero` for ordinary images. See `resizableImage(withCapInsets:resizingMode:)`.
    public let capInsets: UIEdgeInsets

    /// How a resizable image's middle parts fill the space: `.tile` (default) or `.stretch`.
    public let resizingMode: ResizingMode

    /// Whether the image is drawn as is or as a template (a shape filled with a tint colour); see
    /// `UIImage+RenderingMode.swift`. Default `.automatic`.
    public let renderingMode: RenderingMode

    /// An image of `cgImage` with `scale` pixels per point (a non-positive scale is taken as 1, as
    /// UIKit does; NaN or infinity stops the program) and `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, capInsets: .zero, resizingMode: .tile)
    }

    package init(cgImage: CGImage, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets,
                 resizingMode: ResizingMode, renderingMode: RenderingMode = .automatic) {
        _requireFinite(scale, "UIImage scale")
        _cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
    }

    /// Decodes PNG or JPEG `data` at scale 1; nil when it is neither (or damaged).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG or JPEG `data` with `scale` pixels per point; nil when it is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage._decode(data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// Reads and decodes the file at `path`; nil when it cannot be read or decoded. As on iOS, a
    /// file name ending in `@2x` or `@3x` (before the extension) gives that scale, otherwise 1.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let image = UIImage._decode(data) else { return nil }
        self.init(cgImage: image, scale: _ImageResourceLookup.scale(ofFileName: (path as NSString).lastPathComponent),
                  orientation: .up)
    }

    /// PNG (by its signature) or else JPEG.
    static func _decode(_ data: Data) -> CGImage? {
        guard let provider = CGDataProvider(data: data) else { return nil }
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
        if data.prefix(4).elementsEqual(pngSignature) {
            return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        return CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// The size in points: pixels / `scale`, with width and height swapped for the left/right
    /// orientations.
    open var size: CGSize {
        let w = CGFloat(_cgImage.width) / scale, h = CGFloat(_cgImage.height) / scale
        return imageOrientation._swapsAxes ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// The image as PNG (8-bit RGBA), or nil when encoding fails. The scale is not recorded.
    open func pngData() -> Data? {
        _cgImage.pngData()
    }

    /// The image as JPEG; `compressionQuality` 0 (smallest) to 1 (best). Transparent pixels become
    /// black (JPEG has no alpha).
    open func jpegData(compressionQuality: CGFloat) -> Data? {
        _cgImage.jpegData(compressionQuality: compressionQuality)
    }

    /// `<UIImage: 0x…>, {w, h}`-like: the size in points and the scale.
    open var description: String {
        "<UIImage: \(ObjectIdentifier(self))>, {\(size.width), \(size.height)} scale \(scale)"
    }
}
