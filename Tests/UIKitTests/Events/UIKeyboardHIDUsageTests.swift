import Testing
@testable import UIKit

/// `UIKeyboardHIDUsage` and `UIKeyModifierFlags` carry Apple's raw values (`UIKeyConstants.h`,
/// `UICommand.h`): the USB HID usage codes and AppKit's modifier bits.
@MainActor @Suite struct UIKeyboardHIDUsageTests {
    @Test func theUsagesAreTheUSBKeyboardPagesCodes() {
        #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
        #expect(UIKeyboardHIDUsage.keyboardZ.rawValue == 29)
        #expect(UIKeyboardHIDUsage.keyboard1.rawValue == 30)
        #expect(UIKeyboardHIDUsage.keyboard0.rawValue == 39)
        #expect(UIKeyboardHIDUsage.keyboardReturnOrEnter.rawValue == 40)
        #expect(UIKeyboardHIDUsage.keyboardEscape.rawValue == 41)
        #expect(UIKeyboardHIDUsage.keyboardDeleteOrBackspace.rawValue == 42)
        #expect(UIKeyboardHIDUsage.keyboardTab.rawValue == 43)
        #expect(UIKeyboardHIDUsage.keyboardSpacebar.rawValue == 44)
        #expect(UIKeyboardHIDUsage.keyboardCapsLock.rawValue == 57)
        #expect(UIKeyboardHIDUsage.keyboardF1.rawValue == 58)
        #expect(UIKeyboardHIDUsage.keyboardF12.rawValue == 69)
        #expect(UIKeyboardHIDUsage.keyboardRightArrow.rawValue == 79)
        #expect(UIKeyboardHIDUsage.keyboardLeftArrow.rawValue == 80)
        #expect(UIKeyboardHIDUsage.keyboardDownArrow.rawValue == 81)
        #expect(UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
        #expect(UIKeyboardHIDUsage.keypadEnter.rawValue == 0x58)
        #expect(UIKeyboardHIDUsage.keyboardF24.rawValue == 0x73)
        #expect(UIKeyboardHIDUsage.keyboardLANG1.rawValue == 0x90)
        #expect(UIKeyboardHIDUsage.keyboardLeftControl.rawValue == 0xE0)
        #expect(UIKeyboardHIDUsage.keyboardRightGUI.rawValue == 0xE7)
        #expect(UIKeyboardHIDUsage.keyboard_Reserved.rawValue == 0xFFFF)
        #expect(UIKeyboardHIDUsage.keyboardHangul == .keyboardLANG1)
        #expect(UIKeyboardHIDUsage.keyboardZenkakuHankakuKanji == .keyboardLANG5)
    }

    @Test func theModifierFlagsAreAppKitsBits() {
        #expect(UIKeyModifierFlags.alphaShift.rawValue == 1 << 16)
        #expect(UIKeyModifierFlags.shift.rawValue == 1 << 17)
        #expect(UIKeyModifierFlags.control.rawValue == 1 << 18)
        #expect(UIKeyModifierFlags.alternate.rawValue == 1 << 19)
        #expect(UIKeyModifierFlags.command.rawValue == 1 << 20)
        #expect(UIKeyModifierFlags.numericPad.rawValue == 1 << 21)
    }

    @Test func thePressPhasesAndTypesHaveUIKitsRawValues() {
        #expect(UIPress.Phase.began.rawValue == 0 && UIPress.Phase.cancelled.rawValue == 4)
        #expect(UIPress.PressType.upArrow.rawValue == 0)
        #expect(UIPress.PressType.playPause.rawValue == 6)
        #expect(UIPress.PressType.pageUp.rawValue == 30)
        #expect(UIPress.PressType.tvRemoteFourColors.rawValue == 33)
    }
}
