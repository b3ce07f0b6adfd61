import Testing
@testable import UIKitTesting
@testable import UIKit

/// UIAppearance for bars and bar button items: values set on `appearance()` apply to instances
/// made afterwards and to instances entering a window, never over what an instance set itself;
/// bars already in a window keep their look until they enter one again (Apple's `UIAppearance`
/// documentation). Each application (test host) has its own proxies.
@MainActor @Suite struct _UIAppearanceStorageTests {
    @Test func theProxyIsOneObjectPerClassAndApplication() {
        _ = UITestHost()
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        #expect(UINavigationBar.appearance()._appearanceState.isProxy)
        #expect(UIToolbar.appearance() === UIToolbar.appearance())
        #expect(UIBarButtonItem.appearance() === UIBarButtonItem.appearance())
        let first = UINavigationBar.appearance()
        _ = UITestHost()
        #expect(UINavigationBar.appearance() !== first)
    }

    @Test func valuesSetBeforeABarIsMadeApplyToIt() {
        _ = UITestHost()
        UINavigationBar.appearance().barTintColor = .red
        UINavigationBar.appearance().tintColor = .white
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().barStyle = .black
        UINavigationBar.appearance().isTranslucent = false
        let bar = UINavigationBar()
        #expect(bar.barTintColor == .red)
        #expect(bar.tintColor == .white)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(bar.barStyle == .black)
        #expect(!bar.isTranslucent)
    }

    @Test func valuesSetAfterABarIsMadeApplyWhenItEntersAWindow() {
        let host = UITestHost()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
        UINavigationBar.appearance().barTintColor = .green
        #expect(bar.barTintColor == nil)
        host.show(BarHostController(bar))
        #expect(bar.barTintColor == .green)
    }

    @Test func whatABarSetsItselfIsNeverOverridden() {
        let host = UITestHost()
        UINavigationBar.appearance().barTintColor = .green
        UINavigationBar.appearance().tintColor = .white
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
        bar.barTintColor = .blue
        host.show(BarHostController(bar))
        #expect(bar.barTintColor == .blue)
        #expect(bar.tintColor == .white)
    }

    @Test func laterProxyChangesLeaveBarsInAWindowUntilTheyEnterOneAgain() {
        let host = UITestHost()
        UINavigationBar.appearance().barTintColor = .green
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
        let controller = BarHostController(bar)
        host.show(controller)
        UINavigationBar.appearance().barTintColor = .orange
        host.advance(by: 0.1)
        #expect(bar.barTintColor == .green)
        bar.removeFromSuperview()
        controller.view.addSubview(bar)
        #expect(bar.barTintColor == .orange)
    }

    @Test func aProxyStandardAppearanceAppliesToNewBars() {
        _ = UITestHost()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .purple
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        let bar = UINavigationBar()
        #expect(bar.standardAppearance.backgroundColor == .purple)
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .purple)
    }

    @Test func toolbarProxyValuesApplyToNewToolbars() {
        _ = UITestHost()
        UIToolbar.appearance().barTintColor = .red
        UIToolbar.appearance().tintColor = .white
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
        UIToolbar.appearance().setBackgroundImage(image, forToolbarPosition: .any, barMetrics: .default)
        let toolbar = UIToolbar()
        #expect(toolbar.barTintColor == .red)
        #expect(toolbar.tintColor == .white)
        #expect(toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === image)
    }

    @Test func barButtonItemProxyValuesApplyToNewItemsAndTheBackButton() throws {
        let host = UITestHost()
        let font = UIFont.systemFont(ofSize: 15)
        UIBarButtonItem.appearance().tintColor = .red
        UIBarButtonItem.appearance().setTitleTextAttributes([.font: font], for: .normal)
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        #expect(item.tintColor == .red)
        #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
        let bar = makeTopBar()
        let top = UINavigationItem(title: "T")
        top.rightBarButtonItem = item
        bar.setItems([UINavigationItem(title: "Prev"), top], animated: false)
        host.show(BarHostController(bar))
        let back = try #require(label("Prev", in: bar))
        #expect(back.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
        #expect(back.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }

    @Test func itemsMadeBeforeTheProxyGetItsValuesWhenShownInAWindow() throws {
        let host = UITestHost()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let mine = UIBarButtonItem(title: "Mine", style: .plain, target: nil, action: nil)
        mine.tintColor = .blue
        UIBarButtonItem.appearance().tintColor = .green
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 600, width: 375, height: 44))
        toolbar.items = [item, mine]
        host.show(BarHostController(toolbar))
        #expect(item.tintColor == .green)
        #expect(mine.tintColor == .blue)
    }

    @Test func theProxyOfASubclassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class MyBar: UINavigationBar {}
                _ = MyBar.appearance()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("appearance(): appearance proxies of subclasses are not supported by Rockhopper; use UINavigationBar.appearance()"), "\(stderr)")
    }

    @Test func aRecordingKeepsTheOrderOfFirstSetsAndTheLatestValue() {
        let recording = _UIAppearanceRecording()
        var log: [String] = []
        recording.record("a") { _ in log.append("a1") }
        recording.record("b") { _ in log.append("b") }
        recording.record("a") { _ in log.append("a2") }
        #expect(recording.keys == ["a", "b"])
        for key in recording.keys { recording.setter(for: key)?(UIView()) }
        #expect(log == ["a2", "b"])
    }
}
