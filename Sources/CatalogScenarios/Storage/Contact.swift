import Foundation
import GRDB

/// One contact of the contacts app (seed 000's 通讯录), a row of the `contact` table.
///
/// `pinyin` is the name in Latin letters (张伟 → "Zhang Wei"): the list sorts by it and groups by
/// its initial, as the tutorial's A–Z sections do.
public struct Contact: Codable, Equatable, Hashable, Sendable, FetchableRecord, MutablePersistableRecord {
    /// The row id; nil until the contact is inserted.
    public var id: Int64?
    public var name: String
    public var phone: String
    public var pinyin: String

    public init(id: Int64? = nil, name: String, phone: String, pinyin: String? = nil) {
        self.id = id
        self.name = name
        self.phone = phone
        self.pinyin = pinyin ?? Contact.latin(of: name)
    }

    public static let databaseTableName = "contact"

    /// The table's columns, for queries.
    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let name = Column(CodingKeys.name)
        public static let phone = Column(CodingKeys.phone)
        public static let pinyin = Column(CodingKeys.pinyin)
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The section the contact is listed in: the uppercased initial of its pinyin, A to Z, else "#".
    public var initial: String {
        guard let first = pinyin.unicodeScalars.first, ("A"..."Z").contains(Character(first).uppercased()) else { return "#" }
        return Character(first).uppercased()
    }

    /// `name` in Latin letters without tones (Foundation's Han-to-Latin transform, ICU's), or the
    /// name itself when it has no transliteration.
    public static func latin(of name: String) -> String {
        let latin = name.applyingTransform(.toLatin, reverse: false)?
            .applyingTransform(.stripDiacritics, reverse: false) ?? name
        return latin.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
