import Foundation

/// How colours outside the destination gamut are mapped, with Apple's raw values. Rockhopper does
/// no colour management, so the intent is recorded (`CGImage.renderingIntent`) but changes nothing.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
