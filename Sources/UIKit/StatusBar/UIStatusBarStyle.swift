/// The look of the status bar's content: dark or light text and glyphs, for light or dark
/// backgrounds. The raw values are UIKit's (`UIStatusBarStyleDefault` 0,
/// `UIStatusBarStyleLightContent` 1, `UIStatusBarStyleDarkContent` 3; 2 was the retired
/// `UIStatusBarStyleBlackOpaque`).
///
/// Since iOS 13 `.default` means "whatever suits the interface style": dark content in light
/// mode, the only mode here, so `.default` and `.darkContent` draw the same.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark content on light backgrounds (iOS 13+: chosen from the interface style).
    case `default` = 0
    /// Light (white) content, for dark backgrounds.
    case lightContent = 1
    /// Dark (black) content, for light backgrounds (iOS 13).
    case darkContent = 3
}
