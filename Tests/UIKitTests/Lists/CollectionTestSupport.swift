import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// A collection view's data source and delegate over a model of sections of strings, writing
/// every call it answers into `journal` ("cellForItemAt 0.3", "didSelectItemAt 0.1", …).
@MainActor
final class JournalingCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var model: [[String]]
    var journal: [String] = []
    var recorded: Set<String>?
    var sizes: [IndexPath: CGSize] = [:]
    var headers = false
    var footers = false

    final class Cell: UICollectionViewCell {
        let label = UILabel()
        var made = 0
        var reuses = 0
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 12)
            contentView.addSubview(label)
            contentView.backgroundColor = .systemTeal
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class Header: UICollectionReusableView {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 17)
            addSubview(label)
            backgroundColor = .secondarySystemBackground
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 16, dy: 0)
        }
    }

    var cellsMade: Int { madeCells.count }
    private(set) var madeCells = Set<ObjectIdentifier>()

    init(_ model: [[String]]) { self.model = model }

    convenience init(sections: Int = 1, items: Int) {
        self.init((0..<sections).map { s in (0..<items).map { "\(s).\($0)" } })
    }

    func note(_ call: String, _ indexPath: IndexPath? = nil) {
        guard recorded?.contains(call) ?? true else { return }
        if let indexPath { journal.append("\(call) \(indexPath.section).\(indexPath.item)") } else { journal.append(call) }
    }

    func calls(_ name: String) -> [String] { journal.filter { $0 == name || $0.hasPrefix(name + " ") } }

    func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model[section].count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        note("cellForItemAt", indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! Cell
        madeCells.insert(ObjectIdentifier(cell))
        cell.label.text = model[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        note(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer", indexPath)
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! Header
        view.label.text = kind == UICollectionView.elementKindSectionHeader ? "Section \(indexPath.section)" : "End of \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { note("shouldHighlightItemAt", indexPath); return true }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { note("didHighlightItemAt", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { note("didUnhighlightItemAt", indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { note("shouldSelectItemAt", indexPath); return true }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { note("didSelectItemAt", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { note("didDeselectItemAt", indexPath) }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { note("willDisplay", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { note("didEndDisplaying", indexPath) }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        headers ? CGSize(width: 0, height: 40) : .zero
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        footers ? CGSize(width: 0, height: 30) : .zero
    }
}

/// A collection view with a flow layout filling a controller's view on a test host.
@MainActor
struct CollectionStage {
    let host: UITestHost
    let controller: UIViewController
    let collectionView: UICollectionView
    let layout: UICollectionViewFlowLayout
    let source: JournalingCollectionSource

    init(source: JournalingCollectionSource, screen: UITestScreen = UITestScreen(size: CGSize(width: 320, height: 480), scale: 1),
         configure: (UICollectionView, UICollectionViewFlowLayout) -> Void = { _, _ in }) {
        self.source = source
        host = UITestHost(screen: screen)
        controller = UIViewController()
        layout = UICollectionViewFlowLayout()
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: screen.size), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(JournalingCollectionSource.Cell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(JournalingCollectionSource.Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        collectionView.register(JournalingCollectionSource.Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Header")
        configure(collectionView, layout)
        collectionView.dataSource = source
        collectionView.delegate = source
        controller.view.addSubview(collectionView)
        host.show(controller)
    }

    /// The cells on screen show exactly the model's items at their index paths, each at the
    /// layout's frame, and every item the layout puts on screen has its cell.
    func expectCellsMatchModel(sourceLocation: SourceLocation = #_sourceLocation) {
        for cell in collectionView.visibleCells {
            guard let ip = collectionView.indexPath(for: cell) else {
                Issue.record("a visible cell has no index path", sourceLocation: sourceLocation)
                continue
            }
            let label = (cell as! JournalingCollectionSource.Cell).label.text
            #expect(label == source.model[ip.section][ip.item], "cell at \(ip)", sourceLocation: sourceLocation)
            #expect(cell.frame == collectionView.layoutAttributesForItem(at: ip)?.frame, "frame of \(ip)", sourceLocation: sourceLocation)
            #expect(!cell.isHidden, sourceLocation: sourceLocation)
        }
        let expected = (layout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
        #expect(collectionView.indexPathsForVisibleItems == expected, sourceLocation: sourceLocation)
    }
}
