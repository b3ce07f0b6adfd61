import Foundation

/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM TOCHI 8(4), 2001): linear equalities and inequalities over
/// real variables, each either required (priority 1000) or optional with a priority in (0, 1000),
/// optional ones satisfied as well as they can be, higher priorities lexicographically first
/// (symbolic weights, see `_LayoutObjective`).
///
/// It keeps a simplex tableau in basic feasible solved form: every basic symbol has a row
/// `basic = constant + Σ coefficient·parametric`, every parametric symbol is 0, and every
/// restricted (slack, error) basic symbol's constant is ≥ 0. Adding a constraint solves its row
/// for a subject (or goes through an artificial variable) and re-optimises with the primal
/// simplex; changing a constraint's constant (an edit, `suggestValue`) only moves row constants
/// and restores feasibility with the dual simplex, as the paper's incremental edits do; removing a
/// constraint pivots its marker into the basis and drops that row.
///
/// What this implementation adds to the textbook algorithm, so the cost follows what changed:
/// - a column index (`columns`): for each symbol, the rows that contain it, so substitutions,
///   ratio tests and edits visit only those rows instead of the whole tableau;
/// - the objective stored densely per priority level with a stack of symbols whose coefficient
///   may have turned negative, so finding the entering symbol does not scan the objective;
/// - a change list of the variables whose value moved since the caller last asked.
///
/// A value type with mutating methods and no references: copying one copies the system. Symbols
/// are `Int32` indices into dense arrays and are recycled when their constraint or variable goes.
/// Not API: `NSLayoutConstraint` and the views' layout engine sit on top of it.
struct _CassowarySolver: Sendable {
    /// What a symbol stands for.
    enum SymbolKind: UInt8, Sendable {
        /// A variable of the layout (unrestricted in sign).
        case external
        /// The slack of an inequality (≥ 0).
        case slack
        /// The error of an optional constraint (≥ 0), weighted in the objective.
        case error
        /// The marker of a required equality: never enters the basis.
        case dummy
    }

    /// A variable the caller reads (`value(of:)`).
    struct Variable: Hashable, Sendable {
        let symbol: Int32
    }

    /// A constraint in the solver, named by its marker symbol.
    struct Constraint: Hashable, Sendable {
        let marker: Int32
    }

    enum Relation: Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The result of `addConstraint`.
    enum AddResult: Equatable, Sendable {
        case added(Constraint)
        /// The constraint is required and contradicts the required constraints in `conflicts`
        /// (the constraints whose markers the failed row still mentions). When `intact` is false
        /// the tableau was pivoted on the way and no longer holds the system without the new
        /// constraint: the caller must rebuild the solver.
        case unsatisfiable(conflicts: [Constraint], intact: Bool)
    }

    /// Priority of required constraints.
    static let required: Float = 1000

    /// What the solver remembers of each constraint, indexed by its marker.
    struct ConstraintInfo: Sendable {
        /// The second symbol of an optional constraint (the negative error of an equality, the
        /// error of an inequality), or −1.
        var other: Int32
        /// The marker's coefficient in the constraint's expression as given (before any sign
        /// change): what turns a change of the expression's constant into a shift of the
        /// marker's column.
        var markerCoefficient: Double
        /// The expression's constant as last set.
        var constant: Double
        var priority: Float
        /// Added without a row: a required equality already implied by the others.
        var isRedundant: Bool
    }

    // MARK: State

    private(set) var kinds: [SymbolKind] = []
    /// The row of each basic symbol (index = symbol); nil for parametric symbols.
    private var rows: [_LayoutRow?] = []
    /// For each symbol, basic symbols whose rows may contain it (stale and repeated entries are
    /// skipped and dropped whenever the list is walked).
    private var columns: [[Int32]] = []
    /// For each symbol, how many tableau rows contain it (what `columns` would hold when clean).
    private var columnCounts: [Int32] = []
    private(set) var infos: [ConstraintInfo?] = []
    private var objective = _LayoutObjective()
    /// The objective of phase one while a constraint is added through an artificial variable.
    private var artificial: _LayoutRow?
    /// Restricted basic symbols whose constant went negative (the dual simplex's work list).
    private var infeasible: [Int32] = []
    private var freeSymbols: [Int32] = []
    private var changedFlags: [Bool] = []
    private var changedList: [Int32] = []
    private var changedScratch: [Int32] = []
    /// Walk stamps for de-duplicating column lists.
    private var stamps: [UInt32] = []
    private var stamp: UInt32 = 0
    // Scratch storage reused by every merge, so steady-state solving does not allocate.
    private var mergeBuffer: [_LayoutTerm] = []
    private var gained: [Int32] = []
    private var lost: [Int32] = []
    private var walkList: [Int32] = []

    /// Number of rows in the tableau (for tests and dumps).
    private(set) var rowCount = 0
    /// Number of pivots since creation (for tests and benchmarks).
    private(set) var pivotCount = 0

    init() {}

    // MARK: Variables

    /// A new variable, 0 until constraints say otherwise.
    mutating func makeVariable() -> Variable {
        Variable(symbol: newSymbol(.external))
    }

    /// Forgets `variable`; no constraint may mention it any more.
    mutating func removeVariable(_ variable: Variable) {
        let v = variable.symbol
        if rows[Int(v)] != nil { _ = removeRow(v) }
        purge(v)
        recycle(v)
    }

    /// The variable's value in the current solution.
    func value(of variable: Variable) -> Double {
        rows[Int(variable.symbol)]?.constant ?? 0
    }

    /// Whether another value of `variable` would satisfy the constraints equally well: it is not
    /// basic (nothing determines it), or its row mentions a free variable or a restricted
    /// symbol that costs nothing to move (a slack of a required inequality, or an error whose
    /// every objective coefficient is zero). Auto Layout's `hasAmbiguousLayout`.
    func isAmbiguous(_ variable: Variable) -> Bool {
        guard let row = rows[Int(variable.symbol)] else { return true }
        for term in row.terms {
            switch kinds[Int(term.symbol)] {
            case .external: return true
            case .dummy: continue
            case .slack, .error:
                if objective.coefficients(of: term.symbol).isEmpty { return true }
            }
        }
        return false
    }

    /// Calls `body` with each variable whose value may have changed since the last call, and
    /// forgets them.
    mutating func takeChangedVariables(_ body: (Variable) -> Void) {
        // The list is swapped with a scratch buffer (no copy, no allocation once warm).
        var list = changedScratch
        changedScratch = []
        swap(&list, &changedList)
        for v in list {
            changedFlags[Int(v)] = false
            if kinds[Int(v)] == .external { body(Variable(symbol: v)) }
        }
        list.removeAll(keepingCapacity: true)
        changedScratch = list
    }

    // MARK: Constraints

    /// Adds `Σ coefficient·variable + constant  (relation)  0` at `priority` (1000: required).
    mutating func addConstraint(_ terms: [(Variable, Double)], constant: Double, relation: Relation,
                                priority: Float) -> AddResult {
        var row = _LayoutRow(constant: constant)
        for (variable, coefficient) in terms {
            if let basic = rows[Int(variable.symbol)] {
                row.add(basic, times: coefficient, buffer: &mergeBuffer, gained: &gained, lost: &lost)
            } else {
                row.add(coefficient, variable.symbol)
            }
        }
        gained.removeAll(keepingCapacity: true)
        lost.removeAll(keepingCapacity: true)

        let isRequired = priority >= Self.required
        let level = isRequired ? -1 : objective.level(for: priority)
        let marker: Int32
        var other: Int32 = -1
        let markerCoefficient: Double
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            markerCoefficient = sign
            row.add(sign, marker)
            if !isRequired {
                other = newSymbol(.error)
                row.add(-sign, other)
                objective.add(1, other, level: level)
            }
        case .equal:
            if isRequired {
                marker = newSymbol(.dummy)
                markerCoefficient = 1
                row.add(1, marker)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                markerCoefficient = -1
                row.add(-1, marker)
                row.add(1, other)
                objective.add(1, marker, level: level)
                objective.add(1, other, level: level)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        infos[Int(marker)] = ConstraintInfo(other: other, markerCoefficient: markerCoefficient,
                                            constant: constant, priority: priority, isRedundant: false)

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if row.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard _LayoutRow.isNearZero(row.constant) else {
                let conflicts = constraints(mentionedIn: row, besides: marker)
                discardSymbols(of: marker)
                return .unsatisfiable(conflicts: [Constraint(marker: marker)] + conflicts, intact: true)
            }
            infos[Int(marker)]!.isRedundant = true
        } else if let conflicts = addWithArtificialVariable(row) {
            return .unsatisfiable(conflicts: [Constraint(marker: marker)] + conflicts.filter { $0.marker != marker },
                                  intact: false)
        }
        optimize()
        return .added(Constraint(marker: marker))
    }

    /// Removes `constraint` and re-optimises.
    mutating func removeConstraint(_ constraint: Constraint) {
        let marker = constraint.marker
        guard let info = infos[Int(marker)] else { return }
        if info.priority < Self.required {
            let level = objective.level(for: info.priority)
            for error in [marker, info.other] where error >= 0 && kinds[Int(error)] == .error {
                if let row = rows[Int(error)] {
                    objective.add(row, times: -1, level: level)
                } else {
                    objective.add(-1, error, level: level)
                }
            }
        }
        if rows[Int(marker)] != nil {
            _ = removeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = removeRow(leaving)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, with: row)
        }
        discardSymbols(of: marker)
        optimize()
    }

    /// Whether `constraint` is in the solver.
    func contains(_ constraint: Constraint) -> Bool {
        infos.indices.contains(Int(constraint.marker)) && infos[Int(constraint.marker)] != nil
    }

    /// The priority `constraint` was added at.
    func priority(of constraint: Constraint) -> Float? {
        infos[Int(constraint.marker)]?.priority
    }

    /// Changes the constant of `constraint`'s expression to `constant` and re-solves
    /// incrementally: row constants move along the marker's column, then the dual simplex
    /// restores feasibility. Returns false when the change leaves the required constraints
    /// unsatisfiable; the tableau then no longer holds a solution and the caller must rebuild.
    mutating func setConstant(_ constant: Double, of constraint: Constraint) -> Bool {
        let marker = constraint.marker
        guard var info = infos[Int(marker)] else { return true }
        let delta = constant - info.constant
        guard delta != 0 else { return true }
        info.constant = constant
        infos[Int(marker)] = info
        if info.isRedundant { return false }   // implied by others: a new value may contradict them
        // Δconstant / coefficient of the marker in the expression (see `ConstraintInfo`).
        let shift = delta / info.markerCoefficient
        if rows[Int(marker)] != nil {
            rows[Int(marker)]!.constant -= shift
            noteConstantChanged(marker)
        } else {
            shiftConstants(ofRowsContaining: marker, by: shift)
        }
        return dualOptimize()
    }

    /// Adds `coefficient of symbol × shift` to the constant of every row containing `symbol`
    /// (a constant edit moving along the marker's column): one search per row, rows changed in
    /// place, the column's stale entries dropped on the way. No allocation once warm.
    private mutating func shiftConstants(ofRowsContaining symbol: Int32, by shift: Double) {
        var list = walkList
        walkList = []
        swap(&list, &columns[Int(symbol)])
        stamp &+= 1
        if stamp == 0 { for i in stamps.indices { stamps[i] = 0 }; stamp = 1 }
        var kept = 0
        for i in list.indices {
            let basic = list[i]
            guard stamps[Int(basic)] != stamp else { continue }
            stamps[Int(basic)] = stamp
            guard let constant = rows[Int(basic)]?.shiftConstant(byCoefficientOf: symbol, times: shift) else { continue }
            list[kept] = basic
            kept += 1
            if kinds[Int(basic)] == .external {
                noteChanged(basic)
            } else if constant < 0 {
                infeasible.append(basic)
            }
        }
        // The rows still contain the symbol: their entries stay; the list's buffer goes back as
        // the column, the column's old buffer becomes the walk buffer.
        list.removeLast(list.count - kept)
        swap(&list, &columns[Int(symbol)])
        list.removeAll(keepingCapacity: true)
        walkList = list
    }

    // MARK: Edit variables (Cassowary's interface for values a user drags)

    /// Adds the edit constraint `variable == value` at `priority` (< 1000), whose value
    /// `suggestValue` moves. Returns the constraint (its constant is −value).
    mutating func addEditVariable(_ variable: Variable, priority: Float) -> Constraint {
        _rockhopperPrecondition(priority < Self.required, "an edit variable's priority must be below required (1000); got \(priority)")
        guard case .added(let handle) = addConstraint([(variable, 1)], constant: -value(of: variable),
                                                      relation: .equal, priority: priority) else {
            fatalError("an optional constraint is always satisfiable")
        }
        return handle
    }

    /// Suggests `value` for the variable of the edit constraint `edit` and re-solves.
    mutating func suggestValue(_ value: Double, for edit: Constraint) {
        _ = setConstant(-value, of: edit)
    }

    // MARK: The simplex

    /// The symbol to make basic in a new row: an external symbol if any (lowest first), else the
    /// marker or other symbol when it is restricted and has a negative coefficient.
    private func chooseSubject(_ row: _LayoutRow, marker: Int32, other: Int32) -> Int32? {
        for term in row.terms where kinds[Int(term.symbol)] == .external { return term.symbol }
        for symbol in [marker, other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one for a row with no subject: an artificial variable takes the row's place and is
    /// minimised. Returns nil on success, else the constraints the failed row mentions.
    private mutating func addWithArtificialVariable(_ row: _LayoutRow) -> [Constraint]? {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        optimize(artificialPhase: true)
        let success = _LayoutRow.isNearZero(artificial!.constant)
        artificial = nil
        if !success {
            return constraints(mentionedIn: rows[Int(art)] ?? row, besides: -1)
        }
        if rows[Int(art)] != nil {
            var artRow = removeRow(art)
            if !artRow.terms.isEmpty {
                guard let entering = artRow.terms.first(where: {
                    let kind = kinds[Int($0.symbol)]
                    return kind == .slack || kind == .error
                })?.symbol else {
                    return constraints(mentionedIn: artRow, besides: -1)
                }
                artRow.solve(for: entering, replacing: art)
                substitute(entering, with: artRow)
                insertRow(artRow, basic: entering)
            }
        }
        purge(art)
        recycle(art)
        return nil
    }

    /// The primal simplex: pivots while some symbol's objective coefficient is negative. In
    /// phase one the objective is `artificial`.
    private mutating func optimize(artificialPhase: Bool = false) {
        var iterations = 0
        let patience = 50 * (rowCount + 10)
        while true {
            iterations += 1
            let blands = iterations > patience
            let entering: Int32?
            if artificialPhase {
                entering = artificial!.terms.first(where: { $0.coefficient < -_LayoutRow.epsilon && kinds[Int($0.symbol)] != .dummy })?.symbol
            } else if blands {
                let kinds = self.kinds, rows = self.rows
                entering = objective.lowestNegative(below: kinds.count) { kinds[Int($0)] != .dummy && rows[Int($0)] == nil }
            } else {
                let kinds = self.kinds, rows = self.rows
                entering = objective.popNegative { s in
                    Int(s) < kinds.count && kinds[Int(s)] != .dummy && rows[Int(s)] == nil
                }
            }
            guard let entering else { return }
            // No row bounds the entering symbol: impossible with errors bounded below; skip it.
            guard let leaving = leavingRow(for: entering) else { continue }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The primal ratio test: among restricted rows where `entering` has a negative coefficient,
    /// the one that bounds its increase first (ties: the lowest symbol).
    private mutating func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32?
        var bestRatio = Double.greatestFiniteMagnitude
        forEachRow(containing: entering) { solver, basic in
            guard solver.kinds[Int(basic)] != .external else { return }
            let row = solver.rows[Int(basic)]!
            let c = row.coefficient(of: entering)
            guard c < 0 else { return }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// The dual simplex: while a restricted basic symbol is negative, pivots it out for the
    /// symbol of its row with the least objective cost per unit. False when a row cannot be
    /// made feasible (the required constraints contradict each other).
    private mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[Int(leaving)], row.constant < 0, !_LayoutRow.isNearZero(row.constant) else { continue }
            var entering: Int32?
            var enteringCoefficient = 0.0
            for term in row.terms where term.coefficient > 0 && kinds[Int(term.symbol)] != .dummy {
                if let e = entering {
                    if objective.ratio(term.symbol, over: term.coefficient, isLessThan: e, over: enteringCoefficient) {
                        entering = term.symbol
                        enteringCoefficient = term.coefficient
                    }
                } else {
                    entering = term.symbol
                    enteringCoefficient = term.coefficient
                }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    /// Makes `entering` basic in place of `leaving`.
    private mutating func pivot(leaving: Int32, entering: Int32) {
        pivotCount += 1
        var row = removeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    /// Kiwi's marker leaving row: the row to pivot a removed constraint's marker into. Prefers a
    /// restricted row where the marker's coefficient is negative (smallest ratio), then one where
    /// it is positive, then an unrestricted one.
    private mutating func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32?, second: Int32?, third: Int32?
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        forEachRow(containing: marker) { solver, basic in
            let row = solver.rows[Int(basic)]!
            let c = row.coefficient(of: marker)
            if solver.kinds[Int(basic)] == .external {
                if third == nil { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = basic }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Tableau bookkeeping

    /// Replaces `symbol` by `row` in every row that mentions it, in the objective and in the
    /// phase-one objective. `symbol` is becoming basic with `row`.
    private mutating func substitute(_ symbol: Int32, with row: _LayoutRow) {
        forEachRow(containing: symbol) { solver, basic in
            var target = solver.rows[Int(basic)].take()!
            let c = target.coefficient(of: symbol)
            target.add(row, times: c, skipping: symbol, buffer: &solver.mergeBuffer,
                       gained: &solver.gained, lost: &solver.lost)
            solver.rows[Int(basic)] = target
            for g in solver.gained {
                solver.columnCounts[Int(g)] += 1
                solver.appendColumn(g, basic)
            }
            for l in solver.lost { solver.columnCounts[Int(l)] -= 1 }
            solver.gained.removeAll(keepingCapacity: true)
            solver.lost.removeAll(keepingCapacity: true)
            solver.noteConstantChanged(basic)
        }
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        objective.substitute(symbol, with: row)
        if artificial != nil {
            let c = artificial!.coefficient(of: symbol)
            if c != 0 {
                artificial!.add(row, times: c, skipping: symbol, buffer: &mergeBuffer, gained: &gained, lost: &lost)
                gained.removeAll(keepingCapacity: true)
                lost.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Calls `body` once for each row that contains `symbol`, and rewrites the symbol's column
    /// list to hold exactly those rows. `body` may change rows and other columns but not this
    /// symbol's membership in rows other than the one it is given.
    private mutating func forEachRow(containing symbol: Int32, _ body: (inout _CassowarySolver, Int32) -> Void) {
        var list = walkList
        walkList = []
        swap(&list, &columns[Int(symbol)])
        stamp &+= 1
        if stamp == 0 { for i in stamps.indices { stamps[i] = 0 }; stamp = 1 }
        var kept = 0
        for i in list.indices {
            let basic = list[i]
            guard stamps[Int(basic)] != stamp, let row = rows[Int(basic)], row.index(of: symbol) >= 0 else { continue }
            stamps[Int(basic)] = stamp
            list[kept] = basic
            kept += 1
        }
        list.removeLast(list.count - kept)
        for basic in list { body(&self, basic) }
        // Rows that still contain the symbol keep their entry; the others (substituted) lose it.
        var survivors = columns[Int(symbol)]   // entries appended by `body` (none expected)
        for basic in list where rows[Int(basic)]?.index(of: symbol) ?? -1 >= 0 { survivors.append(basic) }
        columns[Int(symbol)] = survivors
        list.removeAll(keepingCapacity: true)
        walkList = list
    }

    private mutating func appendColumn(_ symbol: Int32, _ basic: Int32) {
        columns[Int(symbol)].append(basic)
        if columns[Int(symbol)].count > 2 * Int(columnCounts[Int(symbol)]) + 16 {
            forEachRow(containing: symbol) { _, _ in }
        }
    }

    private mutating func insertRow(_ row: _LayoutRow, basic: Int32) {
        // The row goes in first: a column compaction on the way keeps only entries whose row
        // is in the tableau.
        rows[Int(basic)] = row
        for term in row.terms {
            columnCounts[Int(term.symbol)] += 1
            appendColumn(term.symbol, basic)
        }
        rowCount += 1
        noteConstantChanged(basic)
    }

    private mutating func removeRow(_ basic: Int32) -> _LayoutRow {
        let row = rows[Int(basic)].take()!
        for term in row.terms { columnCounts[Int(term.symbol)] -= 1 }
        rowCount -= 1
        if kinds[Int(basic)] == .external { noteChanged(basic) }
        return row
    }

    /// Records that the row of `basic` has a new constant: a variable to report, or a restricted
    /// symbol that may have become infeasible.
    private mutating func noteConstantChanged(_ basic: Int32) {
        if kinds[Int(basic)] == .external {
            noteChanged(basic)
        } else if let row = rows[Int(basic)], row.constant < 0 {
            infeasible.append(basic)
        }
    }

    private mutating func noteChanged(_ symbol: Int32) {
        if !changedFlags[Int(symbol)] {
            changedFlags[Int(symbol)] = true
            changedList.append(symbol)
        }
    }

    /// Removes every trace of `symbol` from the tableau (a symbol whose constraint is gone).
    private mutating func purge(_ symbol: Int32) {
        if rows[Int(symbol)] != nil { _ = removeRow(symbol) }
        forEachRow(containing: symbol) { solver, basic in
            solver.rows[Int(basic)]!.remove(symbol)
            solver.columnCounts[Int(symbol)] -= 1
            solver.noteConstantChanged(basic)
        }
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        objective.clear(symbol)
    }

    /// Forgets a constraint's marker and other symbol after it left the tableau.
    private mutating func discardSymbols(of marker: Int32) {
        let other = infos[Int(marker)]?.other ?? -1
        infos[Int(marker)] = nil
        for symbol in [marker, other] where symbol >= 0 {
            purge(symbol)
            recycle(symbol)
        }
    }

    /// The constraints whose marker or other symbol `row` mentions.
    private func constraints(mentionedIn row: _LayoutRow, besides marker: Int32) -> [Constraint] {
        var result: [Constraint] = []
        for term in row.terms where term.symbol != marker {
            if infos[Int(term.symbol)] != nil {
                result.append(Constraint(marker: term.symbol))
            } else if let owner = infos.firstIndex(where: { $0?.other == term.symbol }), owner != Int(marker) {
                result.append(Constraint(marker: Int32(owner)))
            }
        }
        return result
    }

    /// What is wrong with the tableau, for tests: restricted rows below zero, parametric symbols
    /// with a negative objective coefficient, column counts that disagree with the rows. Empty
    /// when the tableau is a basic feasible optimal solved form.
    func _invariantViolations() -> [String] {
        var problems: [String] = []
        var counts = [Int32](repeating: 0, count: kinds.count)
        for (b, row) in rows.enumerated() {
            guard let row else { continue }
            if kinds[b] != .external && row.constant < -_LayoutRow.epsilon { problems.append("row \(b) infeasible: \(row.constant)") }
            for t in row.terms {
                counts[Int(t.symbol)] += 1
                if rows[Int(t.symbol)] != nil { problems.append("row \(b) mentions basic \(t.symbol)") }
            }
        }
        for s in 0..<kinds.count where rows[s] == nil && kinds[s] != .dummy && objective.isNegative(Int32(s)) {
            problems.append("parametric \(s) (\(kinds[s])) has a negative cost \(objective.coefficients(of: Int32(s)))")
        }
        for s in 0..<kinds.count where counts[s] != columnCounts[s] && !freeSymbols.contains(Int32(s)) {
            problems.append("column count of \(s): \(columnCounts[s]) recorded, \(counts[s]) in rows")
        }
        return problems
    }

    // MARK: Symbols

    private mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        columnCounts.append(0)
        infos.append(nil)
        changedFlags.append(false)
        stamps.append(0)
        objective.reserveSymbols(kinds.count)
        return s
    }

    private mutating func recycle(_ symbol: Int32) {
        infos[Int(symbol)] = nil
        columnCounts[Int(symbol)] = 0
        freeSymbols.append(symbol)
    }
}

extension Optional {
    /// Moves the value out, leaving nil (so a stored array in it can be mutated uniquely).
    @inline(__always)
    fileprivate mutating func take() -> Wrapped? {
        let value = self
        self = nil
        return value
    }
}
