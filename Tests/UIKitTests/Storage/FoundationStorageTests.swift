import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The seed's `Persion`: an `NSObject` with a name and an `Int32` age, archived by
/// `NSKeyedArchiver`. Top level: Foundation on Linux stores `Module.Class` names and cannot name
/// nested classes.
final class StoragePersion: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    var name: String
    var age: Int32

    init(name: String, age: Int32) {
        self.name = name
        self.age = age
    }

    func encode(with coder: NSCoder) {
        coder.encode(name, forKey: "name")
        coder.encode(age, forKey: "age")
    }

    init?(coder: NSCoder) {
        // NSObject does not adopt NSCoding: `super.init()`, as the seed says.
        guard let name = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        self.name = String(name)
        age = coder.decodeInt32(forKey: "age")
        super.init()
    }
}

/// The seed's storage chapter run in the sandbox: plists, keyed archives — what Foundation on
/// Linux does with them (docs/COMPATIBILITY.md, "Storage").
@MainActor @Suite struct FoundationStorageTests {
    @Test func aDictionaryThenAnArrayWrittenToCachesReadBackAsTheSeedSays() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let caches = NSSearchPathForDirectoriesInDomains(.cachesDirectory, .userDomainMask, true)[0]
        let path = (caches as NSString).appendingPathComponent("agePlist.plist")
        #expect(path == host.containerURL!.path + "/Library/Caches/agePlist.plist")
        let dictionary: NSDictionary = ["age": 18, "name": "seed"]
        #expect(dictionary.write(toFile: path, atomically: true))
        #expect(NSDictionary(contentsOfFile: path) == dictionary)
        let array: NSArray = ["seed", 18]
        #expect(array.write(toFile: path, atomically: true))
        #expect(NSArray(contentsOfFile: path) == array)
        #expect(NSDictionary(contentsOfFile: path) == nil, "the file now holds an array")
    }

    @Test func writingSomethingThatIsNoPropertyListFailsAndLeavesTheOldFile() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        defer { withExtendedLifetime(host) {} }
        let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].appendingPathComponent("p.plist")
        #expect(NSDictionary(dictionary: ["kept": true]).write(to: url, atomically: true))
        #expect(!NSDictionary(dictionary: ["bad": NSObject()]).write(to: url, atomically: true))
        #expect(NSDictionary(contentsOf: url)?["kept"] as? Bool == true)
    }

    @Test func corruptAndTruncatedPlistsReadAsNilOrAnError() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        defer { withExtendedLifetime(host) {} }
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("broken.plist")
        let good = try PropertyListSerialization.data(fromPropertyList: ["name": "seed", "list": [1, 2, 3]], format: .xml, options: 0)
        let binary = try PropertyListSerialization.data(fromPropertyList: ["name": "seed"], format: .binary, options: 0)
        for bad in [good.prefix(good.count / 2), binary.prefix(binary.count - 9), Data("not a plist {".utf8), Data()] {
            try Data(bad).write(to: url)
            #expect(NSDictionary(contentsOf: url) == nil)
            #expect(NSArray(contentsOf: url) == nil)
            #expect(throws: (any Error).self) { try PropertyListSerialization.propertyList(from: Data(bad), options: [], format: nil) }
        }
    }

    @Test func propertyListSerializationRoundTripsXMLAndBinary() throws {
        let value: [String: Any] = ["name": "张三", "age": 18, "ok": true, "data": Data([1, 2]), "list": ["a", "b"],
                                    "when": Date(timeIntervalSince1970: 1_000_000)]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0)
            var read = PropertyListSerialization.PropertyListFormat.openStep
            let back = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: &read) as? [String: Any])
            #expect(read == format)
            #expect(NSDictionary(dictionary: back) == NSDictionary(dictionary: value))
        }
    }

    @Test func aSecureCodingObjectRoundTripsThroughAKeyedArchiveInTmp() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("persion.data")
        #expect(url.path.hasPrefix(host.containerURL!.path + "/tmp/"))
        let data = try NSKeyedArchiver.archivedData(withRootObject: StoragePersion(name: "小明", age: 18), requiringSecureCoding: true)
        try data.write(to: url, options: .atomic)
        let read = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: StoragePersion.self, from: Data(contentsOf: url)))
        #expect(read.name == "小明")
        #expect(read.age == 18)
        // The archive's format: a binary plist whose $archiver is NSKeyedArchiver, version 100000.
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])
        #expect(plist["$archiver"] as? String == "NSKeyedArchiver")
        #expect(plist["$version"] as? Int == 100000)
    }

    @Test func theOldArchiveRootObjectCallsStillWork() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        defer { withExtendedLifetime(host) {} }
        let path = NSTemporaryDirectory() + "persion.data"
        #expect(NSKeyedArchiver.archiveRootObject(StoragePersion(name: "Tom", age: 3), toFile: path))
        let read = NSKeyedUnarchiver.unarchiveObject(withFile: path) as? StoragePersion
        #expect(read?.name == "Tom")
        #expect(read?.age == 3)
    }

    @Test func corruptAndTruncatedArchivesThrowInsteadOfCrashing() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: StoragePersion(name: "n", age: 1), requiringSecureCoding: true)
        for bad in [data.prefix(data.count / 2), data.prefix(8), Data("garbage".utf8), Data()] {
            #expect(throws: (any Error).self) { try NSKeyedUnarchiver.unarchivedObject(ofClass: StoragePersion.self, from: Data(bad)) }
        }
    }

    @Test func anAtomicWriteThatFailsLeavesTheOldFile() throws {
        let host = UITestHost(launching: StorageAppDelegate.self)
        defer { withExtendedLifetime(host) {} }
        let folder = URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Documents")
        let url = folder.appendingPathComponent("state.plist")
        let old = try PropertyListSerialization.data(fromPropertyList: ["version": 1], format: .binary, options: 0)
        try old.write(to: url, options: .atomic)
        // The new contents cannot be made (not a property list): nothing is written.
        #expect(throws: (any Error).self) {
            try PropertyListSerialization.data(fromPropertyList: ["bad": NSObject()], format: .binary, options: 0).write(to: url, options: .atomic)
        }
        #expect(try Data(contentsOf: url) == old)
        // An atomic write goes to a file beside it, then is renamed over it: no partial file.
        try PropertyListSerialization.data(fromPropertyList: ["version": 2], format: .binary, options: 0).write(to: url, options: .atomic)
        #expect(NSDictionary(contentsOf: url)?["version"] as? Int == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.plist"])
    }
}
