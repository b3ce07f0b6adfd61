import Foundation

/// Auto Layout's numbers, with unit, value and source (tags: docs/API.md).
enum LayoutConstants {
    /// Default content hugging priority of a view made in code, both axes: 250 (`.defaultLow`).
    /// [A] NSLayoutConstraint.h (the button example names it); [M] a `UILabel()` made in code
    /// reports 250 (Interface Builder's 251 is a document default, not a runtime one).
    static let defaultHugging: Float = 250

    /// Default compression resistance priority, both axes: 750 (`.defaultHigh`). [A] NSLayoutConstraint.h.
    static let defaultCompressionResistance: Float = 750

    /// The priority a conflicting required constraint is demoted to when the engine "breaks"
    /// it: just below required, above every priority an app can give (999 is the highest an
    /// app uses), so the broken constraint still holds as far as the others let it and holds
    /// fully again once the conflict goes. [?] Apple does not document what breaking does; this
    /// reproduces the observed recovery (DEVIATIONS.md).
    static let brokenPriority: Float = Float(1000).nextDown

    /// The widest `readableContentGuide`, points, at the default Dynamic Type size (body 17 pt):
    /// 672. [W] measured on iPad (the guide equals the margins guide on iPhones, which are
    /// narrower); Apple publishes no formula (reference uikit-autolayout.md §5.4). Rockhopper has
    /// no Dynamic Type, so the width does not change with a text size (DEVIATIONS.md).
    static let readableWidth: CGFloat = 672

    /// The priority of the readable-content guide's wish to fill its margins: just below
    /// required, so only its maximum width stops it. [D] Rockhopper's construction.
    static let systemGuidePriority: Float = Float(1000).nextDown

    /// `UIView.layoutFittingCompressedSize`: (0, 0). [A] UIView.h (meaning); [W] value printed by developers.
    static let fittingCompressedSize = CGSize(width: 0, height: 0)

    /// `UIView.layoutFittingExpandedSize`: (10000, 10000) points. [W] value printed by developers
    /// (reference uikit-autolayout.md §7).
    static let fittingExpandedSize = CGSize(width: 10000, height: 10000)

    /// System spacing between two sibling views, points: 8 (`equalToSystemSpacingAfter/Below`
    /// with multiplier 1, the standard VFL `-`). [W] the common observation; Apple documents no value.
    static let systemSpacing: CGFloat = 8

    /// The priority with which a scroll view's `contentLayoutGuide` keeps the size of the
    /// `contentSize` last set, points: 50 (`.fittingSizeLevel`), below every priority an app's
    /// content uses (hugging 250), so constraints that define the content's size decide it and
    /// the scroll view adopts it; with none, the guide stays as large as `contentSize`. [D]
    /// Rockhopper's construction of UIKit's documented rule (reference uikit-autolayout.md;
    /// Apple's Auto Layout Guide, "Working with Scroll Views").
    static let scrollContentSizePriority: Float = 50
}
