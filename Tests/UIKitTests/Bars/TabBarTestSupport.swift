import Foundation
@testable import UIKit
import UIKitTesting

/// A 25-pt black glyph drawn at scale 2 (rendering mode `.automatic`, so a tab bar tints it):
/// 0 a rounded square, 1 a disc, else a triangle.
@MainActor
func tabBarTestIcon(_ kind: Int) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25), format: format).image { _ in
        UIColor.black.setFill()
        switch kind {
        case 0:
            UIBezierPath(roundedRect: CGRect(x: 3, y: 3, width: 19, height: 19), cornerRadius: 4).fill()
        case 1:
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 21, height: 21)).fill()
        default:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 12.5, y: 2))
            path.addLine(to: CGPoint(x: 23, y: 22))
            path.addLine(to: CGPoint(x: 2, y: 22))
            path.close()
            path.fill()
        }
    }
}

/// Records `tabBar(_:didSelect:)` calls.
@MainActor
final class TabBarDelegateRecorder: UITabBarDelegate {
    private(set) var selected: [UITabBarItem] = []
    private(set) var selectedItemWhenCalled: [UITabBarItem?] = []

    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        selected.append(item)
        selectedItemWhenCalled.append(tabBar.selectedItem)
    }
}

/// A tab bar at the bottom of a shown controller's view, with three items ("Home", "Search",
/// "Profile") and a delegate; the controller and delegate are kept here so the test holds them.
@MainActor
final class TabBarFixture {
    let host: UITestHost
    let controller = UIViewController()
    let bar: UITabBar
    let items: [UITabBarItem]
    let delegate = TabBarDelegateRecorder()

    init(screen: UITestScreen = .phone, itemCount: Int = 3) {
        host = UITestHost(screen: screen)
        host.show(controller)
        controller.view.backgroundColor = .white
        let bounds = controller.view.bounds
        bar = UITabBar(frame: CGRect(x: 0, y: bounds.height - 49, width: bounds.width, height: 49))
        let titles = ["Home", "Search", "Profile", "Settings", "Help"]
        items = (0..<itemCount).map { UITabBarItem(title: titles[$0], image: tabBarTestIcon($0), tag: $0) }
        bar.items = items
        bar.delegate = delegate
        controller.view.addSubview(bar)
        host.advance(by: 1.0 / 60)
    }

    /// The button showing `item`.
    func button(_ item: UITabBarItem) -> _UITabBarButton {
        bar.subviews.compactMap { $0 as? _UITabBarButton }.first { $0.item === item }!
    }

    /// The centre of `item`'s button in window coordinates.
    func point(_ item: UITabBarItem) -> CGPoint {
        let b = button(item)
        return b.convert(CGPoint(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }
}

/// Every `UILabel` in `view`'s subtree (the view included), depth first.
@MainActor
func labels(in view: UIView) -> [UILabel] {
    descendants(of: view, as: UILabel.self)
}
