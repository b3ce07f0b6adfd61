import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIControl`'s state and event option sets with the raw values of `UIControl.h`, and `state`
/// made from the flags.
@MainActor @Suite struct UIControlTests {
    @Test func theStatesHaveUIKitsRawValues() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test func theEventsHaveUIKitsRawValues() {
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIControl.Event.touchCancel.rawValue == 1 << 8)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.Event.editingChanged.rawValue == 1 << 17)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEditingEvents.rawValue == 0xF_0000)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
    }

    @Test func theStateIsMadeOfTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state == [.disabled, .selected, .highlighted])
    }
}
