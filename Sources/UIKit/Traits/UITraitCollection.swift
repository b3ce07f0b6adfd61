import Foundation

/// The traits of an interface environment: size classes, idiom, display scale, appearance,
/// layout direction and text size. Immutable; a window's traits follow its size and screen and
/// pass down to its controllers and views (`UITraitEnvironment`).
///
/// A trait that is not specified (`.unspecified`, a display scale of 0) matches anything in
/// `containsTraits(in:)` and is replaced by the specified value of a later collection in
/// `init(traitsFrom:)`.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Pixels per point; 0.0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(_horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
                  style: .unspecified, direction: .unspecified, contentSize: .unspecified)
    }

    package init(_horizontal horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
                 idiom: UIUserInterfaceIdiom, scale: CGFloat, style: UIUserInterfaceStyle,
                 direction: UITraitEnvironmentLayoutDirection, contentSize: UIContentSizeCategory) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        userInterfaceStyle = style
        layoutDirection = direction
        preferredContentSizeCategory = contentSize
    }

    /// Only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(_horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, scale: 0,
                  style: .unspecified, direction: .unspecified, contentSize: .unspecified)
    }

    /// Only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(_horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, scale: 0,
                  style: .unspecified, direction: .unspecified, contentSize: .unspecified)
    }

    /// Only the idiom specified.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(_horizontal: .unspecified, vertical: .unspecified, idiom: idiom, scale: 0,
                  style: .unspecified, direction: .unspecified, contentSize: .unspecified)
    }

    /// Only the display scale specified.
    public convenience init(displayScale scale: CGFloat) {
        self.init(_horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: scale,
                  style: .unspecified, direction: .unspecified, contentSize: .unspecified)
    }

    /// Only the appearance specified.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
        self.init(_horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
                  style: style, direction: .unspecified, contentSize: .unspecified)
    }

    /// Only the layout direction specified.
    public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) {
        self.init(_horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
                  style: .unspecified, direction: direction, contentSize: .unspecified)
    }

    /// Only the text size specified.
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(_horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, scale: 0,
                  style: .unspecified, direction: .unspecified, contentSize: category)
    }

    /// The collections combined: each trait takes the value of the last collection that
    /// specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified, direction = UITraitEnvironmentLayoutDirection.unspecified
        var size = UIContentSizeCategory.unspecified
        for c in traitCollections {
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.displayScale != 0 { scale = c.displayScale }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.layoutDirection != .unspecified { direction = c.layoutDirection }
            if c.preferredContentSizeCategory != .unspecified { size = c.preferredContentSizeCategory }
        }
        self.init(_horizontal: h, vertical: v, idiom: idiom, scale: scale, style: style, direction: direction, contentSize: size)
    }

    /// Whether every trait `trait` specifies has the same value here (an empty or nil collection
    /// is contained in any).
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        if t.horizontalSizeClass != .unspecified, t.horizontalSizeClass != horizontalSizeClass { return false }
        if t.verticalSizeClass != .unspecified, t.verticalSizeClass != verticalSizeClass { return false }
        if t.userInterfaceIdiom != .unspecified, t.userInterfaceIdiom != userInterfaceIdiom { return false }
        if t.displayScale != 0, t.displayScale != displayScale { return false }
        if t.userInterfaceStyle != .unspecified, t.userInterfaceStyle != userInterfaceStyle { return false }
        if t.layoutDirection != .unspecified, t.layoutDirection != layoutDirection { return false }
        if t.preferredContentSizeCategory != .unspecified, t.preferredContentSizeCategory != preferredContentSizeCategory { return false }
        return true
    }

    /// Whether the traits named by `traits` differ between `other` and this one (for trait change
    /// registrations).
    func _differs(from other: UITraitCollection, in traits: [UITrait]) -> Bool {
        traits.contains { trait in
            switch ObjectIdentifier(trait) {
            case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass != other.horizontalSizeClass
            case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass != other.verticalSizeClass
            case ObjectIdentifier(UITraitUserInterfaceIdiom.self): userInterfaceIdiom != other.userInterfaceIdiom
            case ObjectIdentifier(UITraitDisplayScale.self): displayScale != other.displayScale
            case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle != other.userInterfaceStyle
            case ObjectIdentifier(UITraitLayoutDirection.self): layoutDirection != other.layoutDirection
            case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory != other.preferredContentSizeCategory
            default: self != other
            }
        }
    }

    /// The traits of the code running now: while UIKit calls `traitCollectionDidChange(_:)` or a
    /// trait change handler, those of the environment it calls; otherwise the main screen's,
    /// unless set.
    @MainActor public static var current: UITraitCollection {
        get { _current ?? UIScreen.main.traitCollection }
        set { _current = newValue }
    }
    @MainActor static var _current: UITraitCollection?

    /// Runs `body` with `current` set to `traits`.
    @MainActor static func _withCurrent(_ traits: UITraitCollection, _ body: () -> Void) {
        let saved = _current
        _current = traits
        body()
        _current = saved
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.userInterfaceIdiom == b.userInterfaceIdiom && a.displayScale == b.displayScale
            && a.userInterfaceStyle == b.userInterfaceStyle && a.layoutDirection == b.layoutDirection
            && a.preferredContentSizeCategory == b.preferredContentSizeCategory
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        hasher.combine(preferredContentSizeCategory)
    }

    public var description: String {
        "<UITraitCollection: HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), UserInterfaceStyle = \(userInterfaceStyle), LayoutDirection = \(layoutDirection), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}
