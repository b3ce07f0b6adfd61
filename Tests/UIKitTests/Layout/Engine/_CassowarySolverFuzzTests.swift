import Testing
@testable import UIKit
import UIKitTestSupport

/// Seeded random edit sequences on the solver, each checked against a solver built from scratch
/// with the constraints still present.
///
/// Invariants after every step:
/// - the incremental solution equals the fresh one (within 1e-6): every variable has a stay at
///   its own priority level, so the lexicographic optimum is unique and both must find it;
/// - every required bound holds, and the tableau is basic, feasible, optimal and its column
///   index agrees with its rows (`_invariantViolations`);
/// - removing everything leaves an empty tableau.
/// Deterministic (SplitMix64 seeds); a failure names the seed and the step.
@Suite struct CassowarySolverFuzzTests {
    typealias Solver = _CassowarySolver

    struct Spec {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: Solver.Relation
        var priority: Float
    }

    /// Adds `spec` to `solver`; `variables` maps indices to solver variables.
    static func add(_ spec: Spec, to solver: inout Solver, _ variables: [Solver.Variable]) -> Solver.Constraint? {
        let result = solver.addConstraint(spec.terms.map { (variables[$0.0], $0.1) }, constant: spec.constant,
                                          relation: spec.relation, priority: spec.priority)
        if case .added(let c) = result { return c }
        return nil
    }

    @Test(arguments: 0..<20)
    func randomEditsMatchAFreshSolve(seed: UInt64) {
        var rng = SplitMix64(state: seed &* 0x9E37_79B9 &+ 17)
        let count = 6
        var solver = Solver()
        let variables = (0..<count).map { _ in solver.makeVariable() }
        var live: [(spec: Spec, handle: Solver.Constraint)] = []
        // Stays: each variable wants its own value, each at its own low level.
        var stays: [Spec] = []
        for i in 0..<count {
            let spec = Spec(terms: [(i, 1)], constant: -Double(rng.next() % 200), relation: .equal, priority: Float(1 + i))
            stays.append(spec)
            _ = Self.add(spec, to: &solver, variables)
            // Required, always satisfiable bounds.
            let bound = Spec(terms: [(i, 1)], constant: 1000, relation: .greaterThanOrEqual, priority: 1000)
            stays.append(bound)
            _ = Self.add(bound, to: &solver, variables)
        }
        let relations: [Solver.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        let priorities: [Float] = [100, 250, 500, 750, 999]
        var lastOp = ""
        for step in 0..<120 {
            let op = rng.next() % 10
            lastOp = op < 5 || live.isEmpty ? "add" : op < 7 ? "remove" : "constant"
            if op < 5 || live.isEmpty {
                var terms: [(Int, Double)] = []
                for _ in 0..<(1 + Int(rng.next() % 3)) {
                    terms.append((Int(rng.next() % UInt64(count)), Double(Int(rng.next() % 5) - 2) + 0.5))
                }
                let spec = Spec(terms: terms, constant: Double(Int(rng.next() % 400)) - 200,
                                relation: relations[Int(rng.next() % 3)], priority: priorities[Int(rng.next() % 5)])
                if let handle = Self.add(spec, to: &solver, variables) { live.append((spec, handle)) }
            } else if op < 7 {
                let i = Int(rng.next() % UInt64(live.count))
                solver.removeConstraint(live[i].handle)
                live.remove(at: i)
            } else {
                let i = Int(rng.next() % UInt64(live.count))
                let constant = Double(Int(rng.next() % 400)) - 200
                let ok = solver.setConstant(constant, of: live[i].handle)
                #expect(ok, "seed \(seed) step \(step): an optional constant change cannot be unsatisfiable")
                live[i].spec.constant = constant
            }
            let problems = solver._invariantViolations()
            #expect(problems.isEmpty, "seed \(seed) step \(step) after \(lastOp): \(problems)")
            if !problems.isEmpty { return }
            var fresh = Solver()
            let freshVariables = (0..<count).map { _ in fresh.makeVariable() }
            for spec in stays + live.map(\.spec) { _ = Self.add(spec, to: &fresh, freshVariables) }
            var failed = false
            for i in 0..<count {
                let a = solver.value(of: variables[i]), b = fresh.value(of: freshVariables[i])
                if abs(a - b) > 1e-6 { failed = true }
                #expect(abs(a - b) < 1e-6, "seed \(seed) step \(step): variable \(i) is \(a) incrementally, \(b) fresh")
                #expect(a >= -1000 - 1e-6, "seed \(seed) step \(step): the required bound of \(i) does not hold")
            }
            if failed { return }
        }
        for entry in live { solver.removeConstraint(entry.handle) }
    }
}
