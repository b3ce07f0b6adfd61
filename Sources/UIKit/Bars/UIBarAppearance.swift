import Foundation

/// The look of a bar's background and hairline (iOS 13+), shared by navigation bars, toolbars
/// and tab bars; its subclasses add what is particular to each bar (`UINavigationBarAppearance`).
///
/// A new appearance is configured with the default background: the translucent bar material
/// (light, or dark on `.black` bars) and the default hairline. Bars copy an appearance when it is
/// assigned, so change it and assign it again to restyle a bar.
///
/// Layers, back to front: the material (when the appearance has it), `backgroundColor`,
/// `backgroundImage` (placed by `backgroundImageContentMode`); then the hairline: `shadowImage`
/// when set, else a 0.5-pt line in `shadowColor` (none when that is nil or clear).
///
/// Not a subclass of `NSObject` here, so its `copy() -> Self` doesn't clash with `NSObject.copy()`.
@MainActor
open class UIBarAppearance {
    /// Whether the background includes the bar material (UIKit: a `backgroundEffect`, the
    /// `systemChromeMaterial` blur; drawn here as its translucent colour).
    var _hasMaterial = true

    /// An appearance with the default background (`configureWithDefaultBackground()`).
    public init() {
        configureWithDefaultBackground()
    }

    /// An appearance with the values of `barAppearance` (any subclass: the shared values are
    /// copied, and subclasses copy their own when `barAppearance` is of their class).
    public required init(barAppearance: UIBarAppearance) {
        _hasMaterial = barAppearance._hasMaterial
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A copy of this appearance.
    open func copy() -> Self {
        Self(barAppearance: self)
    }

    /// The translucent material with the default hairline: no colour, no image, the shadow colour
    /// black at alpha 0.3. Replaces every background and shadow value.
    open func configureWithDefaultBackground() {
        _hasMaterial = true
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = BarConstants.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the theme's colour (`UIColor.systemBackground`, white) with the
    /// default hairline. Replaces every background and shadow value.
    open func configureWithOpaqueBackground() {
        _hasMaterial = false
        backgroundColor = BarConstants.opaqueLightBackground
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = BarConstants.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: the content behind the bar shows. Replaces every
    /// background and shadow value.
    open func configureWithTransparentBackground() {
        _hasMaterial = false
        backgroundColor = nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = nil
        shadowImage = nil
    }

    /// A colour over the material. Default nil.
    open var backgroundColor: UIColor?

    /// An image over the colour, placed by `backgroundImageContentMode`. Default nil.
    open var backgroundImage: UIImage?

    /// How `backgroundImage` fills the bar; `.redraw` means `.scaleToFill`. Default `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill

    /// The colour of the default hairline (drawn when there is no `shadowImage`); nil or clear:
    /// no hairline. Default black at alpha 0.3. (A template `shadowImage` would be tinted with it
    /// on iOS; images have no rendering mode here, so a shadow image is drawn as it is.)
    open var shadowColor: UIColor?

    /// An image for the hairline, stretched across the bar at its own height; an image zero
    /// points high hides the hairline. Default nil.
    open var shadowImage: UIImage?
}
