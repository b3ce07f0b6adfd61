import Testing
@testable import UIKit

/// The solver against systems solved by hand.
@Suite struct CassowarySolverTests {
    typealias Solver = _CassowarySolver

    @discardableResult
    func add(_ solver: inout Solver, _ terms: [(Solver.Variable, Double)], _ constant: Double,
             _ relation: Solver.Relation = .equal, _ priority: Float = 1000) -> Solver.Constraint {
        guard case .added(let c) = solver.addConstraint(terms, constant: constant, relation: relation, priority: priority) else {
            Issue.record("constraint unexpectedly unsatisfiable")
            return Solver.Constraint(marker: -1)
        }
        return c
    }

    @Test func aRequiredEqualitySetsTheVariable() {
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], -10)            // x − 10 == 0
        #expect(s.value(of: x) == 10)
    }

    @Test func twoEqualitiesSolveTogether() {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        add(&s, [(x, 1), (y, 1)], -20)    // x + y == 20
        add(&s, [(x, 1)], -5)             // x == 5
        #expect(s.value(of: x) == 5)
        #expect(s.value(of: y) == 15)
    }

    @Test func aRequiredInequalityBeatsAnOptionalEquality() {
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], -10, .greaterThanOrEqual)   // x ≥ 10
        add(&s, [(x, 1)], -5, .equal, 750)             // x == 5 @750
        #expect(s.value(of: x) == 10)
    }

    @Test func theHigherPriorityWins() {
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], -100, .lessThanOrEqual)
        add(&s, [(x, 1)], -50, .equal, 250)
        add(&s, [(x, 1)], -70, .equal, 750)
        #expect(s.value(of: x) == 70)
    }

    @Test func prioritiesCompareSymbolicallyNotByWeightedSum() {
        // Weighted sums (kiwi's numbers) would let three errors at 750 outweigh one at 751.
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], 0, .equal, 751)              // x == 0 @751
        for _ in 0..<3 { add(&s, [(x, 1)], -100, .equal, 750) }  // x == 100 @750, three times
        #expect(s.value(of: x) == 0)
    }

    @Test func equalPrioritiesMinimiseTheSumOfErrors() {
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], 0, .equal, 500)
        add(&s, [(x, 1)], -100, .equal, 500)
        add(&s, [(x, 1)], -100, .equal, 500)
        #expect(s.value(of: x) == 100)
    }

    @Test func anOptionalInequalityIsSatisfiedAsFarAsPossible() {
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], -30, .lessThanOrEqual)        // x ≤ 30
        add(&s, [(x, 1)], -50, .greaterThanOrEqual, 750) // x ≥ 50 @750
        #expect(s.value(of: x) == 30)
    }

    @Test func changingAConstantReSolvesWithoutNewPivotsWhenTheBasisStays() {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let cx = add(&s, [(x, 1)], -10)
        add(&s, [(y, 1), (x, -1)], -5)     // y == x + 5
        let pivots = s.pivotCount
        do { let ok = s.setConstant(-20, of: cx); #expect(ok) }
        #expect(s.value(of: x) == 20)
        #expect(s.value(of: y) == 25)
        #expect(s.pivotCount == pivots)
    }

    @Test func changingAConstantPastAnInequalityPivotsWithTheDualSimplex() {
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], -100, .lessThanOrEqual)       // x ≤ 100
        let wish = add(&s, [(x, 1)], -50, .equal, 500)  // x == 50 @500
        #expect(s.value(of: x) == 50)
        do { let ok = s.setConstant(-150, of: wish); #expect(ok) }
        #expect(s.value(of: x) == 100)
        do { let ok = s.setConstant(-20, of: wish); #expect(ok) }
        #expect(s.value(of: x) == 20)
    }

    @Test func anEditVariableFollowsSuggestedValues() {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        add(&s, [(y, 1), (x, -1)], -10)    // y == x + 10
        add(&s, [(x, 1)], 0, .greaterThanOrEqual) // x ≥ 0
        let edit = s.addEditVariable(x, priority: 999)
        for value in [5.0, 42, -7, 13] {
            s.suggestValue(value, for: edit)
            #expect(s.value(of: x) == max(0, value))
            #expect(s.value(of: y) == max(0, value) + 10)
        }
    }

    @Test func removingAConstraintReleasesWhatItHeld() {
        var s = Solver()
        let x = s.makeVariable()
        let floor = add(&s, [(x, 1)], -100, .greaterThanOrEqual)
        add(&s, [(x, 1)], 0, .equal, 500)
        #expect(s.value(of: x) == 100)
        s.removeConstraint(floor)
        #expect(s.value(of: x) == 0)
        #expect(!s.contains(floor))
    }

    @Test func removingEveryConstraintEmptiesTheTableau() {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let all = [
            add(&s, [(x, 1), (y, -1)], 10, .lessThanOrEqual),
            add(&s, [(x, 1)], -4, .equal, 300),
            add(&s, [(y, 1)], -40),
            add(&s, [(x, 1), (y, 1)], -30, .greaterThanOrEqual, 900),
        ]
        for c in all.reversed() { s.removeConstraint(c) }
        #expect(s.rowCount == 0)
        #expect(s.value(of: x) == 0 && s.value(of: y) == 0)
    }

    @Test func contradictoryRequiredInequalitiesAreReportedWithTheirConflict() {
        var s = Solver()
        let x = s.makeVariable()
        let low = add(&s, [(x, 1)], -100, .greaterThanOrEqual)   // x ≥ 100
        let result = s.addConstraint([(x, 1)], constant: -50, relation: .lessThanOrEqual, priority: 1000)
        guard case .unsatisfiable(let conflicts, _) = result else {
            Issue.record("expected unsatisfiable, got \(result)")
            return
        }
        #expect(conflicts.contains(low))
    }

    @Test func aRedundantEqualityIsAcceptedAndAContradictoryOneIsNot() {
        var s = Solver()
        let x = s.makeVariable()
        add(&s, [(x, 1)], -5)
        add(&s, [(x, 1)], -5)
        let result = s.addConstraint([(x, 1)], constant: -6, relation: .equal, priority: 1000)
        guard case .unsatisfiable(_, let intact) = result else {
            Issue.record("expected unsatisfiable")
            return
        }
        #expect(intact)
        #expect(s.value(of: x) == 5)
    }

    @Test func aChainOfRowsStacksTheirHeights() {
        // top₀ = 0; topᵢ = topᵢ₋₁ + hᵢ₋₁ + 4; each h hugs (≤ 20 @250) and resists (≥ 20 @750).
        var s = Solver()
        var tops: [Solver.Variable] = [], heights: [Solver.Variable] = []
        for i in 0..<50 {
            let top = s.makeVariable(), h = s.makeVariable()
            if i == 0 {
                add(&s, [(top, 1)], 0)
            } else {
                add(&s, [(top, 1), (tops[i - 1], -1), (heights[i - 1], -1)], -4)
            }
            add(&s, [(h, 1)], -20, .greaterThanOrEqual, 750)
            add(&s, [(h, 1)], -20, .lessThanOrEqual, 250)
            tops.append(top)
            heights.append(h)
        }
        for i in 0..<50 {
            #expect(s.value(of: tops[i]) == Double(i) * 24)
            #expect(s.value(of: heights[i]) == 20)
        }
    }

    @Test func changedVariablesAreReportedOnce() {
        var s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let cx = add(&s, [(x, 1)], -1)
        add(&s, [(y, 1)], -2)
        var seen: [Int32] = []
        s.takeChangedVariables { seen.append($0.symbol) }
        #expect(Set(seen) == [x.symbol, y.symbol])
        seen = []
        _ = s.setConstant(-3, of: cx)
        s.takeChangedVariables { seen.append($0.symbol) }
        #expect(seen == [x.symbol])
    }

    @Test func symbolsOfRemovedConstraintsAreReused() {
        var s = Solver()
        let x = s.makeVariable()
        let count = s.kinds.count
        for _ in 0..<100 {
            let c = add(&s, [(x, 1)], -3, .lessThanOrEqual, 500)
            s.removeConstraint(c)
        }
        #expect(s.kinds.count <= count + 2)
    }
}
