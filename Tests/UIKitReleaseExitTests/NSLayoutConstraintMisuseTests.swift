import Testing
@testable import UIKitTesting
@testable import UIKit

/// Misuse UIKit raises on: stops the program with UIKit's message (release builds too).
@MainActor @Suite struct NSLayoutConstraintMisuseTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func activatingAConstraintBetweenUnrelatedViewsStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
                withExtendedLifetime((a, b)) {}
            }
        }
        #expect(Self.stderr(result).contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."), "\(Self.stderr(result))")
    }

    @Test func makingAnActiveConstraintRequiredStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let c = view.widthAnchor.constraint(equalToConstant: 1)
                c.priority = UILayoutPriority(999)
                c.isActive = true
                c.priority = .required
                withExtendedLifetime(view) {}
            }
        }
        #expect(Self.stderr(result).contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 1000 and the existing priority was 999."), "\(Self.stderr(result))")
    }

    @Test func mixingLeadingWithLeftStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0)
            }
        }
        #expect(Self.stderr(result).contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute."), "\(Self.stderr(result))")
    }

    @Test func pairingAPositionWithASizeStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 1, constant: 0)
            }
        }
        #expect(Self.stderr(result).contains("Invalid pairing of layout attributes"), "\(Self.stderr(result))")
    }

    @Test func aLocationEqualToAConstantStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: UIView(), attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
            }
        }
        #expect(Self.stderr(result).contains("A constraint cannot be made that sets a location equal to a constant."), "\(Self.stderr(result))")
    }

    @Test func aDistanceFromLeadingToRightStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                _ = a.leadingAnchor.anchorWithOffset(to: b.rightAnchor)
            }
        }
        #expect(Self.stderr(result).contains("A constraint cannot be made between a leading/trailing attribute and a right/left attribute."), "\(Self.stderr(result))")
    }

    @Test func aNonFiniteConstantStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().widthAnchor.constraint(equalToConstant: 1).constant = .nan
            }
        }
        #expect(Self.stderr(result).contains("NSLayoutConstraint constant is not finite! That's illegal."), "\(Self.stderr(result))")
    }
}
