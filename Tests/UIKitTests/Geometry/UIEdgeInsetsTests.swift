import Testing
import UIKitTesting

@Suite struct UIEdgeInsetsTests {
    @Test func theMemberwiseInitializerKeepsEachEdge() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1)
        #expect(insets.left == 2)
        #expect(insets.bottom == 3)
        #expect(insets.right == 4)
    }

    @Test func theEmptyInitializerAndZeroAreAllZeros() {
        #expect(UIEdgeInsets() == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
    }

    @Test func equalityComparesEveryEdge() {
        let base = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(base == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(base != UIEdgeInsets(top: 0, left: 2, bottom: 3, right: 4))
        #expect(base != UIEdgeInsets(top: 1, left: 0, bottom: 3, right: 4))
        #expect(base != UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 4))
        #expect(base != UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 0))
    }

    @Test func equalInsetsHashAlike() {
        let set: Set<UIEdgeInsets> = [UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                      UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                      .zero]
        #expect(set.count == 2)
    }

    @Test func edgesAreMutable() {
        var insets = UIEdgeInsets.zero
        insets.top = 20
        insets.right = 5
        #expect(insets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 5))
    }

    @Test func insetByMovesEachEdgeInwards() {
        // x + left, y + top, width − left − right, height − top − bottom.
        let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
        let inset = rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(inset == CGRect(x: 12, y: 21, width: 94, height: 196))
    }

    @Test func insetByZeroChangesNothing() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 200)
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func negativeInsetsGrowTheRect() {
        let rect = CGRect(x: 10, y: 10, width: 10, height: 10)
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test func insetsLargerThanTheRectLeaveANegativeSize() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(inset.origin == CGPoint(x: 8, y: 8))
        #expect(inset.size == CGSize(width: -6, height: -6))
    }

    @Test func insettingByTheStatusBarLeavesTheSafeArea() {
        let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
        #expect(screen.inset(by: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)) == CGRect(x: 0, y: 20, width: 375, height: 647))
    }
}
