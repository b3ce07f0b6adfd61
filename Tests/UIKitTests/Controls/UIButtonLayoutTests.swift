import Testing
@testable import UIKitTesting
@testable import UIKit

/// Where a legacy button puts its title and image (alignments, edge insets, the overridable
/// rectangles) and how big it wants to be (`sizeThatFits`, `sizeToFit`, `intrinsicContentSize`,
/// Auto Layout).
@MainActor @Suite struct UIButtonLayoutTests {
    func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    func titleSize(_ button: UIButton) -> CGSize { button.titleLabel!.sizeThatFits(.zero) }

    /// `v` rounded up to whole points, as button sizes are.
    func whole(_ v: CGFloat) -> CGFloat { (v - 0.001).rounded(.up) }

    // MARK: Sizes

    @Test func aSystemButtonTitledPushSizesToThirtyPointsHighAndItsTitlesWidth() {
        let button = UIButton(type: .system)
        button.setTitle("Push", for: .normal)
        button.sizeToFit()
        let title = titleSize(button)
        #expect(title.height > 17 && title.height <= 18)       // the 15-pt font's line (DejaVu: 17.5)
        #expect(button.frame.size == CGSize(width: whole(title.width), height: 30))
        #expect(button.intrinsicContentSize == button.frame.size)
    }

    @Test func aCustomButtonSizesTheSameWay() {
        let button = UIButton(type: .custom)
        button.setTitle("Push", for: .normal)
        #expect(button.sizeThatFits(.zero).height == 30)
    }

    @Test func anImageAndATitleSitSideBySideAndTheTallerDecidesTheHeight() {
        let button = UIButton(type: .system)
        button.setTitle("Push", for: .normal)
        button.setImage(image(44, 44), for: .normal)
        let title = titleSize(button)
        #expect(button.sizeThatFits(.zero) == CGSize(width: whole(44 + title.width), height: 44))
        button.setImage(image(20, 10), for: .normal)
        #expect(button.sizeThatFits(.zero) == CGSize(width: whole(20 + title.width), height: 30))
    }

    @Test func anImageOnlyButtonIsTheImagesSize() {
        let button = UIButton(type: .custom)
        button.setImage(image(32, 24), for: .normal)
        #expect(button.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 32, height: 24))
    }

    @Test func contentEdgeInsetsAddAndReplaceTheTitlesPadding() {
        let button = UIButton(type: .system)
        button.setTitle("Push", for: .normal)
        let title = titleSize(button)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        #expect(button.sizeThatFits(.zero) == CGSize(width: whole(title.width + 20), height: whole(title.height + 8)))
        button.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        #expect(button.sizeThatFits(.zero).height == whole(title.height + 0.02))
        #expect(button.sizeThatFits(.zero).height < 30)
    }

    @Test func titleAndImageInsetsDoNotChangeTheSize() {
        let button = UIButton(type: .system)
        button.setTitle("Push", for: .normal)
        let before = button.sizeThatFits(.zero)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(button.sizeThatFits(.zero) == before)
    }

    @Test func aBackgroundImageIsTheSmallestSize() {
        let button = UIButton(type: .custom)
        button.setTitle("Push", for: .normal)
        button.setBackgroundImage(image(100, 40), for: .normal)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 100, height: 40))
    }

    @Test func anEmptyButtonHasNoSize() {
        #expect(UIButton(type: .system).sizeThatFits(.zero) == .zero)
    }

    // MARK: Placement

    func placed(_ width: CGFloat = 335, _ height: CGFloat = 40) -> UIButton {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        button.setTitle("Download", for: .normal)
        button.setImage(image(32, 32), for: .normal)
        button.layoutIfNeeded()
        return button
    }

    @Test func theImageAndTitleAreCentredAsOneBlock() {
        let button = placed()
        let title = titleSize(button)
        // On the main screen's pixels: this suite makes no host, so the screen is that of the
        // runtime current now, which a suite running alongside may have made a 3× one.
        let scale = UIScreen.main.scale
        let x = ((335 - 32 - title.width) / 2 * scale).rounded() / scale
        #expect(button.imageView!.frame == CGRect(x: x, y: 4, width: 32, height: 32))
        #expect(button.titleLabel!.frame.minX == ((x + 32) * scale).rounded() / scale)
        #expect(abs(button.titleLabel!.frame.midY - 20) <= 0.25)
    }

    @Test func eachEdgeInsetMovesOnlyItsOwnViewByHalf() {
        let button = placed()
        let imageX = button.imageView!.frame.minX, titleX = button.titleLabel!.frame.minX
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == imageX + 25)
        #expect(button.titleLabel!.frame.minX == titleX)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == titleX - 50)
    }

    @Test func contentEdgeInsetsShiftTheContentRect() {
        let button = placed()
        let imageX = button.imageView!.frame.minX
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == imageX + 10)
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 20, y: 0, width: 315, height: 40))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
    }

    @Test func leftAndRightAlignmentPutTheBlockAtTheEdges() {
        let button = placed()
        let title = titleSize(button)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 0 && button.titleLabel!.frame.minX == 32)
        button.contentHorizontalAlignment = .right
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.maxX == 335)
        #expect(abs(button.imageView!.frame.minX - (335 - 32 - title.width)) <= 0.5)
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 0)
    }

    @Test func topBottomAndFillVerticalAlignment() {
        let button = placed()
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minY == 0 && button.titleLabel!.frame.minY == 0)
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.maxY == 40 && button.titleLabel!.frame.maxY == 40)
        button.contentVerticalAlignment = .fill
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.height == 40)
    }

    @Test func fillStretchesAnImageOnlyButtonsImage() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
        button.setImage(image(20, 20), for: .normal)
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        button.layoutIfNeeded()
        #expect(button.imageView!.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func aTitleTooWideIsNarrowedToTheContentRect() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        button.setTitle("A title much longer than sixty points", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.width == 60 && button.titleLabel!.frame.minX == 0)
    }

    @Test func overriddenRectanglesPlaceTheViews() {
        final class Stacked: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.midX - 16, y: contentRect.minY, width: 32, height: 32)
            }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
            }
        }
        let button = Stacked(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
        button.setTitle("Stacked", for: .normal)
        button.setImage(image(32, 32), for: .normal)
        button.layoutIfNeeded()
        #expect(button.imageView!.frame == CGRect(x: 24, y: 0, width: 32, height: 32))
        #expect(button.titleLabel!.frame == CGRect(x: 0, y: 40, width: 80, height: 20))
    }

    // MARK: Auto Layout

    @Test func autoLayoutUsesTheIntrinsicSizeAndFollowsTitleChanges() {
        let host = UITestHost()
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Go", for: .normal)
        host.window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 100),
        ])
        host.settle()
        let short = button.frame.width
        #expect(button.frame.height == 30)
        button.setTitle("A longer title", for: .normal)
        host.settle()
        #expect(button.frame.width > short)
        #expect(button.frame.width == button.intrinsicContentSize.width)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        host.settle()
        #expect(button.frame.height == whole(button.titleLabel!.sizeThatFits(.zero).height + 12))
    }

    @Test func nonFiniteInsetsStopTheProgram() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIButton().contentEdgeInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            }
        }
    }
}
