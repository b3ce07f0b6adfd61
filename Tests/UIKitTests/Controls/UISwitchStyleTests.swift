import Testing
@testable import UIKit

/// `UISwitch.Style`: UIKit's raw values, and every switch on iOS slides.
@MainActor @Suite struct UISwitchStyleTests {
    @Test func theStylesHaveUIKitsRawValues() {
        #expect(UISwitch.Style.automatic.rawValue == 0)
        #expect(UISwitch.Style.checkbox.rawValue == 1)
        #expect(UISwitch.Style.sliding.rawValue == 2)
    }

    @Test func everyPreferredStyleIsDrawnSliding() {
        let control = UISwitch(frame: .zero)
        for style in [UISwitch.Style.automatic, .checkbox, .sliding] {
            control.preferredStyle = style
            #expect(control.preferredStyle == style)
            #expect(control.style == .sliding)
        }
    }
}
