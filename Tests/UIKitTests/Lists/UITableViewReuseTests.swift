import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// Registering and dequeuing cells and header/footer views.
@MainActor @Suite struct UITableViewReuseTests {
    final class CountingCell: UITableViewCell {
        var reuses = 0
        var styleMadeWith: CellStyle?
        required init(style: CellStyle, reuseIdentifier: String?) {
            styleMadeWith = style
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    @Test func anUnregisteredIdentifierWithNothingQueuedDequeuesNil() {
        let table = UITableView(frame: .zero)
        #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nope") == nil)
    }

    @Test func aRegisteredClassIsMadeWithTheDefaultStyleAndTheIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        let cell = table.dequeueReusableCell(withIdentifier: "Counting") as? CountingCell
        #expect(cell?.styleMadeWith == .default)
        #expect(cell?.reuseIdentifier == "Counting")
        #expect(cell?.reuses == 0, "a new cell is not prepared for reuse")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header")?.reuseIdentifier == "Header")
    }

    @Test func aCellThatLeftTheScreenIsPreparedForReuseJustBeforeItIsHandedOutAgain() {
        final class Source: NSObject, UITableViewDataSource {
            var handedOut: [ObjectIdentifier] = []
            var reusesSeen: [Int] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Counting", for: indexPath) as! CountingCell
                handedOut.append(ObjectIdentifier(cell))
                reusesSeen.append(cell.reuses)
                #expect(cell.frame.size == tableView.rectForRow(at: indexPath).size, "dequeue(for:) sizes the cell for its row")
                return cell
            }
        }
        let source = Source()
        let host = UITestHost()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.rowHeight = 44
        // From a rest at 0 (not under the status bar), so a 44-pt scroll swaps exactly one row.
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingCell.self, forCellReuseIdentifier: "Counting")
        table.dataSource = source
        let controller = UIViewController()
        controller.view.addSubview(table)
        host.show(controller)
        let firstCell = source.handedOut[0]
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        #expect(Set(source.handedOut.dropLast()).contains(source.handedOut.last!), "a cell that left comes back as the new row's")
        #expect(source.reusesSeen.last == 1)
        _ = firstCell
        #expect(Set(source.handedOut).count == 16)
    }

    @Test func dequeueingAnUnregisteredIdentifierForAnIndexPathStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = UITableView(frame: .zero)
                _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(exitTestStandardError(result).contains("unable to dequeue a cell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"), "\(exitTestStandardError(result))")
    }

    @Test func registeringNilRemovesTheRegistration() {
        let table = UITableView(frame: .zero)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "Cell")
        #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
    }
}
