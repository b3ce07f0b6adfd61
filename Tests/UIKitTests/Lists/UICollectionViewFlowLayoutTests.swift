import Foundation
import SnapshotTesting
import Testing
@testable import UIKitTesting
@testable import UIKit

/// The flow layout's defaults, line breaking, spacing, headers and footers, scroll directions and
/// pinned headers.
@MainActor @Suite struct UICollectionViewFlowLayoutTests {
    @Test func theDefaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.footerReferenceSize == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(!layout.sectionHeadersPinToVisibleBounds)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test func fiveDefaultItemsFillA320PointLineAndTheLeftoverIsSharedBetweenThem() {
        let stage = CollectionStage(source: JournalingCollectionSource(items: 12))
        let xs = (0..<5).map { stage.collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
        // 5 × 50 + 4 × 10 = 290 ≤ 320 < 350: five a line, 30 pt left over, 7.5 more per gap.
        #expect(xs == [0, 67.5, 135, 202.5, 270])
        let second = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))!.frame
        #expect(second.origin == CGPoint(x: 0, y: 60))
        // The last line (two items) is packed at the leading edge with the minimum spacing.
        let last = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))!.frame
        #expect(last.origin == CGPoint(x: 60, y: 120))
    }

    @Test func sectionInsetsHeadersAndFootersSurroundEachSectionsLines() {
        let source = JournalingCollectionSource(sections: 2, items: 6)
        source.headers = true
        source.footers = true
        let stage = CollectionStage(source: source) { _, layout in
            layout.sectionInset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        }
        let cv = stage.collectionView
        let header0 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.frame
        #expect(header0 == CGRect(x: 0, y: 0, width: 320, height: 40))
        let item0 = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        #expect(item0.origin == CGPoint(x: 12, y: 48))
        // 296 pt between the insets: five a line (290), 6 pt shared by four gaps.
        let item4 = cv.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame
        #expect(item4.maxX == 308)
        let footer0 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))!.frame
        // Two lines: 48 + 50 + 10 + 50 = 158, then the 8-pt bottom inset.
        #expect(footer0 == CGRect(x: 0, y: 166, width: 320, height: 30))
        let header1 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!.frame
        #expect(header1.minY == 196)
        #expect(cv.contentSize.height == CGFloat(2 * 196))
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame == header1)
        stage.expectCellsMatchModel()
    }

    @Test func itemsOfDifferentHeightsAreCentredInTheirLineAndAWideItemGetsALineOfItsOwn() {
        let source = JournalingCollectionSource(items: 4)
        source.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 50, height: 90)
        source.sizes[IndexPath(item: 3, section: 0)] = CGSize(width: 400, height: 50)
        let stage = CollectionStage(source: source)
        let cv = stage.collectionView
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minY == 20)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minY == 0)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame.minY == 100)
    }

    @Test func theSameAttributesAreReturnedUntilTheLayoutIsInvalidated() {
        let source = JournalingCollectionSource(sections: 2, items: 30)
        source.headers = true
        let stage = CollectionStage(source: source)
        let cv = stage.collectionView
        let layout = cv.collectionViewLayout
        let item = IndexPath(item: 3, section: 0)
        let first = cv.layoutAttributesForItem(at: item)
        #expect(first != nil)
        #expect(cv.layoutAttributesForItem(at: item) === first)
        let inRect = layout.layoutAttributesForElements(in: cv.bounds) ?? []
        #expect(inRect.contains { $0 === first })
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header != nil)
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) === header)
        // Scrolling without a size change keeps the layout (and its attributes).
        cv.contentOffset = CGPoint(x: 0, y: 40)
        stage.host.advance(by: 1.0 / 60)
        #expect(cv.layoutAttributesForItem(at: item) === first)
        layout.invalidateLayout()
        let after = cv.layoutAttributesForItem(at: item)
        #expect(after != nil && after !== first)
        #expect(after?.frame == first?.frame)
        #expect(cv.layoutAttributesForItem(at: item) === after)
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) !== header)
    }

    @Test func aHorizontalLayoutFillsColumnsAndScrollsSideways() {
        let stage = CollectionStage(source: JournalingCollectionSource(items: 100)) { _, layout in
            layout.scrollDirection = .horizontal
        }
        let cv = stage.collectionView
        // 480 tall: eight 50-pt items a column (8 × 50 + 7 × 10 = 470), 13 columns.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))!.frame.origin == CGPoint(x: 60, y: 0))
        #expect(cv.contentSize == CGSize(width: CGFloat(13 * 60 - 10), height: 480))
        cv.contentOffset = CGPoint(x: 300, y: 0)
        cv.layoutIfNeeded()
        stage.expectCellsMatchModel()
    }

    @Test func aPinnedHeaderStaysAtTheTopWhileItsSectionIsOnScreen() {
        let source = JournalingCollectionSource(sections: 3, items: 40)
        source.headers = true
        let stage = CollectionStage(source: source) { _, layout in layout.sectionHeadersPinToVisibleBounds = true }
        let cv = stage.collectionView
        cv.contentOffset = CGPoint(x: 0, y: 200)
        cv.layoutIfNeeded()
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 200)
        // Section 0 ends at 40 + 8 lines × 60 − 10 = 510: its header is pushed up by the next.
        cv.contentOffset = CGPoint(x: 0, y: 490)
        cv.layoutIfNeeded()
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame.minY == 470)
    }

    @Test func selfSizingCellsAreMeasuredAsTheyComeOnScreen() {
        final class Sized: UICollectionViewCell {
            required init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
            override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { CGSize(width: 100, height: 30) }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Sized", for: indexPath)
            }
        }
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        cv.contentInsetAdjustmentBehavior = .never
        cv.register(Sized.self, forCellWithReuseIdentifier: "Sized")
        let source = Source()
        cv.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(cv)
        host.show(controller)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: 100, height: 30))
        // Three 100-pt items a line (320: 3 × 100 + 2 × 10).
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 40)
    }

    // MARK: Pictures

    @Test func goldenGridWithHeaders() {
        let source = JournalingCollectionSource(sections: 2, items: 7)
        source.headers = true
        let stage = CollectionStage(source: source) { cv, layout in
            layout.itemSize = CGSize(width: 90, height: 90)
            layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        stage.host.settle()
        assertSnapshot(of: stage.collectionView, as: .image)
    }
}
