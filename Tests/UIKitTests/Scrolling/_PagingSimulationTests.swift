import Testing
@testable import UIKit

@Suite struct PagingSimulationTests {
    /// The per-millisecond loop of iOS 18.2 UIKitCore's paging animation (`UIScrollView`), run `steps`
    /// times.
    func iterate(offset: CGFloat, velocity: CGFloat, target: CGFloat, pull: CGFloat, friction: CGFloat,
                 steps: Int) -> (offset: CGFloat, velocity: CGFloat) {
        var x = offset, v = velocity
        for _ in 0..<steps {
            v += (target - x) * pull
            v *= friction
            x += v
        }
        return (x, v)
    }

    func expectClosedFormMatchesTheLoop(_ page: _PagingSimulation) {
        for steps in [0, 1, 2, 17, 100, 333, 800] {
            let looped = iterate(offset: page.offset, velocity: page.velocity, target: page.target,
                                 pull: page.pull, friction: page.friction, steps: steps)
            let closed = page.state(at: Double(steps))
            #expect(abs(closed.offset - looped.offset) < 1e-8)
            #expect(abs(closed.velocity - looped.velocity) < 1e-10)
        }
    }

    @Test func springFor320PointPagesMatchesTheReference() {
        // [R] iOS 18.2 UIKitCore `UIScrollView`: w = 320 → pull 0.0003, friction 0.97.
        let spring = _PagingSimulation.springParameters(pageSize: 320)
        #expect(abs(spring.pull - 0.0003) < 1e-12)
        #expect(abs(spring.friction - 0.97) < 1e-12)
    }

    @Test func springBetweenTheAnchorsFollowsUIKitsLinearFormula() {
        for w: CGFloat in [0, 100, 375, 768, 1024] {
            let spring = _PagingSimulation.springParameters(pageSize: w)
            #expect(abs(spring.pull - (0.000359090909 - 1.84659091e-7 * w)) < 1e-11)
            #expect(abs(spring.friction - (0.966818182 + 9.94318182e-6 * w)) < 1e-8)
        }
    }

    @Test func springAbove1024PointsIsConstant() {
        let spring = _PagingSimulation.springParameters(pageSize: 2048)
        #expect(abs(spring.pull - 0.00017) < 1e-12)
        #expect(abs(spring.friction - 0.977) < 1e-12)
    }

    @Test func closedFormEqualsTheMillisecondLoopFor320PointPages() {
        expectClosedFormMatchesTheLoop(_PagingSimulation(offset: 170, velocity: 0.8, target: 320, pageSize: 320))
    }

    @Test func closedFormEqualsTheMillisecondLoopForWidePages() {
        expectClosedFormMatchesTheLoop(_PagingSimulation(offset: 2000, velocity: -1.5, target: 1366, pageSize: 1366))
    }

    @Test func closedFormEqualsTheLoopForAnOverdampedSpring() {
        // trace 1.495, determinant 0.5: discriminant > 0, two real eigenvalues.
        expectClosedFormMatchesTheLoop(_PagingSimulation(offset: 0, velocity: 2, target: 100, pull: 0.01, friction: 0.5))
    }

    @Test func closedFormEqualsTheLoopForARepeatedEigenvalue() {
        // trace = 2·√f when pull = (1 − √f)²/f: f = 0.81 → pull = 0.01/0.81.
        expectClosedFormMatchesTheLoop(_PagingSimulation(offset: 0, velocity: 0, target: 50, pull: 0.01 / 0.81, friction: 0.81))
    }

    @Test func betweenMillisecondsTheStateIsContinuous() {
        let page = _PagingSimulation(offset: 170, velocity: 0.8, target: 320, pageSize: 320)
        let before = page.offset(at: 10), after = page.offset(at: 11)
        let mid = page.offset(at: 10.5)
        #expect(mid > min(before, after) && mid < max(before, after))
        #expect(abs(page.offset(at: 10 + 1e-9) - before) < 1e-6)
    }

    @Test func startsAtTheGivenState() {
        let page = _PagingSimulation(offset: 170, velocity: 0.8, target: 320, pageSize: 320)
        #expect(abs(page.offset(at: 0) - 170) < 1e-12)
        #expect(abs(page.velocity(at: 0) - 0.8) < 1e-12)
    }

    @Test func settlesOnTheTarget() {
        // Decay per ms is √friction ≈ 0.985: after 3 s the envelope is e^(−45) of the start.
        let page = _PagingSimulation(offset: 170, velocity: 0, target: 320, pageSize: 320)
        #expect(!page.isSettled(at: 0))
        #expect(!page.isSettled(at: 100))
        #expect(page.isSettled(at: 3000))
        #expect(abs(page.offset(at: 3000) - 320) < 1e-6)
    }
}
