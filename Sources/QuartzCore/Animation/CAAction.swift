import Foundation

/// Something a layer runs when one of its properties changes (an "action"): usually an animation,
/// which adds itself to the layer. A layer finds the action for a change with
/// `action(forKey:)`: the delegate's `action(for:forKey:)`, then `actions`, then
/// `defaultAction(forKey:)`. `NSNull()` as an answer means "no action, stop looking" — it is how a
/// `UIView` keeps its own layer from animating outside animation blocks.
public protocol CAAction {
    /// Runs the action for `event` (the changed property's key) on `anObject` (the layer).
    /// `CAAnimation` adds a copy of itself to the layer under `event`.
    @MainActor func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` is the "no action" answer, as on Apple's platforms.
extension NSNull: CAAction {
    @MainActor public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// An action that wants the property's values from just before the change (UIKit's animation
/// blocks). Not API.
@MainActor
package protocol _CALayerChangeAction: CAAction {
    /// Runs after `layer`'s `property` changed from `oldModel` (then presented as `oldPresented`)
    /// to its current model value.
    func _run(on layer: CALayer, property: _AnimatableProperty, oldModel: _AnimVector, oldPresented: _AnimVector)
}
