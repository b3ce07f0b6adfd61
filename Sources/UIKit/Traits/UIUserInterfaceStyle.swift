import Foundation

/// Light or dark appearance (iOS 13). Rockhopper's screens are light.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
