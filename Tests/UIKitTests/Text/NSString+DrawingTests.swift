import Testing
import Foundation
import UIKit

@MainActor @Suite struct NSStringDrawingTests {
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 16)]

    @Test func stringAndNSStringMeasureLikeTheAttributedString() {
        let expected = NSAttributedString(string: "Hello", attributes: attributes).size()
        #expect("Hello".size(withAttributes: attributes) == expected)
        #expect(("Hello" as NSString).size(withAttributes: attributes) == expected)
    }

    @Test func boundingRectsAgree() {
        let size = CGSize(width: 60, height: 500)
        let a = "a few words to wrap".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let b = ("a few words to wrap" as NSString).boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(a == b)
        #expect(a.height > UIFont.systemFont(ofSize: 16).lineHeight)
    }

    @Test func drawingStringsLeavesInk() {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: f).image { _ in
            "Hi".draw(at: CGPoint(x: 0, y: 0), withAttributes: attributes)
            ("Hi" as NSString).draw(in: CGRect(x: 0, y: 50, width: 100, height: 30), withAttributes: attributes)
            "Hi".draw(with: CGRect(x: 50, y: 0, width: 50, height: 30), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        }
        let pixels = PixelReader(image)
        #expect(pixels.inkCount(in: (0..<50, 0..<30)) > 10)
        #expect(pixels.inkCount(in: (0..<50, 50..<80)) > 10)
        #expect(pixels.inkCount(in: (50..<100, 0..<30)) > 10)
        #expect(pixels.inkCount(in: (50..<100, 50..<100)) == 0)
    }
}
