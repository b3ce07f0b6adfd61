import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// The section index on the trailing edge: touching a title jumps to its section, dragging along
/// the strip jumps again at each title.
@MainActor @Suite struct UITableViewSectionIndexTests {
    static let letters = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map { String(UnicodeScalar($0)!) }

    func stage(minimumRows: Int = 0) -> TableStage {
        let source = JournalingTableSource(Self.letters.map { l in (0..<5).map { "\(l)\($0)" } })
        source.headerTitles = Self.letters
        source.indexTitles = Self.letters
        source.recorded = ["sectionForSectionIndexTitle"]
        return TableStage(source: source) { $0.rowHeight = 44; $0.sectionIndexMinimumDisplayRowCount = minimumRows }
    }

    /// The window point of an index title.
    func point(of title: String, in stage: TableStage) -> CGPoint? {
        guard let index = stage.table._index,
              let label = index.subviews.first(where: { ($0 as? UILabel)?.text == title }) else { return nil }
        return label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: nil)
    }

    @Test func theIndexIsA15PointStripOnTheTrailingEdgeWithALabelPerTitle() {
        let stage = stage()
        let index = stage.table._index
        #expect(index?.frame.width == 15)
        #expect(index?.frame.maxX == stage.table.bounds.maxX)
        #expect(index?.subviews.compactMap { ($0 as? UILabel)?.text } == Self.letters)
        let cell = stage.table.visibleCells.first!
        #expect(cell.contentView.frame.maxX <= 375 - 15, "the rows' content makes room for the index")
    }

    @Test func aTapOnATitleScrollsItsSectionToTheTopWithoutAnimation() {
        let stage = stage()
        stage.host.tap(at: point(of: "H", in: stage)!)
        #expect(stage.source.journal == ["sectionForSectionIndexTitle H"])
        #expect(stage.table.contentOffset.y == stage.table.rect(forSection: 7).minY)
        #expect(stage.table.headerView(forSection: 7)?.frame.minY == stage.table.contentOffset.y)
        #expect(!stage.table.isDecelerating)
    }

    @Test func draggingAlongTheIndexJumpsAtEachNewTitle() {
        let stage = stage()
        let from = point(of: "B", in: stage)!, to = point(of: "E", in: stage)!
        let finger = stage.host.touchDown(at: from)
        stage.host.advance(by: 1.0 / 60)
        for i in 1...12 {
            stage.host.move(finger, to: CGPoint(x: from.x, y: from.y + (to.y - from.y) * CGFloat(i) / 12))
            stage.host.advance(by: 1.0 / 60)
        }
        stage.host.lift(finger)
        stage.host.settle()
        #expect(stage.source.journal == ["B", "C", "D", "E"].map { "sectionForSectionIndexTitle \($0)" })
        #expect(stage.table.contentOffset.y == stage.table.rect(forSection: 4).minY)
    }

    @Test func aTableWithFewerRowsThanTheMinimumShowsNoIndex() {
        let stage = stage(minimumRows: 1000)
        #expect(stage.table._index == nil || stage.table._index?.isHidden == true)
    }

    @Test func goldenIndexBar() {
        let stage = stage()
        stage.host.tap(at: point(of: "M", in: stage)!)
        stage.host.settle()
        assertSnapshot(of: stage.controller.view, as: .image)
    }
}
