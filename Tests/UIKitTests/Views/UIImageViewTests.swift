import Testing
import UIKit

@MainActor @Suite struct UIImageViewTests {
    /// 20 × 10 points at scale 1, solid red.
    private var red: UIImage { solid(.red, CGSize(width: 20, height: 10)) }

    private func solid(_ color: UIColor, _ size: CGSize) -> UIImage {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return UIGraphicsImageRenderer(size: size, format: f).image { ctx in
            color.setFill()
            ctx.fill(CGRect(origin: .zero, size: size))
        }
    }

    private func render(_ view: UIImageView) -> PixelReader {
        let f = UIGraphicsImageRendererFormat()
        f.scale = 1
        return PixelReader(UIGraphicsImageRenderer(size: view.bounds.size, format: f).image { _ in view.draw(view.bounds) })
    }

    @Test func initWithImageSizesTheViewToTheImage() {
        let image = red
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.image === image)
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test func defaultsAreUIKits() {
        let view = UIImageView(frame: .zero)
        #expect(!view.isUserInteractionEnabled)
        #expect(!view.isOpaque)
        #expect(!view.isHighlighted)
        #expect(view.contentMode == .scaleToFill)
    }

    @Test func intrinsicSizeIsTheImageSize() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.sizeThatFits(CGSize(width: 5, height: 5)) == .zero)
        view.image = red
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(view.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 20, height: 10))
    }

    @Test func changesMarkTheViewForRedrawing() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let changes: [(UIImageView) -> Void] = [
            { $0.image = self.red }, { $0.contentMode = .center }, { $0.frame.size.width = 30 },
            { $0.bounds.size.height = 40 }, { $0.isHighlighted = true }, { $0.highlightedImage = self.red },
        ]
        for change in changes {
            view.layer._needsDisplay = false
            change(view)
            #expect(view.layer.needsDisplay())
        }
    }

    @Test func movingWithoutResizingNeedsNoRedraw() {
        let view = UIImageView(image: red)
        view.layer._needsDisplay = false
        view.frame.origin = CGPoint(x: 50, y: 50)
        #expect(!view.layer.needsDisplay())
    }

    @Test func scaleToFillCoversTheBounds() {
        let view = UIImageView(image: red)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let pixels = render(view)
        #expect(pixels.matches(0, 0, [255, 0, 0, 255]))
        #expect(pixels.matches(39, 39, [255, 0, 0, 255]))
    }

    @Test func aspectFitLetterboxes() {
        let view = UIImageView(image: red)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .scaleAspectFit
        // 20 × 10 scaled by 2 → 40 × 20, centred: rows 10..<30.
        let pixels = render(view)
        #expect(pixels.matches(20, 5, [0, 0, 0, 0]))
        #expect(pixels.matches(20, 12, [255, 0, 0, 255]))
        #expect(pixels.matches(20, 34, [0, 0, 0, 0]))
    }

    @Test func centerKeepsTheImageSize() {
        let view = UIImageView(image: red)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .center
        let pixels = render(view)
        #expect(pixels.matches(10, 15, [255, 0, 0, 255]))
        #expect(pixels.matches(9, 15, [0, 0, 0, 0]))
        #expect(pixels.matches(30, 15, [0, 0, 0, 0]))
    }

    @Test func bottomRightPinsTheCorner() {
        let view = UIImageView(image: red)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.contentMode = .bottomRight
        let pixels = render(view)
        #expect(pixels.matches(39, 39, [255, 0, 0, 255]))
        #expect(pixels.matches(19, 39, [0, 0, 0, 0]))
        #expect(pixels.matches(39, 29, [0, 0, 0, 0]))
    }

    @Test func highlightedImageShowsWhileHighlighted() {
        let view = UIImageView(image: red, highlightedImage: solid(.blue, CGSize(width: 20, height: 10)))
        #expect(render(view).matches(5, 5, [255, 0, 0, 255]))
        view.isHighlighted = true
        #expect(render(view).matches(5, 5, [0, 0, 255, 255]))
    }

    @Test func highlightedWithoutAHighlightedImageShowsTheImage() {
        let view = UIImageView(image: red)
        view.isHighlighted = true
        #expect(render(view).matches(5, 5, [255, 0, 0, 255]))
    }

    @Test func noImageDrawsNothing() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(render(view).inkCount() == 0)
    }

    @Test func aTemplateImageIsDrawnInTheTintColour() {
        let view = UIImageView(image: red.withRenderingMode(.alwaysTemplate))
        view.tintColor = .blue
        #expect(render(view).matches(10, 5, [0, 0, 255, 255]))
        // An automatic image is drawn as it is.
        view.image = red
        #expect(render(view).matches(10, 5, [255, 0, 0, 255]))
    }

    @Test func aTintChangeRedrawsATemplateImage() {
        let parent = UIView()
        let view = UIImageView(image: red.withRenderingMode(.alwaysTemplate))
        parent.addSubview(view)
        view.layer._needsDisplay = false
        parent.tintColor = .green
        #expect(view.layer.needsDisplay())
        #expect(render(view).matches(10, 5, [0, 255, 0, 255]))
        // An original image does not care.
        view.image = red.withRenderingMode(.alwaysOriginal)
        view.layer._needsDisplay = false
        parent.tintColor = .blue
        #expect(!view.layer.needsDisplay())
    }
}
