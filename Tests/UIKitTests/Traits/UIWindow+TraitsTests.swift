import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view controller and views that write down the trait changes they are told of.
@MainActor final class TraitJournal {
    var entries: [String] = []
}

@MainActor final class TraitLoggingController: UIViewController {
    let name: String
    let journal: TraitJournal
    init(_ name: String, _ journal: TraitJournal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() { view = TraitLoggingView(name + ".view", journal) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        journal.entries.append("\(name) traits \(traitCollection.verticalSizeClass)")
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        journal.entries.append("\(name) willTransition \(newCollection.verticalSizeClass)")
        super.willTransition(to: newCollection, with: coordinator)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        journal.entries.append("\(name) viewWillTransition \(Int(size.width))x\(Int(size.height)) bounds \(Int(view.bounds.width))")
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [journal, name] _ in
            journal.entries.append("\(name) alongside bounds \(Int(self.view.bounds.width))")
        }, completion: { [journal, name] _ in
            journal.entries.append("\(name) completion")
        })
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if journal.entries.contains(where: { $0.contains("viewWillTransition") }) {
            journal.entries.append("\(name) layout \(Int(view.bounds.width))")
        }
    }
}

@MainActor final class TraitLoggingView: UIView {
    let name: String
    let journal: TraitJournal
    init(_ name: String, _ journal: TraitJournal) {
        self.name = name
        self.journal = journal
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        journal.entries.append("\(name) traits \(previousTraitCollection?.verticalSizeClass ?? .unspecified)→\(traitCollection.verticalSizeClass)")
    }
}

@MainActor @Suite struct UIWindowTraitsTests {
    @Test func aWindowHasItsScreensSizeClassesIdiomAndScale() {
        let host = UITestHost()
        let traits = host.window.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 2)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
    }

    @Test func anIPadWindowIsRegularBothWays() {
        let host = UITestHost(screen: .pad)
        #expect(host.window.traitCollection.horizontalSizeClass == .regular)
        #expect(host.window.traitCollection.verticalSizeClass == .regular)
        #expect(host.window.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test func viewsAndControllersHaveTheirWindowsTraits() {
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(controller.traitCollection == host.window.traitCollection)
        #expect(label.traitCollection == host.window.traitCollection)
    }

    @Test func aTraitChangeIsToldWindowFirstThenControllerBeforeItsViewThenSubviewsInOrder() {
        let host = UITestHost()
        let journal = TraitJournal()
        let root = TraitLoggingController("root", journal)
        let child = TraitLoggingController("child", journal)
        host.show(root)
        root.addChild(child)
        root.view.addSubview(TraitLoggingView("a", journal))
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        root.view.addSubview(TraitLoggingView("b", journal))
        host.resize(to: CGSize(width: 667, height: 375))
        let traitEntries = journal.entries.filter { $0.contains("traits") }
        #expect(traitEntries == [
            "root traits compact", "root.view traits regular→compact", "a traits regular→compact",
            "child traits compact", "child.view traits regular→compact", "b traits regular→compact",
        ])
    }

    @Test func nothingIsToldWhenTheTraitsStayTheSame() {
        let host = UITestHost()
        let journal = TraitJournal()
        host.show(TraitLoggingController("root", journal))
        host.resize(to: CGSize(width: 320, height: 600))
        #expect(journal.entries.filter { $0.contains("traits") }.isEmpty)
        #expect(journal.entries.contains("root viewWillTransition 320x600 bounds 375"))
    }

    @Test func aPresentedControllerIsToldAfterTheRootsTree() {
        let host = UITestHost()
        let journal = TraitJournal()
        let root = TraitLoggingController("root", journal)
        host.show(root)
        let presented = TraitLoggingController("presented", journal)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        host.settle()
        host.resize(to: CGSize(width: 667, height: 375))
        let names = journal.entries.filter { $0.contains(" traits ") }.map { String($0.split(separator: " ")[0]) }
        #expect(names == ["root", "root.view", "presented", "presented.view"])
        #expect(journal.entries.contains("presented viewWillTransition 667x375 bounds 375"))
    }

    @Test func changingTheWindowsFrameChangesItsTraitsAtItsNextLayout() {
        let host = UITestHost()
        let journal = TraitJournal()
        let view = TraitLoggingView("v", journal)
        host.window.addSubview(view)
        host.window.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        #expect(journal.entries.isEmpty)
        host.window.layoutIfNeeded()
        #expect(journal.entries == ["v traits regular→compact"])
        #expect(host.window.traitCollection.verticalSizeClass == .compact)
    }
}
