import Foundation

/// The sandbox: `NSHomeDirectory()` and its folders (Documents, Library/Caches,
/// Library/Preferences, tmp), and a text file written to and read from Documents.
final class SandboxDemo: StorageDemo {
    static let text = "你好，沙盒 Hello, sandbox"

    /// The sandbox's folders under `home`, as the lesson lists them.
    static func folders(home: URL) -> [(name: String, url: URL)] {
        [("Documents", home.appendingPathComponent("Documents")),
         ("Library", home.appendingPathComponent("Library")),
         ("Library/Caches", home.appendingPathComponent("Library/Caches")),
         ("Library/Preferences", home.appendingPathComponent("Library/Preferences")),
         ("tmp", home.appendingPathComponent("tmp"))]
    }

    func save(home: URL) throws -> String {
        let file = home.appendingPathComponent("Documents/hello.txt")
        try Self.text.write(to: file, atomically: true, encoding: .utf8)
        var lines = ["NSHomeDirectory(): \(NSHomeDirectory())", "home: \(home.path)"]
        for folder in Self.folders(home: home) {
            let exists = FileManager.default.fileExists(atPath: folder.url.path)
            lines.append("\(folder.name)\(exists ? "" : " (missing)")")
        }
        lines.append("Documents/hello.txt ← \"\(Self.text)\"")
        return lines.joined(separator: "\n")
    }

    func load(home: URL) throws -> String {
        let text = try String(contentsOf: home.appendingPathComponent("Documents/hello.txt"), encoding: .utf8)
        return "Documents/hello.txt → \"\(text)\""
    }
}

/// Property lists: an NSArray and an NSDictionary written with `write(to:atomically:)` and read
/// with `init(contentsOf:)`, and a dictionary through `PropertyListSerialization`.
final class PlistDemo: StorageDemo {
    static let names: [String] = ["张伟", "王芳", "李娜"]
    static let person: [String: Any] = ["name": "张伟", "age": 28, "phones": ["138 0013 8000"]]

    func save(home: URL) throws -> String {
        let documents = home.appendingPathComponent("Documents")
        let names: any _PlistFileObject = Self.names as NSArray, person: any _PlistFileObject = Self.person as NSDictionary
        guard names.write(to: documents.appendingPathComponent("names.plist"), atomically: true),
              person.write(to: documents.appendingPathComponent("person.plist"), atomically: true) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let data = try PropertyListSerialization.data(fromPropertyList: Self.person, format: .xml, options: 0)
        try data.write(to: documents.appendingPathComponent("serialized.plist"), options: .atomic)
        return "Documents/names.plist ← \(Self.names)\nDocuments/person.plist ← name 张伟, age 28\n"
            + "Documents/serialized.plist ← \(data.count) bytes of XML"
    }

    func load(home: URL) throws -> String {
        let documents = home.appendingPathComponent("Documents")
        guard let names = (NSArray.self as any _PlistFileObject.Type)._read(contentsOf: documents.appendingPathComponent("names.plist")) as? NSArray,
              let person = (NSDictionary.self as any _PlistFileObject.Type)._read(contentsOf: documents.appendingPathComponent("person.plist")) as? NSDictionary else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let data = try Data(contentsOf: documents.appendingPathComponent("serialized.plist"))
        let serialized = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        return "names.plist → \(names.compactMap { $0 as? String })\n"
            + "person.plist → name \(person["name"] as? String ?? "?"), age \(person["age"] as? Int ?? -1)\n"
            + "serialized.plist → name \(serialized?["name"] as? String ?? "?"), age \(serialized?["age"] as? Int ?? -1)"
    }
}

/// NSArray's and NSDictionary's plist file calls of the lesson, `write(to:atomically:)` and
/// `init(contentsOf:)`: Foundation marks them deprecated (as iOS 11 does, for the throwing
/// `write(to:)` and `init(contentsOf:error:)`, which Foundation on Linux does not have), so they are
/// called through this protocol and the Catalog builds without warnings.
protocol _PlistFileObject: NSObject {
    func write(to url: URL, atomically: Bool) -> Bool
    static func _read(contentsOf url: URL) -> NSObject?
}

extension NSArray: _PlistFileObject {
    @available(*, deprecated, message: "NSArray(contentsOf:) is deprecated")
    static func _read(contentsOf url: URL) -> NSObject? { NSArray(contentsOf: url) }
}

extension NSDictionary: _PlistFileObject {
    @available(*, deprecated, message: "NSDictionary(contentsOf:) is deprecated")
    static func _read(contentsOf url: URL) -> NSObject? { NSDictionary(contentsOf: url) }
}

/// UserDefaults: a string, a number, a flag and an array set, `synchronize()`, and read back.
final class UserDefaultsDemo: StorageDemo {
    let defaults: UserDefaults
    static let nameKey = "StorageDemoName", ageKey = "StorageDemoAge", flagKey = "StorageDemoRemember", listKey = "StorageDemoList"

    init(defaults: UserDefaults = .standard) { self.defaults = defaults }

    func save(home: URL) throws -> String {
        defaults.set("张伟", forKey: Self.nameKey)
        defaults.set(28, forKey: Self.ageKey)
        defaults.set(true, forKey: Self.flagKey)
        defaults.set(["A", "B", "C"], forKey: Self.listKey)
        defaults.synchronize()
        return "\(Self.nameKey) ← 张伟\n\(Self.ageKey) ← 28\n\(Self.flagKey) ← true\n\(Self.listKey) ← [A, B, C]"
    }

    func load(home: URL) throws -> String {
        "\(Self.nameKey) → \(defaults.string(forKey: Self.nameKey) ?? "nil")\n"
            + "\(Self.ageKey) → \(defaults.integer(forKey: Self.ageKey))\n"
            + "\(Self.flagKey) → \(defaults.bool(forKey: Self.flagKey))\n"
            + "\(Self.listKey) → [\((defaults.stringArray(forKey: Self.listKey) ?? []).joined(separator: ", "))]"
    }
}

/// A person that archives itself (`NSSecureCoding`), as the lesson's NSObject model with
/// `encodeWithCoder:` and `initWithCoder:`.
final class ArchivedPerson: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let name: String
    let age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }

    func encode(with coder: NSCoder) {
        coder.encode(name as NSString, forKey: "name")
        coder.encode(age, forKey: "age")
    }

    init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        self.name = name as String
        age = coder.decodeInteger(forKey: "age")
    }
}

/// NSKeyedArchiver: an `ArchivedPerson` archived to Documents/person.archive and unarchived.
final class KeyedArchiverDemo: StorageDemo {
    func save(home: URL) throws -> String {
        let person = ArchivedPerson(name: "王芳", age: 26)
        let data = try NSKeyedArchiver.archivedData(withRootObject: person, requiringSecureCoding: true)
        try data.write(to: home.appendingPathComponent("Documents/person.archive"), options: .atomic)
        return "Documents/person.archive ← ArchivedPerson(name: 王芳, age: 26), \(data.count) bytes"
    }

    func load(home: URL) throws -> String {
        let data = try Data(contentsOf: home.appendingPathComponent("Documents/person.archive"))
        guard let person = try NSKeyedUnarchiver.unarchivedObject(ofClass: ArchivedPerson.self, from: data) else {
            return "✗ no person in the archive"
        }
        return "Documents/person.archive → ArchivedPerson(name: \(person.name), age: \(person.age))"
    }
}
