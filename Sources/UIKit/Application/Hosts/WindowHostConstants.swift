import Foundation

/// Numbers of the window host (`_SDLHost`), with their units and sources. Source tags as in
/// docs/API.md: [A] Apple documentation, [W] widely published device metrics, [D] a design choice
/// of Rockhopper.
enum WindowHostConstants {
    /// The refresh rate used when SDL reports none (a virtual display such as Xvfb), in Hz: 60. [D]
    static let fallbackRefreshRate = 60.0
    /// The longest the host sleeps in the event wait while the app is idle and no `Timer` is due,
    /// in seconds: 0.1. SDL cannot wake its wait when another thread adds a block to
    /// `DispatchQueue.main`, so such a block runs within this time. [D]
    static let idleWakeInterval: TimeInterval = 0.1
    /// Points the content scrolls per unit of SDL's wheel value (one notch of a mouse wheel; a
    /// trackpad reports fractions): 40. Near the 3 lines × ~13–19 px desktop browsers scroll per
    /// notch on Linux (Chromium 53 px, GTK ≈ page^(2/3)) — a notch moves two table rows. [D]
    static let wheelPointsPerUnit = 40.0
    /// The first finger id of SDL finger events (the mouse is finger 1). [D]
    static let firstTouchFinger = 1_000
    /// The diameter of the Option-key emulation's finger circles, in points: 36 (matched by eye to
    /// the iOS Simulator's) [N].
    static let fingerIndicatorDiameter = 36.0
}

/// A device the window shows: its screen in points, its scale, status bar and safe area.
/// `--device NAME` or `ROCKHOPPER_DEVICE=NAME` chooses one. Not API.
package struct _UIDeviceProfile: Sendable, Equatable {
    package var name: String
    package var size: CGSize
    package var scale: CGFloat
    package var statusBarHeight: CGFloat
    package var safeAreaInsets: UIEdgeInsets
    package var idiom: UIUserInterfaceIdiom = .phone

    /// iPhone 8 / SE (2nd, 3rd generation): 375 × 667 pt @2x, 20 pt status bar, no unsafe
    /// edges [W]. The default, the same as `UITestScreen.phone`.
    package static let iPhoneSE = _UIDeviceProfile(name: "iphone-se", size: CGSize(width: 375, height: 667), scale: 2,
                                                    statusBarHeight: 20, safeAreaInsets: .zero)
    /// iPhone 15 / 14 Pro: 393 × 852 pt @3x, Dynamic Island; safe area 59 pt top, 34 pt bottom
    /// (home indicator); status bar 54 pt [W].
    package static let iPhone15 = _UIDeviceProfile(name: "iphone-15", size: CGSize(width: 393, height: 852), scale: 3,
                                                   statusBarHeight: 54,
                                                   safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    /// iPad Air (4th, 5th generation) / iPad (10th): 820 × 1180 pt @2x; status bar 24 pt, safe
    /// area 24 pt top, 20 pt bottom [W].
    package static let iPadAir = _UIDeviceProfile(name: "ipad-air", size: CGSize(width: 820, height: 1180), scale: 2,
                                                  statusBarHeight: 24,
                                                  safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), idiom: .pad)

    package static let all: [_UIDeviceProfile] = [.iPhoneSE, .iPhone15, .iPadAir]

    /// The profile named `name` (case-insensitive; "phone", "iphone" and "iphone-8" mean
    /// iphone-se, "ipad" ipad-air), else nil.
    package static func named(_ name: String) -> _UIDeviceProfile? {
        switch name.lowercased() {
        case "phone", "iphone", "iphone-8", "iphone-se": return .iPhoneSE
        case "iphone-15", "iphone-14-pro": return .iPhone15
        case "ipad", "ipad-air": return .iPadAir
        default: return nil
        }
    }

    /// The device chosen by `--device NAME` (or `--device=NAME`) in `arguments`, else by
    /// `ROCKHOPPER_DEVICE` in `environment`, else iphone-se. An unknown name is an error naming
    /// the known ones.
    package static func chosen(arguments: [String], environment: [String: String]) -> Result<_UIDeviceProfile, _UIDeviceProfileError> {
        var name: String?
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--device", i + 1 < arguments.count {
                name = arguments[i + 1]
                i += 1
            } else if argument.hasPrefix("--device=") {
                name = String(argument.dropFirst("--device=".count))
            }
            i += 1
        }
        if name == nil, let value = environment["ROCKHOPPER_DEVICE"], !value.isEmpty { name = value }
        guard let name else { return .success(.iPhoneSE) }
        guard let profile = named(name) else { return .failure(_UIDeviceProfileError(name: name)) }
        return .success(profile)
    }
}

/// An unknown device name.
package struct _UIDeviceProfileError: Error, CustomStringConvertible, Equatable {
    package var name: String
    package var description: String {
        "unknown device \"\(name)\"; known devices: \(_UIDeviceProfile.all.map(\.name).joined(separator: ", "))"
    }
}
