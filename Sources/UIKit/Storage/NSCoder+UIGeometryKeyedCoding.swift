import Foundation

// UIKit's keyed coding of geometry (Apple: the `NSCoder` extensions in UIGeometry.h), so an
// `encode(with:)` / `init?(coder:)` written for iOS compiles and round-trips here. Each value is
// stored as its `NSStringFrom…` string ("{1, 2}"), as UIKit stores it; a missing key decodes as
// the zero value.
//
// `encode(_: CGPoint/CGSize/CGRect, forKey:)` are Foundation's own on Linux (its macOS
// `NSPoint`/`NSSize`/`NSRect` forms, which are `CGPoint`/`CGSize`/`CGRect` there, also stored as
// strings). Foundation's `decodePoint(forKey:)` & co. stop the program for a missing key under
// secure coding (a failed `decodeObject(of:forKey:)`), so the `decodeCG…` methods check that the
// key is there first.
extension NSCoder {
    /// The point stored under `key` (`CGPoint.zero` when there is none).
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        _geometryString(forKey: key).map(CGPointFromString) ?? .zero
    }

    /// The size stored under `key` (`CGSize.zero` when there is none).
    public func decodeCGSize(forKey key: String) -> CGSize {
        _geometryString(forKey: key).map(CGSizeFromString) ?? .zero
    }

    /// The rectangle stored under `key` (`CGRect.zero` when there is none).
    public func decodeCGRect(forKey key: String) -> CGRect {
        _geometryString(forKey: key).map(CGRectFromString) ?? .zero
    }

    /// Stores `vector` under `key`.
    public func encode(_ vector: CGVector, forKey key: String) {
        encode(NSStringFromCGVector(vector), forKey: key)
    }

    /// The vector stored under `key` (`CGVector.zero` when there is none).
    public func decodeCGVector(forKey key: String) -> CGVector {
        _geometryString(forKey: key).map(CGVectorFromString) ?? .zero
    }

    /// Stores `transform` under `key`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encode(NSStringFromCGAffineTransform(transform), forKey: key)
    }

    /// The transform stored under `key` (the identity when there is none, as UIKit decodes a
    /// missing transform's string).
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        _geometryString(forKey: key).map(CGAffineTransformFromString) ?? .identity
    }

    /// Stores `insets` under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encode(NSStringFromUIEdgeInsets(insets), forKey: key)
    }

    /// The edge insets stored under `key` (`.zero` when there are none).
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        _geometryString(forKey: key).map(UIEdgeInsetsFromString) ?? .zero
    }

    /// Stores `insets` under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) {
        encode(NSStringFromDirectionalEdgeInsets(insets), forKey: key)
    }

    /// The directional edge insets stored under `key` (`.zero` when there are none).
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        _geometryString(forKey: key).map(NSDirectionalEdgeInsetsFromString) ?? .zero
    }

    /// Stores `offset` under `key`.
    public func encode(_ offset: UIOffset, forKey key: String) {
        encode(NSStringFromUIOffset(offset), forKey: key)
    }

    /// The offset stored under `key` (`.zero` when there is none).
    public func decodeUIOffset(forKey key: String) -> UIOffset {
        _geometryString(forKey: key).map(UIOffsetFromString) ?? .zero
    }

    /// The string a geometry value was stored as.
    private func _geometryString(forKey key: String) -> String? {
        guard containsValue(forKey: key) else { return nil }
        return decodeObject(of: NSString.self, forKey: key).map { String($0) }
    }
}
