import Foundation

/// How much room a dimension of the interface has: `.compact` (a phone's width, a phone's height
/// in landscape) or `.regular` (an iPad's full screen). See `TraitConstants` for how a window's
/// size maps to these.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
