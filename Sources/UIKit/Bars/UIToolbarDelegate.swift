import Foundation

/// The delegate of a toolbar: asked where the toolbar sits (`UIBarPositioningDelegate`).
@MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}
