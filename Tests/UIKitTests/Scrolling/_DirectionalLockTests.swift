import Testing
@testable import UIKit

@Suite struct DirectionalLockTests {
    func lock(degrees: CGFloat, length: CGFloat = 12) -> _DirectionalLock {
        let radians = degrees * .pi / 180
        return _DirectionalLock(initialTranslation: CGPoint(x: cos(radians) * length, y: sin(radians) * length))
    }

    @Test func mostlyHorizontalStartLocksHorizontally() {
        #expect(lock(degrees: 0) == .horizontal)
        #expect(lock(degrees: 19.9) == .horizontal)
        #expect(_DirectionalLock(initialTranslation: CGPoint(x: -10, y: 3)) == .horizontal) // 16.7°
    }

    @Test func mostlyVerticalStartLocksVertically() {
        #expect(lock(degrees: 90) == .vertical)
        #expect(lock(degrees: 70.1) == .vertical)
        #expect(_DirectionalLock(initialTranslation: CGPoint(x: 3, y: -10)) == .vertical) // 73.3°
    }

    @Test func diagonalStartStaysFree() {
        #expect(lock(degrees: 20.1) == .free)
        #expect(lock(degrees: 45) == .free)
        #expect(lock(degrees: 69.9) == .free)
    }

    @Test func allFourQuadrantsBehaveAlike() {
        for degrees: CGFloat in [10, 45, 80] {
            let expected = lock(degrees: degrees)
            #expect(lock(degrees: 180 - degrees) == expected)
            #expect(lock(degrees: 180 + degrees) == expected)
            #expect(lock(degrees: 360 - degrees) == expected)
        }
    }

    @Test func noMovementIsFree() {
        #expect(_DirectionalLock(initialTranslation: .zero) == .free)
    }

    @Test func constrainRemovesTheLockedOutAxis() {
        let t = CGPoint(x: 30, y: -8)
        #expect(_DirectionalLock.horizontal.constrain(t) == CGPoint(x: 30, y: 0))
        #expect(_DirectionalLock.vertical.constrain(t) == CGPoint(x: 0, y: -8))
        #expect(_DirectionalLock.free.constrain(t) == t)
    }
}
