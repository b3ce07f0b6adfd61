/// The pacing of an animation: a cubic Bézier curve from (0, 0) to (1, 1) that maps the fraction
/// of the duration elapsed (x) to the fraction of the change applied (y).
///
/// Create one from a predefined name (`CAMediaTimingFunction(name: .easeInEaseOut)`) or from the
/// two inner control points (`CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7)`).
/// Instances are immutable and may be shared across threads, as Core Animation's are.
///
/// Behaviour kept from Core Animation:
/// - control points given to `init(controlPoints:_:_:_:)` within 0.001 of a predefined function's
///   become that function (as Core Animation returns its shared built-in instance);
/// - components outside [0, 1] are reported unchanged by `getControlPoint(at:values:)` but clamped
///   to [0, 1] when the curve is evaluated, so curves never overshoot;
/// - an unknown name or a control point index outside 0...3 stops the program, where Core
///   Animation raises `CAMediaTimingFunctionInvalid` / `CAMediaTimingFunctionInvalidControlPoint`.
///
/// Two functions compare equal when their control points are equal. (Core Animation compares
/// identity, but hands out one shared instance per predefined name, so equal names compare equal
/// there too.)
open class CAMediaTimingFunction: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: every stored property is an immutable value.

    /// The control point components exactly as Core Animation stores them (single precision).
    private let storedPoints: (Float, Float, Float, Float)
    /// The predefined function this is, if any.
    private let builtinName: CAMediaTimingFunctionName?
    /// The curve that is evaluated (double precision, components clamped to [0, 1]).
    package let _curve: _UnitBezier

    /// A timing function with control points `(c1x, c1y)` and `(c2x, c2y)`; the end points are
    /// (0, 0) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        if let name = Self.builtinMatching(c1x, c1y, c2x, c2y) {
            let p = Self.builtinControlPoints(name)!
            builtinName = name
            storedPoints = (Float(p.0), Float(p.1), Float(p.2), Float(p.3))
            _curve = _UnitBezier(p.0, p.1, p.2, p.3)
        } else {
            builtinName = nil
            storedPoints = (c1x, c1y, c2x, c2y)
            _curve = _UnitBezier(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        }
    }

    /// One of the predefined timing functions. Stops the program for a name that is not one of
    /// `.linear`, `.easeIn`, `.easeOut`, `.easeInEaseOut` or `.default`, where Core Animation
    /// raises an exception.
    public convenience init(name: CAMediaTimingFunctionName) {
        guard let p = Self.builtinControlPoints(name) else {
            fatalError("CAMediaTimingFunction(name:): unknown timing function name: \(name.rawValue)")
        }
        self.init(controlPoints: Float(p.0), Float(p.1), Float(p.2), Float(p.3))
    }

    /// Writes control point `idx` as two floats (x, y) to `ptr`: index 0 is (0, 0), 1 and 2 are
    /// the control points as given to the initialiser, 3 is (1, 1). `ptr` must have room for two
    /// floats. Stops the program for an index outside 0...3, where Core Animation raises.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = storedPoints.0; ptr[1] = storedPoints.1
        case 2: ptr[0] = storedPoints.2; ptr[1] = storedPoints.3
        case 3: ptr[0] = 1; ptr[1] = 1
        default:
            fatalError("CAMediaTimingFunction.getControlPoint(at:values:): no timing function control point with index: \(idx)")
        }
    }

    /// The curve's slope at input progress `x`: d(eased progress) / d(input progress).
    func _slope(_ x: Double) -> Double { _curve.slope(x) }

    /// The predefined name, or the control points as `(c1x c1y; c2x c2y)` like Core Animation.
    open var description: String {
        if let builtinName { return builtinName.rawValue }
        let p = storedPoints
        return "(\(Self.format(p.0)) \(Self.format(p.1)); \(Self.format(p.2)) \(Self.format(p.3)))"
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.storedPoints == rhs.storedPoints
    }

    open func hash(into hasher: inout Hasher) {
        hasher.combine(storedPoints.0); hasher.combine(storedPoints.1)
        hasher.combine(storedPoints.2); hasher.combine(storedPoints.3)
    }

    // MARK: Built-ins

    private static let builtinNames: [CAMediaTimingFunctionName] =
        [.default, .linear, .easeIn, .easeOut, .easeInEaseOut]

    private static func builtinControlPoints(_ name: CAMediaTimingFunctionName) -> (Double, Double, Double, Double)? {
        switch name {
        case .linear: AnimationConstants.linearControlPoints
        case .easeIn: AnimationConstants.easeInControlPoints
        case .easeOut: AnimationConstants.easeOutControlPoints
        case .easeInEaseOut: AnimationConstants.easeInEaseOutControlPoints
        case .default: AnimationConstants.defaultControlPoints
        default: nil
        }
    }

    /// The predefined function whose control points are all within the match tolerance of the
    /// given ones, as `-[CAMediaTimingFunction initWithControlPoints::::]` looks for.
    private static func builtinMatching(_ c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) -> CAMediaTimingFunctionName? {
        let tolerance = AnimationConstants.builtinControlPointMatchTolerance
        for name in builtinNames {
            let p = builtinControlPoints(name)!
            if abs(p.0 - Double(c1x)) < tolerance, abs(p.1 - Double(c1y)) < tolerance,
               abs(p.2 - Double(c2x)) < tolerance, abs(p.3 - Double(c2y)) < tolerance {
                return name
            }
        }
        return nil
    }

    /// `%g`-style: shortest form, no trailing ".0".
    private static func format(_ v: Float) -> String {
        v == v.rounded() && abs(v) < 1e7 ? String(Int(v)) : String(v)
    }
}
