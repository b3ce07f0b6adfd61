import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// A table's data source and delegate over a model of sections of strings, writing every call it
/// answers into `journal` ("cellForRowAt 0.3", "didSelectRowAt 0.1", …), for the list suites.
@MainActor
final class JournalingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var model: [[String]]
    var journal: [String] = []
    /// Which calls to write down (nil: all). Scrolling calls are never written.
    var recorded: Set<String>?
    var headerTitles: [String]?
    var footerTitles: [String]?
    var indexTitles: [String]?
    var fixedHeight: CGFloat?
    var canMove = false
    var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var willSelect: ((IndexPath) -> IndexPath?)?
    var cellStyle: UITableViewCell.CellStyle = .default
    var cellsMade = 0

    init(_ model: [[String]]) { self.model = model }

    /// `rows` rows "0.0", "0.1", … in each of `sections` sections.
    convenience init(sections: Int = 1, rows: Int) {
        self.init((0..<sections).map { s in (0..<rows).map { "\(s).\($0)" } })
    }

    func note(_ call: String, _ indexPath: IndexPath? = nil, _ section: Int? = nil) {
        let name = call
        guard recorded?.contains(String(name.split(separator: " ")[0])) ?? true else { return }
        if let indexPath { journal.append("\(name) \(indexPath.section).\(indexPath.row)") }
        else if let section { journal.append("\(name) \(section)") }
        else { journal.append(name) }
    }

    func calls(_ name: String) -> [String] { journal.filter { $0 == name || $0.hasPrefix(name + " ") } }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int {
        note("numberOfSections")
        return model.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        note("numberOfRowsInSection", nil, section)
        return model[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        note("cellForRowAt", indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? {
            cellsMade += 1
            return UITableViewCell(style: cellStyle, reuseIdentifier: "Cell")
        }()
        cell.textLabel?.text = model[indexPath.section][indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles?[section]
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles?[section]
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        note("sectionForSectionIndexTitle \(title)")
        return min(index, model.count - 1)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }

    /// Answered, so the default Delete swipe action shows (DEVIATIONS 160).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        note(editingStyle == .delete ? "commitDelete" : "commitInsert", indexPath)
        if editingStyle == .delete {
            model[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        } else if editingStyle == .insert {
            model[indexPath.section].insert("new", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        note("moveRowAt \(sourceIndexPath.section).\(sourceIndexPath.row) to", destinationIndexPath)
        let item = model[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        model[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }

    // MARK: Delegate

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        note("heightForRowAt", indexPath)
        return fixedHeight ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        note("willDisplay", indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        note("didEndDisplaying", indexPath)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        note("shouldHighlightRowAt", indexPath)
        return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { note("didHighlightRowAt", indexPath) }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { note("didUnhighlightRowAt", indexPath) }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willSelectRowAt", indexPath)
        return willSelect.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { note("didSelectRowAt", indexPath) }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willDeselectRowAt", indexPath)
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { note("didDeselectRowAt", indexPath) }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        editingStyles[indexPath] ?? .delete
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { note("willBeginEditingRowAt", indexPath) }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { note("didEndEditingRowAt", indexPath) }
}

/// A table filling a host's screen (no safe-area insets, so content coordinates are simple),
/// with its journaling source.
@MainActor
final class TableStage {
    let host: UITestHost
    let table: UITableView
    let source: JournalingTableSource
    let controller = UIViewController()

    init(style: UITableView.Style = .plain, source: JournalingTableSource, screen: UITestScreen = .phone,
         configure: (UITableView) -> Void = { _ in }) {
        host = UITestHost(screen: screen)
        self.source = source
        table = UITableView(frame: CGRect(origin: .zero, size: screen.size), style: style)
        table.contentInsetAdjustmentBehavior = .never
        configure(table)
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        host.show(controller)
        host.settle()
    }

    /// The window point at the middle of a row (which must be on screen).
    func center(of indexPath: IndexPath) -> CGPoint {
        let r = table.rectForRow(at: indexPath)
        return table.convert(CGPoint(x: r.midX, y: r.midY), to: nil)
    }

    /// The texts of the visible cells, top to bottom.
    var visibleTexts: [String] { table.visibleCells.map { $0.textLabel?.text ?? "?" } }

    /// Checks that every visible cell shows its model row and sits at its row's rectangle.
    func expectCellsMatchModel(_ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
        for cell in table.visibleCells {
            guard let ip = table.indexPath(for: cell) else {
                Issue.record("a visible cell without an index path \(comment)", sourceLocation: sourceLocation)
                continue
            }
            #expect(cell.textLabel?.text == source.model[ip.section][ip.row], "\(ip) \(comment)", sourceLocation: sourceLocation)
            #expect(cell.frame == table.rectForRow(at: ip), "\(ip) frame \(comment)", sourceLocation: sourceLocation)
        }
    }
}

/// The standard error of an exit test, as text.
func exitTestStandardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// Repetitions of the long runs: `ROCKHOPPER_LEAK_CYCLES` for the long run, else `default`.
func listCycles(default count: Int) -> Int {
    ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? count
}
