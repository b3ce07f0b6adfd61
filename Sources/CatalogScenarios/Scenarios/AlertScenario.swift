import UIKit

/// Seed 000's UIAlertController (iOS 8+, replacing UIAlertView and UIActionSheet): an alert with
/// a cancel and a destructive action, and an action sheet; tapping an action dismisses and then
/// runs its handler.
public enum AlertScenario: CatalogScenario {
    public static let title = "Alerts and action sheets (UIAlertController)"
    public static let section = CatalogSection.seed000
    public static let explanation = CatalogExplanation(
        chinese: "UIAlertController 自 iOS 8 起取代 UIAlertView 和 UIActionSheet：它是一个被模态呈现的控制器，用 .alert 或 .actionSheet 样式。点按某个动作时，UIKit 先让提醒消失，消失完成后才调用该动作的 handler；取消动作总排在最后（动作表里单独一组），破坏性动作显示为红色。",
        english: "UIAlertController replaced UIAlertView and UIActionSheet in iOS 8: it is a view controller presented modally, in the .alert or .actionSheet style. Tapping an action makes UIKit dismiss the alert first and call the action's handler only once the dismissal is over; the cancel action always comes last (in its own group on an action sheet) and a destructive action is red.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: ContactListViewController(title: "通讯录", log: LifecycleLog()))
    }

    public static func run(_ script: any CatalogScript) {
        let list = ContactListViewController(title: "通讯录", log: LifecycleLog())
        let nav = UINavigationController(rootViewController: list)
        var handled: [String] = []
        func tap(_ text: String) -> Bool {
            guard let point = nav.view.window?.centerOfLabel(withText: text) else { return false }
            script.tap(at: point)
            return true
        }

        script.step("An alert: title, message, Cancel and a destructive Delete")
        script.show(nav)
        script.settle()
        let alert = UIAlertController(title: "删除联系人？", message: "张伟 will be removed from your contacts.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("Cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in handled.append("Delete") })
        script.beginFilmstrip(named: "alert-present")
        list.present(alert, animated: true)
        script.settle()
        script.endFilmstrip()
        script.snapshot(named: "1-alert")
        script.expect(nav.presentedViewController === alert, "the alert is presented")

        script.step("Tapping Delete dismisses the alert, then runs its handler")
        script.beginFilmstrip(named: "alert-dismiss")
        script.expect(tap("Delete"), "the alert shows Delete")
        script.settle()
        script.endFilmstrip()
        script.log("handlers run: \(handled)")
        script.expect(handled == ["Delete"], "Delete's handler ran once")
        script.expect(nav.presentedViewController == nil, "the alert is gone")

        script.step("An action sheet with a separate Cancel")
        let sheet = UIAlertController(title: nil, message: "Share 张伟's card", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Message", style: .default) { _ in handled.append("Message") })
        sheet.addAction(UIAlertAction(title: "Mail", style: .default) { _ in handled.append("Mail") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled.append("Cancel") })
        script.beginFilmstrip(named: "alert-action-sheet-present")
        list.present(sheet, animated: true)
        script.settle()
        script.endFilmstrip()
        script.snapshot(named: "2-action-sheet")
        script.expect(tap("Mail"), "the sheet shows Mail")
        script.settle()
        script.log("handlers run: \(handled)")
        script.expect(handled == ["Delete", "Mail"], "Mail's handler ran")
    }
}
