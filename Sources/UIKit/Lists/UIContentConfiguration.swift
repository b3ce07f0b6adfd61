import Foundation

/// The description of a view's content that makes and updates that view ([A]
/// `UIContentConfiguration`, iOS 14): cells and header views show the content view of their
/// `contentConfiguration`.
@MainActor
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for `state` (a cell's selection, highlight, editing…).
    func updated(for state: any UIConfigurationState) -> Self
}
