import Foundation
import Testing
@testable import UIKit

/// UIKit's `NSValue` geometry boxes, read as iOS code reads the keyboard's frames.
@MainActor @Suite struct NSValueUIGeometryTests {
    @Test func rectsPointsAndSizesRoundTrip() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }

    @Test func aBoxedRectInAUserInfoDictionaryReadsBackAsIOSCodeReadsIt() {
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 407, width: 375, height: 260))]
        let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(frame == CGRect(x: 0, y: 407, width: 375, height: 260))
    }
}
