import UIKit

/// Seed 001's Snapchat-style container (`ContainerViewController`): a "Camera" main screen, a
/// "Memories" screen above it that a pan pulls down and pushes back up, and a round action
/// button at the bottom. Let go before 30 % of the screen's height and the screen springs back;
/// past it, or faster than 2,000 pt/s the right way, it finishes — both over 0.25 s ease-in-out.
/// The status bar shows only while the upper screen's top is within 10 pt of the top.
///
/// Laid out as the tutorial's storyboard lays it out, by Auto Layout constraints: a pan moves the
/// content by transforms, and when the move ends the constraints' constants take the new places
/// and `layoutIfNeeded()` applies them (see `SnapchatContainerViewControllers.swift`).
public enum SnapchatContainerScenario: CatalogScenario {
    public static let title = "A Snapchat-style container: the upper screen follows a pan"
    public static let section = CatalogSection.seed001
    public static let explanation = CatalogExplanation(
        chinese: "一个容器控制器包含两个子控制器：上层界面跟着平移手势移动，松手时若移动超过屏幕高度的 30% 或速度超过每秒 2,000 点就完成，否则弹回。界面由 Auto Layout 约束摆放：动画时修改约束的 constant，再在 UIView.animate 里调用 layoutIfNeeded()。上层界面接近顶部时，prefersStatusBarHidden 和 setNeedsStatusBarAppearanceUpdate() 隐藏状态栏。",
        english: "A container controller with two children: the upper screen follows a pan, and on release it finishes if it moved more than 30 % of the screen's height or faster than 2,000 points per second, else it springs back. The screens are placed by Auto Layout constraints: an animation changes the constraints' constants and calls layoutIfNeeded() inside UIView.animate. Near the top, prefersStatusBarHidden and setNeedsStatusBarAppearanceUpdate() hide the status bar.")

    public static func makeViewController() -> UIViewController { makeContainer(log: LifecycleLog()) }

    /// The container with its two screens, which record their callbacks in `log`.
    static func makeContainer(log: LifecycleLog) -> ContainerViewController {
        let over = SnapchatScreenViewController(title: "Memories", hint: "Swipe up or tap the button to go back",
                                                backgroundColor: UIColor(red: 1, green: 0.988, blue: 0, alpha: 1),
                                                textColor: .black, log: log)
        let main = SnapchatScreenViewController(title: "Camera", hint: "Swipe down for Memories",
                                                backgroundColor: UIColor(red: 0.16, green: 0.18, blue: 0.22, alpha: 1),
                                                textColor: .white, log: log)
        return ContainerViewController(overViewController: over, mainViewController: main)
    }

    public static func run(_ script: any CatalogScript) {
        let log = LifecycleLog()
        let container = makeContainer(log: log)
        func logHooks() { for line in log.take() { script.log("  " + line) } }
        func logState() {
            let top = container.overViewContainer.frame.minY
            script.log("over screen \(container.isOverViewVisible ? "shown" : "hidden"), its top at \(Int(top)) pt; "
                       + "status bar \(UIApplication.shared.isStatusBarHidden ? "hidden" : "shown"); "
                       + "action button \(Int(container.actionButton.frame.width)) pt wide")
            script.log("constraints: over top \(Int(container.overViewTopConstraint.constant)), "
                       + "button bottom \(Int(container.actionButtonBottomConstraint.constant)), "
                       + "button width \(Int(container.actionButtonWidthConstraint.constant))")
        }
        let screenHeight = UIScreen.main.bounds.height
        let over = container.overViewController as! SnapchatScreenViewController
        var updatesSoFar = 0
        func logFollowing() {
            let updates = over.updateCount - updatesSoFar
            updatesSoFar = over.updateCount
            script.log(updates == 0 ? "no move was followed: the speed finished it at the first change"
                       : "the over screen followed the finger for \(updates) moves, the last at \(Int((over.lastProgress * 100).rounded())) % of the height")
        }

        script.step("The camera, with the Memories screen parked above the top and no status bar")
        script.show(container)
        script.settle()
        logHooks()
        logState()
        script.snapshot(named: "snapchat-1-camera")
        script.expect(!container.isOverViewVisible && container.overViewContainer.frame.minY == -screenHeight,
                      "the over screen is parked above the top")
        script.expect(UIApplication.shared.isStatusBarHidden, "the status bar is hidden on the camera")

        script.step("A slow pan down, 90 pt (13 %): the screen follows, then springs back in 0.25 s")
        script.beginFilmstrip(named: "snapchat-spring-back")
        script.drag(from: CGPoint(x: 187, y: 200), to: CGPoint(x: 187, y: 300), duration: 1)
        logFollowing()
        script.advance(by: 0.1)
        script.snapshot(named: "snapchat-2-springing-back")
        script.settle()
        script.endFilmstrip()
        logHooks()
        logState()
        script.expect(!container.isOverViewVisible && container.overViewContainer.transform == .identity
                      && container.overViewContainer.frame.minY == -screenHeight, "the over screen sprang back")

        script.step("A pan down, 290 pt (43 %): on release the Memories screen comes down, with the status bar")
        script.beginFilmstrip(named: "snapchat-pan-down")
        script.drag(from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 400), duration: 1)
        logFollowing()
        script.settle()
        script.endFilmstrip()
        logHooks()
        logState()
        script.snapshot(named: "snapchat-3-memories")
        script.expect(container.isOverViewVisible && container.overViewContainer.frame == container.view.bounds,
                      "the over screen covers the container")
        script.expect(!UIApplication.shared.isStatusBarHidden, "the status bar shows over the Memories screen")
        script.expect(container.actionButton.frame.width == 50, "the action button shrank to 50 pt")
        script.expect(container.overViewTopConstraint.constant == 0 && container.actionButtonWidthConstraint.constant == 50
                      && container.actionButtonBottomConstraint.constant == -5,
                      "the move ended by writing the constraints' constants: top 0, button 50 wide, bottom −5")

        script.step("A fast flick up (2,400 pt/s, 120 pt): it finishes while the finger still moves")
        let updatesBeforeFlick = over.updateCount
        script.beginFilmstrip(named: "snapchat-flick-up")
        script.drag(from: CGPoint(x: 187, y: 400), to: CGPoint(x: 187, y: 280), duration: 0.05)
        script.expect(over.updateCount == updatesBeforeFlick, "the speed, not the distance, finished the move")
        logFollowing()
        script.settle()
        script.endFilmstrip()
        logHooks()
        logState()
        script.expect(!container.isOverViewVisible && container.overViewContainer.frame.minY == -screenHeight,
                      "the flick sent the over screen back up")
        script.expect(UIApplication.shared.isStatusBarHidden, "the status bar is hidden again")

        script.step("Down again, then a tap on the action button sends the Memories screen away")
        script.drag(from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 400), duration: 1)
        script.settle()
        _ = log.take()
        updatesSoFar = over.updateCount
        script.expect(container.isOverViewVisible, "the over screen came down again")
        let button = container.actionButton
        script.beginFilmstrip(named: "snapchat-button-dismiss")
        script.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        script.settle()
        script.endFilmstrip()
        logHooks()
        logState()
        script.expect(!container.isOverViewVisible && container.actionButton.frame.width == 80,
                      "the tap dismissed the over screen and the button is 80 pt again")
    }
}
