import UIKit

/// The contacts table caught in the middle of a fling: the content moving, the scroll indicator
/// showing, the section header pinned at the top.
public enum ContactsFlingScenario: CatalogScenario {
    public static let title = "Contacts, mid-fling"
    public static let section = CatalogSection.seed002
    public static let explanation = CatalogExplanation(
        chinese: "松手时仍在移动的表格视图会减速滑行：每毫秒速度乘以 0.998，内容移动时滚动指示器出现，停下后淡出。分区头在滚动时固定在顶部，直到下一个分区头把它推走。滑行期间只创建可见的单元格，滚出屏幕的单元格进入复用队列。",
        english: "A table view released while moving keeps gliding: its velocity is multiplied by 0.998 every millisecond, the scroll indicator shows while the content moves and fades once it stops. Section headers stay pinned at the top while scrolling until the next header pushes them away. Only visible cells exist during the fling; cells that leave the screen go to the reuse queue.")

    public static func makeViewController() -> UIViewController { ContactsViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ContactsViewController()
        script.step("The contacts list caught mid-fling, the scroll indicator showing")
        script.show(controller)
        script.settle()
        script.beginFilmstrip(named: "contacts-fling")
        script.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.1)
        script.advance(by: 0.1)
        script.endFilmstrip()
        script.snapshot(named: "3-contacts-flung")
        script.expect(controller.list.isDecelerating, "the list is still decelerating")
        script.expect(controller.list.contentOffset.y > 0, "the list has moved up")
        script.expect(controller.list.visibleCells.count <= 12, "only the rows on screen have cells")
    }
}
