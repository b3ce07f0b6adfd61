import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// Golden images of bars as iOS 13–17 draws them on a phone (scale 2), kept in
/// `__Snapshots__/BarGoldenTests`. To re-record after an intended change, delete the PNG and run
/// the test twice (the first run records it and fails).
@MainActor @Suite struct BarGoldenTests {
    /// The test's host, made first so everything the test makes belongs to its application
    /// (appearance proxies are per application).
    let host = UITestHost()
    /// Places the bars at `.topAttached` (bars hold their delegate weakly).
    let topAttached = TopAttachedDelegate()

    /// A white 375 × `height` strip at the top of a shown controller's view, holding `views`.
    func strip(height: CGFloat, _ views: UIView...) -> (UITestHost, UIView) {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        strip.backgroundColor = .white
        for view in views { strip.addSubview(view) }
        let controller = BarHostController(strip)
        host.show(controller)
        return (host, strip)
    }

    @Test func aBarWithABackButtonATitleAndRightItems() {
        let bar = makeTopBar(delegate: topAttached)
        let back = UINavigationItem(title: "Settings")
        let top = UINavigationItem(title: "General")
        top.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
                                   UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        bar.setItems([back, top], animated: false)
        let content = UILabel(frame: CGRect(x: 16, y: 72, width: 343, height: 24))
        content.text = "Content under the bar"
        let (host, view) = strip(height: 104, bar, content)
        host.settle()
        assertSnapshot(of: view, as: .image)
    }

    @Test func aColouredBarWithWhiteTitleAttributesSetThroughTheAppearanceProxy() {
        let proxy = UINavigationBar.appearance()
        proxy.barTintColor = UIColor(red: 0.09, green: 0.62, blue: 0.56, alpha: 1)
        proxy.tintColor = .white
        proxy.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 18)]
        let bar = makeTopBar(delegate: topAttached)
        let back = UINavigationItem(title: "Contacts")
        let top = UINavigationItem(title: "Details")
        top.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        bar.setItems([back, top], animated: false)
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        strip.backgroundColor = .white
        strip.addSubview(bar)
        host.show(BarHostController(strip))
        host.settle()
        assertSnapshot(of: strip, as: .image)
    }

    @Test func aToolbarWithFlexibleSpaces() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 16, width: 375, height: 44))
        toolbar.items = [
            UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(title: "Mark All", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
        ]
        let (host, view) = strip(height: 60, toolbar)
        host.settle()
        assertSnapshot(of: view, as: .image)
    }
}
