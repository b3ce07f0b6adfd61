import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// Highlighting and selecting items by touch and in code.
@MainActor @Suite struct UICollectionViewSelectionTests {
    func center(_ stage: CollectionStage, _ item: Int) -> CGPoint {
        let frame = stage.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        return stage.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let source = JournalingCollectionSource(items: 30)
        source.recorded = ["shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt", "didSelectItemAt", "didDeselectItemAt"]
        let stage = CollectionStage(source: source)
        stage.host.tap(at: center(stage, 2))
        #expect(source.journal == ["shouldHighlightItemAt 0.2", "didHighlightItemAt 0.2", "didUnhighlightItemAt 0.2", "shouldSelectItemAt 0.2", "didSelectItemAt 0.2"])
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        source.journal.removeAll()
        stage.host.tap(at: center(stage, 4))
        #expect(source.journal.suffix(3) == ["shouldSelectItemAt 0.4", "didDeselectItemAt 0.2", "didSelectItemAt 0.4"])
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesAndSelectionInCodeCallsNoDelegate() {
        let source = JournalingCollectionSource(items: 30)
        source.recorded = ["didSelectItemAt", "didDeselectItemAt"]
        let stage = CollectionStage(source: source) { cv, _ in cv.allowsMultipleSelection = true }
        stage.host.tap(at: center(stage, 1))
        stage.host.tap(at: center(stage, 3))
        stage.host.tap(at: center(stage, 1))
        #expect(source.journal == ["didSelectItemAt 0.1", "didSelectItemAt 0.3", "didDeselectItemAt 0.1"])
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        source.journal.removeAll()
        stage.collectionView.selectItem(at: IndexPath(item: 25, section: 0), animated: false, scrollPosition: .bottom)
        stage.collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(source.journal.isEmpty)
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 25, section: 0)])
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 25, section: 0))?.isSelected == true)
    }

    @Test func aSelectedCellShowsItsSelectedBackgroundView() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(selected.superview === cell)
        #expect(cell.subviews.firstIndex(of: selected)! < cell.subviews.firstIndex(of: cell.contentView)!)
        cell.isSelected = false
        cell.isHighlighted = true
        #expect(selected.superview === cell)
        cell.isHighlighted = false
        #expect(selected.superview == nil)
    }

    @Test func scrollToItemPutsTheItemAtThePosition() {
        let stage = CollectionStage(source: JournalingCollectionSource(items: 500))
        let cv = stage.collectionView
        cv.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset.y == CGFloat(20 * 60))
        cv.scrollToItem(at: IndexPath(item: 100, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset.y == CGFloat(20 * 60 + 50 - 480))
        cv.scrollToItem(at: IndexPath(item: 100, section: 0), at: .centeredVertically, animated: false)
        #expect(cv.contentOffset.y == CGFloat(20 * 60 + 25 - 240))
        cv.layoutIfNeeded()
        #expect(cv.indexPathForItem(at: CGPoint(x: 25, y: 20 * 60 + 25)) == IndexPath(item: 100, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 55, y: 20 * 60 + 25)) == nil)
        stage.expectCellsMatchModel()
    }
}
