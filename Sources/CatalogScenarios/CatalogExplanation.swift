/// The paragraph a Catalog screen shows about what UIKit does there: in Chinese, the tutorials'
/// language, and in English.
public struct CatalogExplanation: Hashable, Sendable {
    /// The paragraph in Chinese.
    public let chinese: String
    /// The same paragraph in English.
    public let english: String

    public init(chinese: String, english: String) {
        self.chinese = chinese
        self.english = english
    }
}
