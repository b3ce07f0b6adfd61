import Foundation

/// A colour space: how colour components are interpreted.
///
/// Rockhopper does no colour management. Every RGB space is treated as sRGB and every gray space as
/// sRGB-encoded gray (`r = g = b = gray`), because Cairo composites in the display's RGB. The spaces
/// differ only in their `model`, `numberOfComponents` and `name`, which is what UIKit code inspects.
///
/// Immutable, so `Sendable`. Two spaces are equal when they have the same model and name
/// (`CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB()`).
public final class CGColorSpace: Sendable, Equatable, Hashable {
    /// The name of the sRGB space (IEC 61966-2-1). Apple's constant is a `CFString`; ours is a `String`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the gray space with a 2.2 gamma that Apple uses for `CGColor(gray:alpha:)`.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// The name the space was created with, or nil for the device spaces (as on Apple's platforms).
    public let name: String?
    /// `.rgb` or `.monochrome`.
    public let model: CGColorSpaceModel
    /// Colour components, without alpha: 3 for RGB, 1 for gray.
    public let numberOfComponents: Int

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
        self.numberOfComponents = model == .rgb ? 3 : 1
    }

    /// The space with that name, or nil when the name is not one of `CGColorSpace.sRGB` and
    /// `CGColorSpace.genericGrayGamma2_2` (Apple also returns nil for unknown names).
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB: self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2: self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    /// Whether the space can be the destination of a bitmap context: true for both spaces here.
    public var supportsOutput: Bool { true }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.model == rhs.model && lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }

    /// Shared instances, so creating a colour does not allocate a colour space.
    static let deviceRGB = CGColorSpace(model: .rgb, name: nil)
    static let deviceGray = CGColorSpace(model: .monochrome, name: nil)
    static let sRGBSpace = CGColorSpace(model: .rgb, name: CGColorSpace.sRGB)
    static let genericGraySpace = CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2)
}

/// The device-dependent RGB space (three components). Bitmap contexts usually use it.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// The device-dependent gray space (one component).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
