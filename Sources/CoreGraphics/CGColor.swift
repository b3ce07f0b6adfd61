import Foundation

/// An immutable colour: components in a colour space plus alpha, as in Apple's CoreGraphics.
///
/// `components` lists the colour components followed by alpha: `[r, g, b, a]` in an RGB space,
/// `[gray, a]` in a gray space. Components are stored as given (not clamped); drawing clamps them to
/// 0...1. Two colours are equal when their spaces and all components are equal, so
/// `CGColor(gray: 0, alpha: 1) != CGColor(red: 0, green: 0, blue: 0, alpha: 1)`, as on Apple's platforms.
///
/// Immutable, so `Sendable`. Drawing reads the precomputed `rgba` without allocating.
public final class CGColor: Sendable, Equatable, Hashable {
    /// Colour components followed by alpha (`numberOfComponents` values).
    public let components: [CGFloat]?
    /// The space the components are in.
    public let colorSpace: CGColorSpace?
    /// Red, green, blue, alpha as drawn (gray expanded to `r = g = b`), unclamped.
    package let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// Opaque black in the generic gray space: components `[0, 1]`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the generic gray space: components `[1, 1]`.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black in the generic gray space: components `[0, 0]`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    init(space: CGColorSpace, components: [CGFloat]) {
        self.colorSpace = space
        self.components = components
        if space.model == .monochrome {
            rgba = (components[0], components[0], components[0], components[1])
        } else {
            rgba = (components[0], components[1], components[2], components[3])
        }
    }

    /// An RGB colour. Apple creates it in the generic RGB space; here it is in sRGB (no colour
    /// management, see `CGColorSpace`), so it equals `CGColor(srgbRed:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.sRGBSpace, components: [red, green, blue, alpha])
    }

    /// An sRGB colour; components 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.sRGBSpace, components: [red, green, blue, alpha])
    }

    /// A gray colour in the generic gray (gamma 2.2) space; 0 is black, 1 white.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace.genericGraySpace, components: [gray, alpha])
    }

    /// A colour from `space.numberOfComponents + 1` values (the last is alpha) read from `components`.
    /// Nil when the space is neither RGB nor gray.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.init(space: space, components: values)
    }

    /// Colour components plus alpha: 4 for RGB colours, 2 for gray ones.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The last component.
    public var alpha: CGFloat { rgba.alpha }

    /// The same colour with another alpha. Never nil here; optional as in Apple's API.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, let space = colorSpace else { return nil }
        values[values.count - 1] = alpha
        return CGColor(space: space, components: values)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }
}

extension CGColor: CustomStringConvertible {
    public var description: String {
        let space = colorSpace?.name ?? (colorSpace?.model == .monochrome ? "DeviceGray" : "DeviceRGB")
        return "<CGColor \(space)> ( \((components ?? []).map { "\($0)" }.joined(separator: " ")) )"
    }
}
