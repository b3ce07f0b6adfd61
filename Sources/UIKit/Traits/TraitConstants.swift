import Foundation

/// How a window's size becomes its size classes, with sources. Source tags as in docs/API.md.
///
/// UIKit decides size classes per device and multitasking arrangement; Rockhopper's windows can
/// have any size, so it decides by the window's size and the device's idiom (DEVIATIONS 194):
/// - phone: width always compact; height regular in portrait, compact in landscape (wider than
///   tall). [A] HIG "Layout", device size classes table; reference §2. The regular width of the
///   Plus/Max phones in landscape is not modelled (the reference does not list it).
/// - pad: height always regular; width regular from `padRegularWidthMinimum`, compact below
///   (Slide Over, the narrow Split View columns). [A] HIG "Layout", multitasking size classes.
enum TraitConstants {
    /// The narrowest iPad window with a regular width, in points: 678, the 12.9-inch iPad's
    /// half-screen Split View in landscape — the narrowest arrangement the HIG lists as regular;
    /// the widest compact one is its two-thirds column in portrait, 639 pt. [W] HIG multitasking
    /// size-class table with the published window widths; [D] the cut between the two.
    static let padRegularWidthMinimum: CGFloat = 678

    /// The size classes of a window of `size` on a device of `idiom`.
    static func sizeClasses(for size: CGSize, idiom: UIUserInterfaceIdiom)
        -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        switch idiom {
        case .pad, .mac, .tv, .vision:
            return (size.width >= padRegularWidthMinimum ? .regular : .compact, .regular)
        default:
            return (.compact, size.width > size.height ? .compact : .regular)
        }
    }
}
