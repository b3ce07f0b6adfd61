import Foundation

/// The family a colour space belongs to, with Apple's raw values (`CGColorSpaceModel` in
/// `CGColorSpace.h`). Rockhopper creates only `.monochrome` and `.rgb` spaces; the other cases exist so
/// that `switch` statements written for Apple's platforms compile.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}
