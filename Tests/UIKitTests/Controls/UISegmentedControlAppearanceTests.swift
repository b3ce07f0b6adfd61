import Testing
@testable import UIKitTesting
@testable import UIKit

/// A segmented control's title attributes by state and its selection colour.
@MainActor @Suite struct UISegmentedControlAppearanceTests {
    @Test func noAttributesAreSetAtFirst() {
        let control = UISegmentedControl(items: ["A"])
        #expect(control.titleTextAttributes(for: .normal) == nil)
        #expect(control.titleTextAttributes(for: .selected) == nil)
    }

    @Test func normalAttributesApplyToEveryStateAndAStatesOwnOnTop() {
        let control = UISegmentedControl(items: ["A", "B"])
        let font = UIFont.systemFont(ofSize: 15)
        control.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        control.selectedSegmentIndex = 1
        let normal = control._segmentViews[0].label
        let selected = control._segmentViews[1].label
        #expect(normal.font == font && normal.textColor == .systemRed)
        #expect(selected.font == font && selected.textColor == .white)
        control.setTitleTextAttributes(nil, for: .normal)
        #expect(normal.font == UIFont.systemFont(ofSize: 13, weight: .regular) && normal.textColor == .label)
        #expect(selected.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
    }

    @Test func largerTitlesMakeTheControlWiderAndTaller() {
        let control = UISegmentedControl(items: ["Title", "Other"])
        let before = control.intrinsicContentSize
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 30)], for: .normal)
        #expect(control.intrinsicContentSize.width > before.width)
        #expect(control.intrinsicContentSize.height > 32)
    }

    @Test func imageSegmentsAreTintedWithTheTitleColour() {
        let template = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }.withRenderingMode(.alwaysTemplate)
        let control = UISegmentedControl(items: [template, "B"])
        #expect(control._segmentViews[0].imageView.tintColor == .label)
        control.setEnabled(false, forSegmentAt: 0)
        #expect(control._segmentViews[0].imageView.tintColor == .tertiaryLabel)
    }

    @Test func theSelectionIsWhiteUnlessTinted() {
        let control = UISegmentedControl(items: ["A"])
        #expect(control._selectionView.backgroundColor == .white)
        control.selectedSegmentTintColor = .systemTeal
        #expect(control._selectionView.backgroundColor == .systemTeal)
        control.tintColor = .systemRed           // iOS 13 ignores the tint here
        #expect(control._selectionView.backgroundColor == .systemTeal)
        #expect(control._trackView.backgroundColor == .tertiarySystemFill)
    }
}
