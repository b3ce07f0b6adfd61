import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// Per-state values with UIKit's fallback to `.normal`, the `current…` values, and the views that
/// show them (`UIButton.h`).
@MainActor @Suite struct UIButtonStateContentTests {
    static let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, [.selected, .highlighted],
                                            [.selected, .disabled]]

    func image(_ side: CGFloat = 10) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    // MARK: Fallback to .normal

    @Test func everyValueFallsBackToTheNormalValueInEveryState() {
        let button = UIButton(type: .custom)
        let normalImage = image(), background = image(20)
        let attributed = NSAttributedString(string: "Styled")
        button.setTitle("Normal", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleShadowColor(.blue, for: .normal)
        button.setImage(normalImage, for: .normal)
        button.setBackgroundImage(background, for: .normal)
        button.setAttributedTitle(attributed, for: .normal)
        for state in Self.states {
            #expect(button.title(for: state) == "Normal", "\(state)")
            #expect(button.titleColor(for: state) == .red)
            #expect(button.titleShadowColor(for: state) == .blue)
            #expect(button.image(for: state) === normalImage)
            #expect(button.backgroundImage(for: state) === background)
            #expect(button.attributedTitle(for: state)?.string == "Styled")
        }
    }

    @Test func aStatesOwnValueWinsOverTheNormalValue() {
        let button = UIButton(type: .custom)
        let normal = image(), highlighted = image(12)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Down", for: .highlighted)
        button.setImage(normal, for: .normal)
        button.setImage(highlighted, for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .disabled)
        #expect(button.title(for: .highlighted) == "Down")
        #expect(button.title(for: .disabled) == "Normal")
        #expect(button.image(for: .highlighted) === highlighted)
        #expect(button.titleColor(for: .disabled) == .green && button.titleColor(for: .selected) == .red)
    }

    @Test func aCombinedStateWithoutItsOwnValueFallsBackToNormalNotToItsParts() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.setTitle("Highlighted", for: .highlighted)
        #expect(button.title(for: [.selected, .highlighted]) == "Normal")
        button.setTitle("Both", for: [.selected, .highlighted])
        #expect(button.title(for: [.selected, .highlighted]) == "Both")
        button.isSelected = true
        button.isHighlighted = true
        #expect(button.currentTitle == "Both")
    }

    @Test func nothingSetReadsNilExceptTheDefaultColours() {
        let button = UIButton(type: .custom)
        for state in Self.states {
            #expect(button.title(for: state) == nil && button.image(for: state) == nil)
            #expect(button.titleColor(for: state) == nil && button.titleShadowColor(for: state) == nil)
            #expect(button.backgroundImage(for: state) == nil && button.attributedTitle(for: state) == nil)
        }
        #expect(button.currentTitleColor == .white)
        #expect(button.currentTitleShadowColor == UIColor(white: 0, alpha: 0.5))
    }

    @Test func settingNilRemovesAStatesValue() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Down", for: .highlighted)
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Normal")
    }

    // MARK: Current values follow the state

    @Test func theCurrentValuesFollowTheState() {
        let button = UIButton(type: .custom)
        let normal = image(), disabled = image(14)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Off", for: .disabled)
        button.setImage(normal, for: .normal)
        button.setImage(disabled, for: .disabled)
        button.setTitleColor(.black, for: .normal)
        #expect(button.currentTitle == "Normal" && button.currentImage === normal)
        button.isEnabled = false
        #expect(button.currentTitle == "Off" && button.currentImage === disabled)
        #expect(button.currentTitleColor == .black)
        #expect(button.titleLabel?.text == "Off")
        button.isEnabled = true
        #expect(button.titleLabel?.text == "Normal")
    }

    @Test func theTitleLabelShowsTheTitleInTheCurrentColourAndHighlightSwitchesIt() {
        let (host, button) = shown(UIButton(type: .custom))
        button.setTitle("Normal", for: .normal)
        button.setTitle("Down", for: .highlighted)
        button.setTitleColor(.blue, for: .highlighted)
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        #expect(button.titleLabel?.text == "Down" && button.titleLabel?.textColor == .blue)
        host.lift(finger)
        #expect(button.titleLabel?.text == "Normal" && button.titleLabel?.textColor == .white)
    }

    @Test func settingTheLabelsTextDirectlyLastsUntilTheNextStateChange() {
        let button = UIButton(type: .system)
        button.setTitle("Set", for: .normal)
        button.titleLabel?.text = "Direct"
        #expect(button.titleLabel?.text == "Direct")
        #expect(button.currentTitle == "Set")
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Set")
    }

    @Test func anAttributedTitleIsShownInsteadOfThePlainOneWithTheButtonsFontWhereItHasNone() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red]), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Styled")
        let shown = button.titleLabel?.attributedText
        #expect(shown?.string == "Styled")
        #expect(shown?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect((shown?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 15)
    }

    @Test func theTitleShadowColourGoesToTheLabel() {
        let button = UIButton(type: .custom)
        button.setTitle("Shadow", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.titleLabel?.shadowColor == .black)
        #expect(button.currentTitleShadowColor == .black)
    }

    @Test func reversesTitleShadowWhenHighlightedFlipsTheOffsetWhileHighlighted() {
        let button = UIButton(type: .custom)
        button.setTitle("Shadow", for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: 1)
        button.reversesTitleShadowWhenHighlighted = true
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 0, height: -1))
        button.isHighlighted = false
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 0, height: 1))
    }

    // MARK: The views

    @Test func theTitleLabelAndImageViewAreRealSubviewsMadeWhenNeeded() {
        let button = UIButton(type: .system)
        #expect(button.subviews.isEmpty)
        button.setTitle("Title", for: .normal)
        #expect(button.subviews.count == 1 && button.subviews.first === button.titleLabel)
        let image = image()
        button.setImage(image, for: .normal)
        #expect(button.subviews.count == 2)
        #expect(button.subviews[0] === button.imageView && button.subviews[1] === button.titleLabel)
        button.setBackgroundImage(image, for: .normal)
        #expect(button.subviews.count == 3 && button.subviews[0] is UIImageView && button.subviews[0] !== button.imageView)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func askingForTheTitleLabelMakesItEvenWithoutATitle() {
        let button = UIButton(type: .custom)
        #expect(button.titleLabel != nil)
        #expect(button.imageView != nil)
        #expect(button.subviews.count == 2)
    }

    @Test func theLabelOfAButtonIsFoundByItsText() {
        let (_, button) = shown(UIButton(type: .system))
        button.setTitle("Find me", for: .normal)
        #expect(button.descendantLabelTexts().contains("Find me"))
    }

    func shown(_ button: UIButton) -> (UITestHost, UIButton) {
        let host = UITestHost()
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        host.window.addSubview(button)
        host.settle()
        return (host, button)
    }
}

extension UIView {
    /// The texts of the visible labels under this view.
    func descendantLabelTexts() -> [String] {
        var texts: [String] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if let label = view as? UILabel, !label.isHidden, let text = label.text { texts.append(text) }
            stack.append(contentsOf: view.subviews)
        }
        return texts
    }
}
