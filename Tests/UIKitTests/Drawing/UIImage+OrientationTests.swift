import Testing
import UIKit

@Suite struct UIImageOrientationTests {
    @Test func orientationsHaveApplesRawValues() {
        #expect(UIImage.Orientation.up.rawValue == 0)
        #expect(UIImage.Orientation.down.rawValue == 1)
        #expect(UIImage.Orientation.left.rawValue == 2)
        #expect(UIImage.Orientation.right.rawValue == 3)
        #expect(UIImage.Orientation.rightMirrored.rawValue == 7)
    }
}
