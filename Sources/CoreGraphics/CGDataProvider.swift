import Foundation

/// A source of bytes for `CGImage`: a bitmap's pixels or an encoded PNG/JPEG file.
///
/// Apple's `data` is a `CFData`; here it is Foundation's `Data` (swift-corelibs-foundation has no
/// public CFData), so `provider.data as Data?` reads the same on both platforms. Immutable.
public final class CGDataProvider: Sendable {
    /// The bytes. Never nil here; optional as in Apple's API.
    public let data: Data?

    /// A provider of a copy of `data` (a `Data` value; it cannot change later). Never nil here.
    public init?(data: Data) { self.data = data }

    /// A provider of the file's bytes, or nil when the file cannot be read.
    public convenience init?(filename: String) {
        guard let bytes = FileManager.default.contents(atPath: filename) else { return nil }
        self.init(data: bytes)
    }

    /// A provider of a file URL's bytes, or nil when it cannot be read.
    public convenience init?(url: URL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        self.init(data: bytes)
    }
}
