@testable import CatalogScenarios
import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import UIKitTestSupport

/// Seed 001's container laid out by Auto Layout, as the tutorial's storyboard lays it out: the
/// constraints place the views, a pan moves them by transforms on top of the constraints' places,
/// and the end of each move writes the constraints' constants and calls `layoutIfNeeded()`.
/// Driven by fingers on a `UITestHost`'s virtual clock (375 × 667 pt unless said otherwise).
extension SnapchatContainerTests {
    /// UIKit's text when a set of required constraints cannot all hold.
    static let unsatisfiableLogText = "Unable to simultaneously satisfy constraints"

    /// A shown container on a host simulating `screen`.
    func show(on screen: UITestScreen) -> Shown {
        let host = UITestHost(screen: screen)
        let log = LifecycleLog()
        let container = SnapchatContainerScenario.makeContainer(log: log)
        host.show(container)
        host.settle()
        return Shown(host: host, container: container, log: log)
    }

    /// Where `view` is on screen, in its superview's coordinates, by its presentation layer:
    /// the presented bounds' size, transformed about the (centred) anchor point and moved to the
    /// presented position.
    func presentedFrame(_ view: UIView) -> CGRect {
        let layer = view.layer.presentation()!
        let size = layer.bounds.size
        return CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(layer.affineTransform())
            .offsetBy(dx: layer.position.x, dy: layer.position.y)
    }

    /// Whether the two rectangles are equal within `tolerance` on each edge.
    func same(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    func unsatisfiableMessages(_ host: UITestHost) -> [String] {
        host.runtime.logMessages.filter { $0.contains(Self.unsatisfiableLogText) }
    }

    // MARK: - The storyboard's constraints

    @Test func theStoryboardsConstraintsAreInstalledOnTheContainersViewWithTheTutorialsConstants() {
        let s = show()
        let c = s.container
        for view in [c.mainViewContainer, c.overViewContainer, c.actionButton] {
            #expect(!view.translatesAutoresizingMaskIntoConstraints)
        }
        #expect(c.view.translatesAutoresizingMaskIntoConstraints, "the window sizes the root view")
        // The embedded screens fill their container views by autoresizing, as embed segues do.
        #expect(s.main.view.translatesAutoresizingMaskIntoConstraints && s.over.view.translatesAutoresizingMaskIntoConstraints)

        let installed = c.view.constraints.filter { !($0 is NSAutoresizingMaskLayoutConstraint) }
        #expect(installed.count == 10, "the containers' edges, the over one's top and height, the button's centre and bottom")
        #expect(installed.allSatisfy { $0.isActive && $0.priority == .required })
        #expect(c.mainViewContainer.constraints.isEmpty && c.overViewContainer.constraints.isEmpty)
        #expect(c.actionButton.constraints.count == 2, "its width, and its height equal to its width")

        let top: NSLayoutConstraint = c.overViewTopConstraint
        #expect(top.firstItem === c.overViewContainer && top.firstAttribute == .top)
        #expect(top.secondItem === c.view && top.secondAttribute == .top)
        #expect(top.relation == .equal && top.multiplier == 1 && top.constant == -667)
        let bottom: NSLayoutConstraint = c.actionButtonBottomConstraint
        #expect(bottom.firstItem === c.view && bottom.firstAttribute == .bottom)
        #expect(bottom.secondItem === c.actionButton && bottom.secondAttribute == .bottom)
        #expect(bottom.constant == 50)
        let width: NSLayoutConstraint = c.actionButtonWidthConstraint
        #expect(width.firstItem === c.actionButton && width.firstAttribute == .width)
        #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
        #expect(width.constant == 80)
        #expect(c.actionButton.constraints.contains { $0 === width })
        #expect(c.view.constraints.contains { $0 === top } && c.view.constraints.contains { $0 === bottom })
    }

    /// The storyboard's views have their canvas frames (375 × 667) until the constraints place
    /// them: on a bigger screen everything follows the constraints, at rest and after each move.
    @Test func onABiggerScreenTheConstraintsNotTheCanvasFramesPlaceTheViews() {
        let plus = UITestScreen(size: CGSize(width: 414, height: 736), scale: 3)
        let s = show(on: plus)
        let c = s.container
        #expect(c.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(c.mainViewContainer.frame == c.view.bounds)
        #expect(c.overViewTopConstraint.constant == -736)
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: -736, width: 414, height: 736))
        #expect(c.actionButton.frame == CGRect(x: 167, y: 606, width: 80, height: 80))
        #expect(c.actionButton.layer.cornerRadius == 40)
        #expect(s.main.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        #expect(s.over.view.frame == CGRect(x: 0, y: 0, width: 414, height: 736))
        let title = s.main.view.descendantLabel(withText: "Camera")!
        #expect(abs(title.frame.midX - 207) < 1e-9 && abs(title.frame.width - 374) < 1e-9)

        // 30 % of 736 pt is 220.8 pt: 250 pt brings the over screen down.
        pan(s.host, from: CGPoint(x: 207, y: 100), translation: 250, speed: 600)
        s.host.settle()
        #expect(c.isOverViewVisible)
        #expect(c.overViewContainer.frame == c.view.bounds)
        #expect(c.actionButton.frame == CGRect(x: 182, y: 691, width: 50, height: 50))
        s.host.tap(c.actionButton)
        s.host.settle()
        #expect(!c.isOverViewVisible)
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: -736, width: 414, height: 736))
        #expect(c.actionButton.frame == CGRect(x: 167, y: 606, width: 80, height: 80))
        #expect(unsatisfiableMessages(s.host).isEmpty)
    }

    // MARK: - A pan moves transforms, not constraints

    /// While the finger moves, only the transforms change: the constraints keep their constants
    /// and keep placing the untransformed frames (bounds and center), also through a layout pass
    /// in the middle of the pan.
    @Test func aPanMovesTheContentByTransformsWhileTheConstraintsKeepTheirPlaces() {
        let s = show()
        let c = s.container
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 10, count: 16)   // translation 150
        #expect(c.overViewTopConstraint.constant == -667)
        #expect(c.actionButtonBottomConstraint.constant == 50 && c.actionButtonWidthConstraint.constant == 80)
        #expect(c.overViewContainer.transform == CGAffineTransform(translationX: 0, y: 150))
        #expect(c.overViewContainer.center == CGPoint(x: 187.5, y: -333.5))
        #expect(c.overViewContainer.bounds.size == CGSize(width: 375, height: 667))
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: -517, width: 375, height: 667))
        #expect(c.actionButton.center == CGPoint(x: 187.5, y: 577) && c.actionButton.bounds.size == CGSize(width: 80, height: 80))
        #expect(c.actionButton.transform != .identity)
        let buttonFrame = c.actionButton.frame

        // A layout pass re-solves and applies the same untransformed places: nothing moves.
        c.view.setNeedsLayout()
        c.view.layoutIfNeeded()
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: -517, width: 375, height: 667))
        #expect(same(c.actionButton.frame, buttonFrame))
        #expect(same(presentedFrame(c.overViewContainer), CGRect(x: 0, y: -517, width: 375, height: 667)))

        s.host.lift(finger)
        s.host.settle()
        #expect(unsatisfiableMessages(s.host).isEmpty)
    }

    /// The container's view resized while the over screen shows (as a child given a smaller
    /// frame): the constraints place everything in the new size at the next layout.
    @Test func resizingTheContainersViewRelaysItOutByTheConstraints() {
        let s = show()
        let c = s.container
        present(s)
        c.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        c.view.layoutIfNeeded()
        #expect(c.mainViewContainer.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(c.actionButton.frame == CGRect(x: 135, y: 435, width: 50, height: 50))
        #expect(s.over.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480), "autoresized in its container view")
        c.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        s.host.advance(by: 1.0 / 60)
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(c.actionButton.frame == CGRect(x: 162.5, y: 622, width: 50, height: 50))
        #expect(unsatisfiableMessages(s.host).isEmpty)
    }

    // MARK: - The release and the completion's constants

    /// Past 30 %, the release animates the transforms to the end over 0.25 s, the constants
    /// untouched; the completion then writes the constants where the transforms ended, resets the
    /// transforms and lays out: the views stay where the animation left them, now placed by the
    /// constraints.
    @Test func theReleaseAnimatesAndTheCompletionsConstantsPutTheViewsWhereTheAnimationLeftThem() {
        let s = show()
        let c = s.container
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 5, count: 52)   // translation 250
        s.host.lift(finger)
        // The model is at the end at once: the over container's transformed frame covers the
        // container and the button's is 50 pt wide, 5 pt past the bottom.
        let overAtEnd = CGRect(x: 0, y: 0, width: 375, height: 667)
        let buttonAtEnd = CGRect(x: 162.5, y: 622, width: 50, height: 50)
        #expect(same(c.overViewContainer.frame, overAtEnd))
        #expect(same(c.actionButton.frame, buttonAtEnd))

        // On screen, it gets there frame by frame, the constants unchanged all the way.
        var tops: [CGFloat] = [presentedFrame(c.overViewContainer).minY]
        var widths: [CGFloat] = [presentedFrame(c.actionButton).width]
        while !c.isOverViewVisible {
            #expect(c.overViewTopConstraint.constant == -667 && c.actionButtonWidthConstraint.constant == 80
                    && c.actionButtonBottomConstraint.constant == 50)
            s.host.advance(by: 1.0 / 60)
            tops.append(presentedFrame(c.overViewContainer).minY)
            widths.append(presentedFrame(c.actionButton).width)
            if s.host.now > 10 { break }
        }
        #expect(abs(tops[0] - (-417)) < 1e-9, "released 250 pt down")
        #expect(tops.count >= 15, "0.25 s at 60 frames a second")
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 < $1 }, "\(tops)")
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 > $1 }, "\(widths)")

        // The completion: the tutorial's constants, identity transforms, the same places.
        #expect(c.overViewTopConstraint.constant == 0)
        #expect(c.actionButtonBottomConstraint.constant == -5, "55 pt lower")
        #expect(c.actionButtonWidthConstraint.constant == 50)
        #expect(c.overViewContainer.transform == .identity && c.actionButton.transform == .identity)
        #expect(c.overViewContainer.frame == overAtEnd && c.overViewContainer.center == CGPoint(x: 187.5, y: 333.5))
        #expect(c.actionButton.frame == buttonAtEnd && c.actionButton.bounds.size == CGSize(width: 50, height: 50))
        #expect(same(presentedFrame(c.overViewContainer), overAtEnd))
        #expect(same(presentedFrame(c.actionButton), buttonAtEnd))
        #expect(c.actionButton.layer.cornerRadius == 25)
        #expect(s.host.settle() == 0, "nothing left to animate or lay out")
        #expect(c.overViewContainer.frame == overAtEnd && c.actionButton.frame == buttonAtEnd)
        #expect(unsatisfiableMessages(s.host).isEmpty)
    }

    /// Each finished move writes the tutorial's constants — over the over screen: top 0, the
    /// button 50 wide and 55 pt lower (bottom −5); back: top −667, the button 80 wide, bottom 50 —
    /// whichever way it finished (a pan past 30 %, a flick, the button, the API), and reads them
    /// back as state: the next move scales the button from the width constant it finds.
    @Test func theButtonsWidthAndBottomConstantsChangeAsTheTutorialSays() {
        let s = show()
        let c = s.container
        func expectHidden(_ comment: Comment) {
            #expect(!c.isOverViewVisible, comment)
            #expect(c.overViewTopConstraint.constant == -667 && c.actionButtonBottomConstraint.constant == 50
                    && c.actionButtonWidthConstraint.constant == 80, comment)
            #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80), comment)
        }
        func expectShown(_ comment: Comment) {
            #expect(c.isOverViewVisible, comment)
            #expect(c.overViewTopConstraint.constant == 0 && c.actionButtonBottomConstraint.constant == -5
                    && c.actionButtonWidthConstraint.constant == 50, comment)
            #expect(c.actionButton.frame == CGRect(x: 162.5, y: 622, width: 50, height: 50), comment)
        }
        expectHidden("at rest")
        present(s)
        expectShown("after a pan past 30 %")

        // While shown, pushing up scales the 50-pt button by (50 + 30·|progress|) / 50.
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 500), step: -10, count: 11)   // translation −100
        let progress: CGFloat = 100 / Self.height
        #expect(abs(c.actionButton.transform.a - (50 + 30 * progress) / 50) < 1e-9)
        #expect(abs(c.actionButton.frame.maxY - (672 - 55 * progress)) < 1e-9)
        s.host.lift(finger)
        s.host.settle()
        expectShown("after a push back that sprang back")

        s.host.tap(c.actionButton)
        s.host.settle()
        expectHidden("after the button")
        let (flick, _) = press(s.host, at: CGPoint(x: 187, y: 100), step: 40, count: 2)
        s.host.lift(flick)
        s.host.settle()
        expectShown("after a flick down")
        let (up, _) = press(s.host, at: CGPoint(x: 187, y: 500), step: -40, count: 2)
        s.host.lift(up)
        s.host.settle()
        expectHidden("after a flick up")
        c.presentOverViewController()
        s.host.settle()
        expectShown("after presentOverViewController()")
        c.dismissOverViewController()
        s.host.settle()
        expectHidden("after dismissOverViewController()")
        #expect(unsatisfiableMessages(s.host).isEmpty)
    }

    /// Every move, every spring-back, a system cancel, all in a row: the constraints never
    /// conflict, so UIKit's "Unable to simultaneously satisfy constraints" never shows.
    @Test func noMoveEverLogsUnsatisfiableConstraints() {
        let s = show()
        let c = s.container
        for translation: CGFloat in [100, 300] {
            pan(s.host, from: CGPoint(x: 187, y: 100), translation: translation, speed: 600)
            s.host.settle()
        }
        let (finger, _) = press(s.host, at: CGPoint(x: 187, y: 500), step: -10, count: 40)
        s.host.cancel([finger])
        s.host.settle()
        pan(s.host, from: CGPoint(x: 187, y: 600), translation: -400, speed: 900)
        s.host.advance(by: 0.1)
        c.view.setNeedsLayout()
        c.view.layoutIfNeeded()   // a layout pass mid-animation
        s.host.settle()
        #expect(!c.isOverViewVisible)
        for _ in 0..<3 {
            c.presentOverViewController()
            s.host.settle()
            s.host.tap(c.actionButton)
            s.host.settle()
        }
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: -667, width: 375, height: 667))
        #expect(unsatisfiableMessages(s.host).isEmpty, "\(s.host.runtime.logMessages)")
        #expect(c.view.constraints.allSatisfy { !$0._isBroken })
    }

    /// The check above is not vacuous: a second, conflicting width on the button is logged with
    /// UIKit's text and one of the two is broken, the layout going on.
    @Test func aConflictingWidthOnTheButtonWouldBeLogged() {
        let s = show()
        let c = s.container
        let conflicting = c.actionButton.widthAnchor.constraint(equalToConstant: 60)
        conflicting.isActive = true
        c.view.layoutIfNeeded()
        #expect(unsatisfiableMessages(s.host).count == 1)
        #expect([60, 80].contains(c.actionButton.frame.width) && c.actionButton.frame.height == c.actionButton.frame.width)
        conflicting.isActive = false
        c.view.layoutIfNeeded()
        #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80))
    }

    // MARK: - The other idiom: the constant change animated by layoutIfNeeded()

    /// The usual Auto Layout animation (constants set, then `layoutIfNeeded()` inside
    /// `UIView.animate`) on the same constraints: the model frames are at the end at once, and
    /// on screen the over container and the button pass through the frames in between.
    @Test(arguments: [true, false])
    func animatingTheConstantsWithLayoutIfNeededMovesTheViewsThroughIntermediateFrames(down: Bool) {
        let s = show()
        let c = s.container
        if !down { present(s) }
        let overFrom = down ? CGRect(x: 0, y: -667, width: 375, height: 667) : CGRect(x: 0, y: 0, width: 375, height: 667)
        let overTo = down ? CGRect(x: 0, y: 0, width: 375, height: 667) : CGRect(x: 0, y: -667, width: 375, height: 667)
        let buttonFrom = down ? CGRect(x: 147.5, y: 537, width: 80, height: 80) : CGRect(x: 162.5, y: 622, width: 50, height: 50)
        let buttonTo = down ? CGRect(x: 162.5, y: 622, width: 50, height: 50) : CGRect(x: 147.5, y: 537, width: 80, height: 80)
        #expect(c.overViewContainer.frame == overFrom && c.actionButton.frame == buttonFrom)

        c.view.layoutIfNeeded()
        c.overViewTopConstraint.constant = down ? 0 : -667
        c.actionButtonBottomConstraint.constant = down ? -5 : 50
        c.actionButtonWidthConstraint.constant = down ? 50 : 80
        #expect(c.overViewContainer.frame == overFrom, "nothing moves until the layout")
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: {
            c.view.layoutIfNeeded()
        })
        #expect(c.overViewContainer.frame == overTo && c.actionButton.frame == buttonTo, "the model is at the end at once")
        #expect(same(presentedFrame(c.overViewContainer), overFrom), "the screen is not, yet")
        #expect(same(presentedFrame(c.actionButton), buttonFrom))

        var tops: [CGFloat] = [], widths: [CGFloat] = [], bottoms: [CGFloat] = []
        for _ in 0..<15 {
            s.host.advance(by: 1.0 / 60)
            tops.append(presentedFrame(c.overViewContainer).minY)
            let button = presentedFrame(c.actionButton)
            widths.append(button.width)
            bottoms.append(button.maxY)
            #expect(abs(button.width - button.height) < 1e-9, "square all the way")
            #expect(abs(button.midX - 187.5) < 1e-9, "centred all the way")
        }
        let between = tops.dropLast().filter { min(overFrom.minY, overTo.minY) < $0 && $0 < max(overFrom.minY, overTo.minY) }
        #expect(between.count == 14, "\(tops)")
        let increasing = zip(tops, tops.dropFirst()).allSatisfy { down ? $0 <= $1 : $0 >= $1 }
        #expect(increasing, "\(tops)")
        #expect(zip(widths, widths.dropFirst()).allSatisfy { down ? $0 >= $1 : $0 <= $1 }, "\(widths)")
        #expect(widths.dropLast().allSatisfy { 50 < $0 && $0 < 80 }, "\(widths)")
        #expect(bottoms.dropLast().allSatisfy { 617 < $0 && $0 < 672 }, "\(bottoms)")
        // Half way (0.125 s), ease-in-out is at one half.
        s.host.settle()
        #expect(same(presentedFrame(c.overViewContainer), overTo) && same(presentedFrame(c.actionButton), buttonTo))
        #expect(c.overViewContainer.layer.animationKeys()?.isEmpty ?? true)
        #expect(unsatisfiableMessages(s.host).isEmpty)
    }

    /// The same animation sampled at its midpoint: ease-in-out (0.42, 0, 0.58, 1) is at exactly
    /// one half there, so the over container's top is half way and the button 65 pt wide.
    @Test func anAnimatedConstantChangeIsHalfWayAtHalfTime() {
        let s = show()
        let c = s.container
        c.overViewTopConstraint.constant = 0
        c.actionButtonBottomConstraint.constant = -5
        c.actionButtonWidthConstraint.constant = 50
        UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: {
            c.view.layoutIfNeeded()
        })
        s.host.advance(by: 0.125)
        #expect(same(presentedFrame(c.overViewContainer), CGRect(x: 0, y: -333.5, width: 375, height: 667), within: 0.01))
        #expect(same(presentedFrame(c.actionButton), CGRect(x: 155, y: 579.5, width: 65, height: 65), within: 0.01))
        s.host.settle()
    }

    /// With a spring (damping 0.5), the constant change overshoots: the over container comes
    /// down past the top and settles back, the model at the end throughout.
    @Test func aSpringAnimatedConstantChangeOvershootsAndSettles() {
        let s = show()
        let c = s.container
        c.overViewTopConstraint.constant = 0
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
            c.view.layoutIfNeeded()
        })
        #expect(c.overViewContainer.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        var tops: [CGFloat] = []
        for _ in 0..<30 {
            s.host.advance(by: 1.0 / 60)
            tops.append(presentedFrame(c.overViewContainer).minY)
        }
        #expect(tops.contains { $0 > 1 }, "past the top: \(tops)")
        #expect(tops.contains { -667 < $0 && $0 < -1 }, "on its way: \(tops)")
        s.host.settle()
        #expect(same(presentedFrame(c.overViewContainer), CGRect(x: 0, y: 0, width: 375, height: 667)))
    }

    // MARK: - Lifetime

    /// Presented full screen over another controller, moved about, then dismissed: the container,
    /// its views, its screens and its constraints are freed.
    @Test func theContainerItsViewsAndItsConstraintsAreFreedAfterItsDismissal() {
        let host = UITestHost()
        let root = UIViewController()
        host.show(root)
        weak var container: ContainerViewController?
        weak var view: UIView?, overContainer: UIView?, button: UIView?, overView: UIView?
        weak var top: NSLayoutConstraint?, bottom: NSLayoutConstraint?, width: NSLayoutConstraint?
        do {
            let c = SnapchatContainerScenario.makeContainer(log: LifecycleLog())
            c.modalPresentationStyle = .fullScreen
            container = c
            root.present(c, animated: true)
            host.settle()
            #expect(c.view.window === host.window)
            view = c.view; overContainer = c.overViewContainer; button = c.actionButton; overView = c.overViewController.view
            top = c.overViewTopConstraint; bottom = c.actionButtonBottomConstraint; width = c.actionButtonWidthConstraint
            #expect(c.overViewContainer.frame == CGRect(x: 0, y: -667, width: 375, height: 667))
            pan(host, from: CGPoint(x: 187, y: 100), translation: 300, speed: 600)
            host.settle()
            #expect(c.isOverViewVisible && c.overViewContainer.frame == c.view.bounds)
            root.dismiss(animated: true)
            host.settle()
        }
        #expect(root.presentedViewController == nil)
        #expect(container == nil && view == nil)
        #expect(overContainer == nil && button == nil && overView == nil)
        #expect(top == nil && bottom == nil && width == nil)
        #expect(unsatisfiableMessages(host).isEmpty)
    }

    /// A child of another controller, removed mid-move (its views leave the window with their
    /// constraints, an animation still running): everything is freed, and the parent's own
    /// constraints are untouched.
    @Test func theContainerItsViewsAndItsConstraintsAreFreedAfterItsRemovalFromAParent() {
        let host = UITestHost()
        let parent = UIViewController()
        host.show(parent)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        parent.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: parent.view.topAnchor),
            banner.leadingAnchor.constraint(equalTo: parent.view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: parent.view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
        ])
        weak var container: ContainerViewController?
        weak var view: UIView?, button: UIView?
        weak var top: NSLayoutConstraint?, width: NSLayoutConstraint?
        do {
            let c = SnapchatContainerScenario.makeContainer(log: LifecycleLog())
            container = c
            parent.addChild(c)
            c.view.frame = parent.view.bounds
            c.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            parent.view.insertSubview(c.view, at: 0)
            c.didMove(toParent: parent)
            host.settle()
            view = c.view; button = c.actionButton
            top = c.overViewTopConstraint; width = c.actionButtonWidthConstraint
            #expect(c.actionButton.frame == CGRect(x: 147.5, y: 537, width: 80, height: 80))
            pan(host, from: CGPoint(x: 187, y: 100), translation: 300, speed: 600)
            host.settle()
            #expect(c.actionButton.frame == CGRect(x: 162.5, y: 622, width: 50, height: 50))
            tapTheButtonAndRemoveMidAnimation(host, c)
        }
        host.settle()
        #expect(container == nil && view == nil && button == nil)
        #expect(top == nil && width == nil)
        #expect(parent.children.isEmpty)
        #expect(banner.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(parent.view.constraints.filter { !($0 is NSAutoresizingMaskLayoutConstraint) }.count == 3)
        #expect(banner.constraints.count == 1, "its height")
        #expect(unsatisfiableMessages(host).isEmpty)
    }

    /// Taps the action button (a 0.25-s move starts), and a tenth of a second in removes the
    /// container from its parent.
    private func tapTheButtonAndRemoveMidAnimation(_ host: UITestHost, _ c: ContainerViewController) {
        host.tap(c.actionButton)
        host.advance(by: 0.1)
        c.willMove(toParent: nil)
        c.view.removeFromSuperview()
        c.removeFromParent()
    }
}
