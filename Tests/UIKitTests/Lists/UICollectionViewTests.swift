import Foundation
import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// A collection view asks only for what is on screen, reuses its cells, and is freed after use.
@MainActor @Suite struct UICollectionViewTests {
    @Test func onlyTheItemsOnScreenAreAskedForAndShownAtTheLayoutsFrames() {
        let source = JournalingCollectionSource(items: 1000)
        let stage = CollectionStage(source: source)
        // 320 wide: five 50-pt items a line, 60 pt a line: 8 lines (480 / 60) on screen.
        #expect(stage.collectionView.contentSize == CGSize(width: 320, height: CGFloat(200 * 60 - 10)))
        #expect(source.calls("cellForItemAt").count == 40, "\(source.calls("cellForItemAt").count)")
        #expect(stage.collectionView.visibleCells.count == 40)
        stage.expectCellsMatchModel()
    }

    @Test func theCellsMadeStayNearTheVisibleCountWhileA10000ItemGridIsScrolledEndToEnd() {
        let source = JournalingCollectionSource(items: 10_000)
        source.recorded = []
        let stage = CollectionStage(source: source)
        let cv = stage.collectionView
        let visible = cv.visibleCells.count
        var y: CGFloat = 0
        let end = cv.contentSize.height - cv.bounds.height
        while y < end {
            y = min(end, y + 130)
            cv.contentOffset = CGPoint(x: 0, y: y)
            cv.layoutIfNeeded()
        }
        #expect(cv.indexPathsForVisibleItems.last == IndexPath(item: 9_999, section: 0))
        #expect(source.cellsMade <= visible + 10, "\(source.cellsMade) cells made for \(visible) visible")
        #expect(cv.subviews.filter { $0 is UICollectionViewCell }.count <= visible + 10)
        stage.expectCellsMatchModel()
    }

    @Test func aCellThatLeftIsPreparedForReuseAndHandedOutAgainWithDisplayCallbacks() {
        let source = JournalingCollectionSource(items: 200)
        source.recorded = ["willDisplay", "didEndDisplaying"]
        let stage = CollectionStage(source: source)
        let first = stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! JournalingCollectionSource.Cell
        source.journal.removeAll()
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        stage.collectionView.layoutIfNeeded()
        #expect(source.calls("didEndDisplaying") == ["didEndDisplaying 0.0", "didEndDisplaying 0.1", "didEndDisplaying 0.2", "didEndDisplaying 0.3", "didEndDisplaying 0.4"])
        #expect(source.calls("willDisplay").count == 5)
        #expect(first.reuses == 1)
        #expect(stage.collectionView.indexPath(for: first).map { $0.item >= 40 } == true)
        stage.expectCellsMatchModel()
    }

    @Test func aDragScrollsAndTheFlingKeepsReusing() {
        let source = JournalingCollectionSource(items: 2000)
        source.recorded = []
        let stage = CollectionStage(source: source)
        let made = source.cellsMade
        stage.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 60), duration: 0.3)
        stage.host.settle()
        #expect(stage.collectionView.contentOffset.y > 600)
        #expect(source.cellsMade <= made + 10)
        stage.expectCellsMatchModel()
    }

    // MARK: Memory

    @Test func aCollectionViewItsCellsAndItsHeadersAreFreedAfterUse() {
        weak var weakCollection: UICollectionView?
        weak var weakCell: UICollectionViewCell?
        weak var weakHeader: UICollectionReusableView?
        weak var weakLayout: UICollectionViewLayout?
        weak var weakSource: JournalingCollectionSource?
        do {
            let source = JournalingCollectionSource(sections: 3, items: 30)
            source.headers = true
            let stage = CollectionStage(source: source)
            weakSource = source
            weakCollection = stage.collectionView
            weakLayout = stage.layout
            weakCell = stage.collectionView.visibleCells.first
            weakHeader = stage.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            #expect(weakHeader != nil)
            stage.host.tap(at: CGPoint(x: 25, y: 65))
            stage.host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
            stage.collectionView.performBatchUpdates {
                source.model[0].remove(at: 0)
                stage.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            }
            stage.host.settle()
            stage.collectionView.removeFromSuperview()
            stage.host.settle()
        }
        #expect(weakCollection == nil)
        #expect(weakCell == nil)
        #expect(weakHeader == nil)
        #expect(weakLayout == nil)
        #expect(weakSource == nil)
    }

    /// 30 cycles in the suite; `ROCKHOPPER_LEAK_CYCLES` sets another count (the long run).
    @Test func makingScrollingAndDiscardingCollectionViewsOverAndOverKeepsMemoryFlat() {
        let cycles = listCycles(default: 30)
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let controller = UIViewController()
        host.show(controller)
        func cycle(_ i: Int) {
            let source = JournalingCollectionSource(sections: 4, items: 60)
            source.headers = true
            source.recorded = []
            let layout = UICollectionViewFlowLayout()
            let cv = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
            cv.register(JournalingCollectionSource.Cell.self, forCellWithReuseIdentifier: "Cell")
            cv.register(JournalingCollectionSource.Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
            cv.dataSource = source
            cv.delegate = source
            controller.view.addSubview(cv)
            host.settle()
            host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
            cv.performBatchUpdates {
                source.model[1].insert("new \(i)", at: 0)
                cv.insertItems(at: [IndexPath(item: 0, section: 1)])
            }
            host.settle()
            cv.removeFromSuperview()
            withExtendedLifetime(source) {}
        }
        for i in 0..<10 { cycle(i) }
        let start = ResidentMemory.kilobytes()
        for i in 0..<cycles { cycle(i) }
        let growth = ResidentMemory.kilobytes() - start
        print("UICollectionView memory: \(cycles) collection views made, scrolled, updated and discarded grew resident memory by \(growth) kB")
        #expect(controller.view.subviews.isEmpty)
        #expect(growth < 20 * 1024, "\(growth) kB")
    }
}
