import Foundation

/// The look of a toolbar (iOS 13+): the background and hairline of `UIBarAppearance`. Assign it
/// to a toolbar's `standardAppearance`; it replaces the toolbar's legacy properties.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {
    public override init() {
        super.init()
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }
}
