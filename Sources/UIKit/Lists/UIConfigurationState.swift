import Foundation

/// The state a configuration is updated for ([A] `UIConfigurationState`, iOS 14). Rockhopper has
/// no trait collections, so the protocol holds only the custom states.
public protocol UIConfigurationState {
    /// A custom state of the app's, by key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
