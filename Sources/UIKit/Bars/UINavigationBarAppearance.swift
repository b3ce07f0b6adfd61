import Foundation

/// The look of a navigation bar (iOS 13+): the background and hairline of `UIBarAppearance` and
/// the title's text attributes.
///
/// Assign it to a bar's `standardAppearance` (or `scrollEdgeAppearance`, used while the content
/// is scrolled to its top edge), or to a navigation item's, which wins while that item is on top.
/// An assigned appearance replaces the bar's legacy properties (`barTintColor`, `isTranslucent`,
/// `titleTextAttributes`, background images), as on iOS 13+.
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title (`.font`, `.foregroundColor`, …) over the defaults (17-pt semibold
    /// in the label colour). Default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Attributes of the large title. Stored: large titles are not drawn here yet.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The back chevron image, set with `setBackIndicatorImage(_:transitionMaskImage:)`; nil
    /// (default) draws the system chevron.
    open private(set) var backIndicatorImage: UIImage?

    /// The mask used while the back button animates, set with the image. Stored.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back chevron image and its transition mask together (UIKit ignores one without
    /// the other).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    public override init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            backIndicatorImage = other.backIndicatorImage
            backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
        }
    }
}
