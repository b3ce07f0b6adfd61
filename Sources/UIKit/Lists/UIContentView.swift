import Foundation

/// A view made by a `UIContentConfiguration`, which a cell updates by assigning it a new
/// configuration ([A] `UIContentView`, iOS 14).
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown. Assigning one updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (else the cell makes a new view). Default true
    /// (iOS 16).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
