import Foundation

// The `system*` and semantic colours with their light-mode, default-contrast sRGB values, as listed
// in Apple's Human Interface Guidelines, "Color" (developer.apple.com/design/human-interface-guidelines/color,
// the iOS 13–18 "System colors" table, 0–255 components); the semantic (element) colours as
// tabulated from iOS 13 at noahgilmore.com/blog/dark-mode-uicolor-compatibility. There is no dark
// mode here, so each colour is its light value. Pure whites and blacks are greys (the grey colour
// space); everything else is sRGB. Components are written as `n / 255`.

extension UIColor {
    private static func _srgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: Adaptable system colours (HIG "Specifications / System colors", light)

    /// HIG Red, light: sRGB (255, 59, 48).
    public class var systemRed: UIColor { _srgb(255, 59, 48) }
    /// HIG Orange, light: sRGB (255, 149, 0).
    public class var systemOrange: UIColor { _srgb(255, 149, 0) }
    /// HIG Yellow, light: sRGB (255, 204, 0).
    public class var systemYellow: UIColor { _srgb(255, 204, 0) }
    /// HIG Green, light: sRGB (52, 199, 89).
    public class var systemGreen: UIColor { _srgb(52, 199, 89) }
    /// HIG Mint, light: sRGB (0, 199, 190).
    public class var systemMint: UIColor { _srgb(0, 199, 190) }
    /// HIG Teal, light: sRGB (48, 176, 199).
    public class var systemTeal: UIColor { _srgb(48, 176, 199) }
    /// HIG Cyan, light: sRGB (50, 173, 230).
    public class var systemCyan: UIColor { _srgb(50, 173, 230) }
    /// HIG Blue, light: sRGB (0, 122, 255).
    public class var systemBlue: UIColor { _srgb(0, 122, 255) }
    /// HIG Indigo, light: sRGB (88, 86, 214).
    public class var systemIndigo: UIColor { _srgb(88, 86, 214) }
    /// HIG Purple, light: sRGB (175, 82, 222).
    public class var systemPurple: UIColor { _srgb(175, 82, 222) }
    /// HIG Pink, light: sRGB (255, 45, 85).
    public class var systemPink: UIColor { _srgb(255, 45, 85) }
    /// HIG Brown, light: sRGB (162, 132, 94).
    public class var systemBrown: UIColor { _srgb(162, 132, 94) }
    /// HIG Gray, light: sRGB (142, 142, 147).
    public class var systemGray: UIColor { _srgb(142, 142, 147) }
    /// HIG Gray (2), light: sRGB (174, 174, 178).
    public class var systemGray2: UIColor { _srgb(174, 174, 178) }
    /// HIG Gray (3), light: sRGB (199, 199, 204).
    public class var systemGray3: UIColor { _srgb(199, 199, 204) }
    /// HIG Gray (4), light: sRGB (209, 209, 214).
    public class var systemGray4: UIColor { _srgb(209, 209, 214) }
    /// HIG Gray (5), light: sRGB (229, 229, 234).
    public class var systemGray5: UIColor { _srgb(229, 229, 234) }
    /// HIG Gray (6), light: sRGB (242, 242, 247).
    public class var systemGray6: UIColor { _srgb(242, 242, 247) }

    // MARK: Semantic colours (UI element colours, light)

    /// For primary text: grey 0, alpha 1.
    public class var label: UIColor { UIColor(white: 0, alpha: 1) }
    /// For secondary text: sRGB (60, 60, 67), alpha 0.6.
    public class var secondaryLabel: UIColor { _srgb(60, 60, 67, 0.6) }
    /// For tertiary text: sRGB (60, 60, 67), alpha 0.3.
    public class var tertiaryLabel: UIColor { _srgb(60, 60, 67, 0.3) }
    /// For quaternary text: sRGB (60, 60, 67), alpha 0.18.
    public class var quaternaryLabel: UIColor { _srgb(60, 60, 67, 0.18) }
    /// For placeholder text in controls: sRGB (60, 60, 67), alpha 0.3.
    public class var placeholderText: UIColor { _srgb(60, 60, 67, 0.3) }
    /// For links: sRGB (0, 122, 255), alpha 1.
    public class var link: UIColor { _srgb(0, 122, 255, 1) }
    /// For thin borders or dividers that let some content show through: sRGB (60, 60, 67), alpha 0.29.
    public class var separator: UIColor { _srgb(60, 60, 67, 0.29) }
    /// For borders that hide the content below: sRGB (198, 198, 200), alpha 1.
    public class var opaqueSeparator: UIColor { _srgb(198, 198, 200, 1) }
    /// For thin and small shapes: sRGB (120, 120, 128), alpha 0.2.
    public class var systemFill: UIColor { _srgb(120, 120, 128, 0.2) }
    /// For medium-size shapes: sRGB (120, 120, 128), alpha 0.16.
    public class var secondarySystemFill: UIColor { _srgb(120, 120, 128, 0.16) }
    /// For large shapes: sRGB (118, 118, 128), alpha 0.12.
    public class var tertiarySystemFill: UIColor { _srgb(118, 118, 128, 0.12) }
    /// For large areas with complex content: sRGB (116, 116, 128), alpha 0.08.
    public class var quaternarySystemFill: UIColor { _srgb(116, 116, 128, 0.08) }
    /// For the main background: grey 1, alpha 1.
    public class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// For content layered on the main background: sRGB (242, 242, 247), alpha 1.
    public class var secondarySystemBackground: UIColor { _srgb(242, 242, 247, 1) }
    /// For content layered on secondary backgrounds: grey 1, alpha 1.
    public class var tertiarySystemBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// For the main background of grouped content: sRGB (242, 242, 247), alpha 1.
    public class var systemGroupedBackground: UIColor { _srgb(242, 242, 247, 1) }
    /// For content layered on the grouped background: grey 1, alpha 1.
    public class var secondarySystemGroupedBackground: UIColor { UIColor(white: 1, alpha: 1) }
    /// For content layered on secondary grouped backgrounds: sRGB (242, 242, 247), alpha 1.
    public class var tertiarySystemGroupedBackground: UIColor { _srgb(242, 242, 247, 1) }
    /// For text on dark backgrounds (not dynamic): grey 1, alpha 0.6.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// For text on light backgrounds (not dynamic): grey 0, alpha 1.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
