// Every number the animation math uses, with its unit and where it comes from.
//
// Source tags: see docs/API.md.

/// Constants of the animation math: timing curves, springs, keyframes.
enum AnimationConstants {

    // MARK: Named timing functions (CAMediaTimingFunctionName)

    /// Control points `(c1x, c1y, c2x, c2y)` of `.linear`: the straight line from (0,0) to (1,1).
    /// [A] `CAMediaTimingFunctionName.linear` docs; [M] Raphael Schaad printed the named curves'
    /// points with `getControlPoint(at:values:)` on a device (gist raphaelschaad/6739676).
    static let linearControlPoints: (Double, Double, Double, Double) = (0, 0, 1, 1)

    /// Control points of `.easeIn`. [A] `CAMediaTimingFunctionName.easeIn` docs; [M] Raphael
    /// Schaad's gist (raphaelschaad/6739676, printed from `getControlPoint(at:values:)` on a device).
    static let easeInControlPoints: (Double, Double, Double, Double) = (0.42, 0, 1, 1)

    /// Control points of `.easeOut`. [A] `CAMediaTimingFunctionName.easeOut` docs; [M] Raphael
    /// Schaad's gist (raphaelschaad/6739676).
    static let easeOutControlPoints: (Double, Double, Double, Double) = (0, 0, 0.58, 1)

    /// Control points of `.easeInEaseOut`, also UIKit's default `.curveEaseInOut`.
    /// [A] `CAMediaTimingFunctionName.easeInEaseOut` docs; [H] UIView.h
    /// (`UIViewAnimationOptionCurveEaseInOut`, "default").
    static let easeInEaseOutControlPoints: (Double, Double, Double, Double) = (0.42, 0, 0.58, 1)

    /// Control points of `.default`, the curve of Core Animation's implicit animations.
    /// [A] `CAMediaTimingFunctionName.default` docs.
    static let defaultControlPoints: (Double, Double, Double, Double) = (0.25, 0.1, 0.25, 1)

    /// `init(controlPoints:_:_:_:)` returns the built-in function when each of the four given
    /// components is within this distance of a built-in's (dimensionless, unit square).
    /// [R] iOS 26.1 QuartzCore `-[CAMediaTimingFunction initWithControlPoints::::]` compares with 0.001.
    static let builtinControlPointMatchTolerance: Double = 0.001

    /// Range the control point components are clamped to when the curve is evaluated
    /// (`getControlPoint(at:values:)` still reports them as given). [M] Robert Böhnke, objc.io #12
    /// "Animations Explained" ("the components are clamped to the range of [0–1]").
    static let controlPointRange: ClosedRange<Double> = 0...1

    // MARK: Cubic Bézier solver (_UnitBezier)

    /// Largest accepted |x(t) − x| when solving the curve for its parameter t (dimensionless).
    /// [N] a few ulps of 1: the solved t is then exact to ~1e-15 wherever the curve's slope is
    /// ordinary, so eased values are exact to well below 1e-12.
    static let bezierSolveTolerance: Double = 4 * Double.ulpOfOne

    /// Newton steps tried before falling back to bisection. [N] Newton from t = x converges in
    /// 3–5 steps for every named curve; 8 leaves room for steep custom curves.
    static let bezierNewtonIterations = 8

    /// Below this |dx/dt| a Newton step is not taken (the step would leap across the curve near a
    /// flat spot); bisection finishes instead. [N]
    static let bezierNewtonMinimumSlope: Double = 1e-6

    /// Bisection halvings of [0, 1] after Newton gives up. [N] 2^-64 is below the spacing of
    /// doubles near 1, so 64 halvings reach the end of floating-point resolution.
    static let bezierBisectionIterations = 64

    // MARK: CASpringAnimation defaults

    /// Default `CASpringAnimation.mass` (arbitrary mass unit). [H] CASpringAnimation.h `mass`
    /// ("Defaults to one"); [A] `CASpringAnimation.mass` docs.
    static let springDefaultMass: Double = 1
    /// Default `CASpringAnimation.stiffness` (force per unit displacement). [H] CASpringAnimation.h
    /// `stiffness` ("Defaults to 100").
    static let springDefaultStiffness: Double = 100
    /// Default `CASpringAnimation.damping` (force per unit velocity). [H] CASpringAnimation.h
    /// `damping` ("Defaults to 10").
    static let springDefaultDamping: Double = 10
    /// Default `CASpringAnimation.initialVelocity` (fractions of the distance per second).
    /// [H] CASpringAnimation.h `initialVelocity` ("Defaults to zero").
    static let springDefaultInitialVelocity: Double = 0

    // MARK: Spring settling

    /// The displacement, as a fraction of the animated distance, within which a spring counts as
    /// settled (`settlingDuration`). 0.001 of a 1,000 pt move is one point.
    /// [A] SwiftUI `Spring.settlingDuration` ("an epsilon of 0.001"); [R] iOS 26.1 UIKitCore
    /// `-[UIViewSpringAnimationState generateSpringPropertiesForDuration:damping:velocity:]` passes
    /// 0.001 to its fit; checked
    /// against the example in `CASpringAnimation.settlingDuration`'s docs (mass 1, stiffness 100:
    /// damping 5 ⇒ ≈ 2.85 s, damping 15 ⇒ just over 1 s), which this epsilon reproduces.
    static let springSettlingEpsilon: Double = 0.001

    /// Damping ratios within this distance of 1 use the critically damped closed form.
    /// [N] the under- and over-damped forms tend continuously to the critical one, so the
    /// switch changes results by about this much; it only absorbs rounding in ζ = c / (2√(mk)).
    static let criticalDampingTolerance: Double = 1e-9

    /// Above this value of γ·t (γ = √(β² − ω₀²), the over-damped spread of the two decay rates),
    /// the over-damped solution is evaluated as two exponentials instead of cosh/sinh.
    /// [N] cosh(20) ≈ 2.4e8 is far from overflow, and e^(−2·20) ≈ 4e-18 makes the two forms agree.
    static let overdampedHyperbolicLimit: Double = 20

    /// Settling times are solved to this absolute precision (seconds). [N] well below a frame.
    static let settlingTimeTolerance: Double = 1e-9

    /// Relative precision to which UIKit's duration fit solves for ω₀. [N] a few ulps above
    /// double resolution, so the fitted spring meets its defining equation to ~1e-14.
    static let fitFrequencyRelativeTolerance: Double = 1e-14

    /// Factor by which root scans step down through stiffness or time when they look for the
    /// last crossing of epsilon. [N] fine enough that a bump of the envelope above epsilon is
    /// not stepped over in practice; bisection then finishes the root exactly.
    static let rootScanStepFactor: Double = 0.97

    // MARK: UIKit spring fitting (UIView.animate(…usingSpringWithDamping…), UISpringTimingParameters)

    /// Mass of every spring UIKit fits to a duration. [R] iOS 26.1 UIKitCore
    /// `-[UIViewSpringAnimationState generateSpringPropertiesForDuration:…]` and
    /// `generateSpringPropertiesForPerceptualDuration:…` both set `_mass = 1.0`.
    static let fittedSpringMass: Double = 1

    /// Damping ratios UIKit's duration fit accepts; larger are treated as 1 (no overshoot),
    /// smaller as the lower bound. [R] UIKitCore's `parametersOfSpringAnimation` clamps to
    /// [FLT_EPSILON, 1] (its body as reconstructed from the disassembly by OpenUXKit); [O] Framer's
    /// port of the algorithm clamps the same.
    static let fittedDampingRatioRange: ClosedRange<Double> = Double(Float.ulpOfOne)...1

    /// Durations (seconds) UIKit's duration fit accepts; others are clamped. [R] the same
    /// `parametersOfSpringAnimation` (OpenUXKit's reconstruction); [O] Framer's port.
    static let fittedDurationRange: ClosedRange<Double> = 0.01...10

    /// Period (seconds) of the undamped frequency chosen when the duration fit has no solution,
    /// as a multiple of the duration: ω₀ = 2π / (duration × this). Only a damping ratio below
    /// about `springSettlingEpsilon` with zero velocity has none; UIKit's Newton iteration then
    /// produces an unusable value. [N] one full oscillation per duration, which is what iOS 17's
    /// `init(duration:bounce:)` gives for the same (undamped) spring.
    static let fittedFallbackPeriodFactor: Double = 1

    /// The default spring of `UISpringTimingParameters()` and UIKit's system spring: mass 3,
    /// stiffness 1000, damping 500 (damping ratio 500 / (2√3000) ≈ 4.56, treated as critical by
    /// Core Animation), settling in ≈ 0.5 s. [R] iOS 26.1 UIKitCore `_UILoadDefaultSpringParameters`
    /// fallbacks; [A] `UISpringTimingParameters.init()` docs ("sets the damping ratio to 4.56").
    static let systemSpringMass: Double = 3
    /// See `systemSpringMass` ([R], [A]).
    static let systemSpringStiffness: Double = 1000
    /// See `systemSpringMass` ([R], [A]).
    static let systemSpringDamping: Double = 500
    /// Duration (seconds) UIKit pairs with the system spring. [R] iOS 26.1 UIKitCore
    /// `_UIViewDefaultSpringDuration` 0.5.
    static let systemSpringDuration: Double = 0.5
}

extension AnimationConstants {
    /// Duration (seconds) of implicit layer animations and of animations added with `duration`
    /// 0: `CATransaction.animationDuration()`'s default. [A] CATransaction `animationDuration`
    /// docs ("defaults to 0.25 seconds").
    static let implicitAnimationDuration: Double = 0.25
}

extension AnimationConstants {
    /// An animation whose local time is within this many seconds of the end of its active
    /// duration counts as ended. [N] frame times are sums of 1/60 s steps; rounding leaves them
    /// a few ulps short of the exact end, which would otherwise cost a whole extra frame
    /// (matches UITestHost's 1e-9 s "same frame" tolerance).
    static let endTimeTolerance: Double = 1e-9
}
