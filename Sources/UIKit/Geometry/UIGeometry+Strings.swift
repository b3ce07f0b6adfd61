import Foundation

// UIKit's geometry strings (`UIGeometry.h`): `NSStringFromCGPoint(CGPoint(x: 10, y: 20))` is
// `"{10, 20}"`, a rectangle `"{{0, 0}, {320, 568}}"`, a transform `"[1, 0, 0, 1, 0, 0]"`, insets
// `"{top, left, bottom, right}"`. Numbers print as `%.17g` does (UIKit's format: `-95.999999999999986`,
// `4.702643708725836e-14`), so a string read back gives the same value.
//
// The `…FromString` functions read the numbers of a string in order, whatever separates them,
// as UIKit's do: missing numbers are 0, so a malformed string gives zeros rather than an error.

/// One number as UIKit writes it (`%.17g`).
private func _geometryNumber(_ value: CGFloat) -> String {
    String(format: "%.17g", Double(value))
}

/// The first `count` numbers of `string` in order; 0 for each missing one.
private func _geometryNumbers(_ string: String, count: Int) -> [CGFloat] {
    var numbers: [CGFloat] = []
    let scanner = Scanner(string: string)
    scanner.charactersToBeSkipped = nil
    let starts = CharacterSet(charactersIn: "0123456789+-.")
    while numbers.count < count, !scanner.isAtEnd {
        _ = scanner.scanUpToCharacters(from: starts)
        if scanner.isAtEnd { break }
        if let value = scanner.scanDouble() {
            numbers.append(CGFloat(value))
        } else {
            _ = scanner.scanCharacter()
        }
    }
    return numbers + Array(repeating: 0, count: max(0, count - numbers.count))
}

public func NSStringFromCGPoint(_ point: CGPoint) -> String {
    "{\(_geometryNumber(point.x)), \(_geometryNumber(point.y))}"
}

public func NSStringFromCGVector(_ vector: CGVector) -> String {
    "{\(_geometryNumber(vector.dx)), \(_geometryNumber(vector.dy))}"
}

public func NSStringFromCGSize(_ size: CGSize) -> String {
    "{\(_geometryNumber(size.width)), \(_geometryNumber(size.height))}"
}

public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String {
    "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(_geometryNumber).joined(separator: ", ") + "]"
}

public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{" + [insets.top, insets.left, insets.bottom, insets.right].map(_geometryNumber).joined(separator: ", ") + "}"
}

public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String {
    "{" + [insets.top, insets.leading, insets.bottom, insets.trailing].map(_geometryNumber).joined(separator: ", ") + "}"
}

public func NSStringFromUIOffset(_ offset: UIOffset) -> String {
    "{\(_geometryNumber(offset.horizontal)), \(_geometryNumber(offset.vertical))}"
}

public func CGPointFromString(_ string: String) -> CGPoint {
    let n = _geometryNumbers(string, count: 2)
    return CGPoint(x: n[0], y: n[1])
}

public func CGVectorFromString(_ string: String) -> CGVector {
    let n = _geometryNumbers(string, count: 2)
    return CGVector(dx: n[0], dy: n[1])
}

public func CGSizeFromString(_ string: String) -> CGSize {
    let n = _geometryNumbers(string, count: 2)
    return CGSize(width: n[0], height: n[1])
}

public func CGRectFromString(_ string: String) -> CGRect {
    let n = _geometryNumbers(string, count: 4)
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}

public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    let n = _geometryNumbers(string, count: 6)
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
}

public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let n = _geometryNumbers(string, count: 4)
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}

public func NSDirectionalEdgeInsetsFromString(_ string: String) -> NSDirectionalEdgeInsets {
    let n = _geometryNumbers(string, count: 4)
    return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
}

public func UIOffsetFromString(_ string: String) -> UIOffset {
    let n = _geometryNumbers(string, count: 2)
    return UIOffset(horizontal: n[0], vertical: n[1])
}

/// The Swift forms (`NSCoder.string(for:)`, `NSCoder.cgPoint(for:)`, …) of the same strings.
extension NSCoder {
    public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
    public static func string(for vector: CGVector) -> String { NSStringFromCGVector(vector) }
    public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
    public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
    public static func string(for transform: CGAffineTransform) -> String { NSStringFromCGAffineTransform(transform) }
    public static func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }
    public static func string(for insets: NSDirectionalEdgeInsets) -> String { NSStringFromDirectionalEdgeInsets(insets) }
    public static func string(for offset: UIOffset) -> String { NSStringFromUIOffset(offset) }
    public static func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
    public static func cgVector(for string: String) -> CGVector { CGVectorFromString(string) }
    public static func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
    public static func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
    public static func cgAffineTransform(for string: String) -> CGAffineTransform { CGAffineTransformFromString(string) }
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets { UIEdgeInsetsFromString(string) }
    public static func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets { NSDirectionalEdgeInsetsFromString(string) }
    public static func uiOffset(for string: String) -> UIOffset { UIOffsetFromString(string) }
}
