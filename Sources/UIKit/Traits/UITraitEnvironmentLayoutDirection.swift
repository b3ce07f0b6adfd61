import Foundation

/// The layout direction as a trait: `UITraitCollection.layoutDirection`. UIKit's raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
