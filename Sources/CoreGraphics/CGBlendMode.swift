import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// How drawn colour combines with what is already there, with Apple's raw values. `S` is the source
/// (what is drawn), `D` the destination, `R` the result, all premultiplied.
///
/// Every mode maps to the Cairo operator with the same formula. Apple's `plusDarker`
/// (`R = max(0, 1 − ((1 − D) + (1 − S)))`) has no Cairo operator and is not declared.
/// Cairo treats `sourceIn`, `sourceOut`, `destinationIn` and `destinationAtop` as *unbounded*: pixels
/// inside the clip but outside the drawn shape are combined with a transparent source too (so
/// `sourceIn` clears them), which is Quartz's formula applied over the whole clip.
public enum CGBlendMode: Int32, Sendable {
    /// Source over: `R = S + D(1 − Sa)`.
    case normal = 0
    case multiply = 1
    case screen = 2
    case overlay = 3
    case darken = 4
    case lighten = 5
    case colorDodge = 6
    case colorBurn = 7
    case softLight = 8
    case hardLight = 9
    case difference = 10
    case exclusion = 11
    case hue = 12
    case saturation = 13
    case color = 14
    case luminosity = 15
    /// `R = 0`.
    case clear = 16
    /// `R = S`.
    case copy = 17
    /// `R = S·Da`.
    case sourceIn = 18
    /// `R = S(1 − Da)`.
    case sourceOut = 19
    /// `R = S·Da + D(1 − Sa)`.
    case sourceAtop = 20
    /// `R = S(1 − Da) + D`.
    case destinationOver = 21
    /// `R = D·Sa`.
    case destinationIn = 22
    /// `R = D(1 − Sa)`.
    case destinationOut = 23
    /// `R = S(1 − Da) + D·Sa`.
    case destinationAtop = 24
    /// `R = S(1 − Da) + D(1 − Sa)`.
    case xor = 25
    /// `R = min(1, S + D)`.
    case plusLighter = 27

    var cairo: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Whether Cairo applies the operator outside the drawn shape too (within the clip).
    var isUnbounded: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }
}
