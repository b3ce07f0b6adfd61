import Foundation
import Testing
@testable import UIKit

/// A view's saved geometry, archived as an iOS app would.
final class StorageGeometry: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    var center = CGPoint.zero, size = CGSize.zero, frame = CGRect.zero, transform = CGAffineTransform.identity
    var velocity = CGVector.zero, insets = UIEdgeInsets.zero, directional = NSDirectionalEdgeInsets.zero, offset = UIOffset.zero

    override init() { super.init() }

    func encode(with coder: NSCoder) {
        coder.encode(center, forKey: "center")
        coder.encode(size, forKey: "size")
        coder.encode(frame, forKey: "frame")
        coder.encode(transform, forKey: "transform")
        coder.encode(velocity, forKey: "velocity")
        coder.encode(insets, forKey: "insets")
        coder.encode(directional, forKey: "directional")
        coder.encode(offset, forKey: "offset")
    }

    init?(coder: NSCoder) {
        center = coder.decodeCGPoint(forKey: "center")
        size = coder.decodeCGSize(forKey: "size")
        frame = coder.decodeCGRect(forKey: "frame")
        transform = coder.decodeCGAffineTransform(forKey: "transform")
        velocity = coder.decodeCGVector(forKey: "velocity")
        insets = coder.decodeUIEdgeInsets(forKey: "insets")
        directional = coder.decodeDirectionalEdgeInsets(forKey: "directional")
        offset = coder.decodeUIOffset(forKey: "offset")
        super.init()
    }
}

/// An archive with nothing in it under the geometry keys.
final class StorageEmptyGeometry: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    override init() { super.init() }
    func encode(with coder: NSCoder) {}
    init?(coder: NSCoder) { super.init() }
}

@Suite struct NSCoderUIGeometryKeyedCodingTests {
    @Test func geometryRoundTripsThroughAKeyedArchive() throws {
        let geometry = StorageGeometry()
        geometry.center = CGPoint(x: 10.5, y: -3)
        geometry.size = CGSize(width: 100, height: 44)
        geometry.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        geometry.transform = CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 5, y: 6)
        geometry.velocity = CGVector(dx: 300, dy: -20)
        geometry.insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        geometry.directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        geometry.offset = UIOffset(horizontal: 2, vertical: -2)
        let data = try NSKeyedArchiver.archivedData(withRootObject: geometry, requiringSecureCoding: true)
        let read = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: StorageGeometry.self, from: data))
        #expect(read.center == geometry.center)
        #expect(read.size == geometry.size)
        #expect(read.frame == geometry.frame)
        #expect(abs(read.transform.a - geometry.transform.a) < 1e-9 && abs(read.transform.tx - geometry.transform.tx) < 1e-9)
        #expect(read.velocity == geometry.velocity)
        #expect(read.insets == geometry.insets)
        #expect(read.directional == geometry.directional)
        #expect(read.offset == geometry.offset)
    }

    @Test func missingKeysDecodeAsZeroAndTheIdentity() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: StorageEmptyGeometry(), requiringSecureCoding: true)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        #expect(unarchiver.decodeCGPoint(forKey: "none") == .zero)
        #expect(unarchiver.decodeCGRect(forKey: "none") == .zero)
        #expect(unarchiver.decodeCGAffineTransform(forKey: "none") == .identity)
        #expect(unarchiver.decodeUIEdgeInsets(forKey: "none") == .zero)
        #expect(unarchiver.decodeUIOffset(forKey: "none") == .zero)
        unarchiver.finishDecoding()
    }

    @Test func geometryIsStoredAsUIKitsStrings() throws {
        let geometry = StorageGeometry()
        geometry.insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let data = try NSKeyedArchiver.archivedData(withRootObject: geometry, requiringSecureCoding: true)
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
        let objects = try #require(plist["$objects"] as? [Any])
        #expect(objects.contains { ($0 as? String) == "{1, 2, 3, 4}" })
    }
}
