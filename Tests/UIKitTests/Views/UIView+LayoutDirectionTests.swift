import Testing
@testable import UIKitTesting
@testable import UIKit

/// Layout direction (Apple's `semanticContentAttribute`, `effectiveUserInterfaceLayoutDirection`,
/// `userInterfaceLayoutDirection(for:)` and `(for:relativeTo:)`; the enums'
/// raw values are those of UIKit's headers).
@MainActor @Suite struct UIViewLayoutDirectionTests {
    final class MarginsRecorder: UIView {
        var changes = 0
        override func layoutMarginsDidChange() { changes += 1 }
    }

    @Test func theEnumsHaveUIKitsRawValues() {
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UISemanticContentAttribute.unspecified.rawValue == 0)
        #expect(UISemanticContentAttribute.playback.rawValue == 1)
        #expect(UISemanticContentAttribute.spatial.rawValue == 2)
        #expect(UISemanticContentAttribute.forceLeftToRight.rawValue == 3)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
    }

    @Test func aNewViewIsUnspecifiedAndLaysOutLeftToRight() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func forcingRightToLeftMakesTheViewRightToLeft() {
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.semanticContentAttribute == .forceRightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func playbackAndSpatialContentNeverFlips() {
        for attribute in [UISemanticContentAttribute.playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .rightToLeft) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight) == .leftToRight)
        }
    }

    @Test func unspecifiedContentFollowsTheGivenDirection() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test func theClassMethodIsRelativeToTheApplicationsDirection() {
        _ = UITestHost()
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
    }

    @Test func aForcedDirectionIsNotInheritedBySubviews() {
        // Apple: the value cannot be assumed to propagate through the view's subtree.
        let host = UITestHost()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        container.semanticContentAttribute = .forceRightToLeft
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(child)
        host.window.addSubview(container)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func flippingTheDirectionMovesDirectionalMarginsToTheOtherSides() {
        let view = MarginsRecorder()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        view.changes = 0
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(view.changes == 1)
    }

    @Test func flippingTheDirectionKeepsLeftAndRightMarginsWhereTheyAre() {
        let view = MarginsRecorder()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.changes = 0
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        #expect(view.changes == 0)
    }

    @Test func aDirectionChangeLaysTheViewOutAgain() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        #expect(!view.layer.needsLayout())
        view.semanticContentAttribute = .spatial          // still left to right: nothing to do
        #expect(!view.layer.needsLayout())
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layer.needsLayout())
    }

    @Test func settingTheSameAttributeChangesNothing() {
        let view = MarginsRecorder()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        view.semanticContentAttribute = .forceRightToLeft
        view.changes = 0
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.changes == 0)
    }
}
