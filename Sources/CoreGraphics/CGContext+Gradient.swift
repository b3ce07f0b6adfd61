import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

extension CGContext {
    /// Fills the clip with a linear gradient: colours are constant on lines perpendicular to
    /// `start → end`, location 0 at `start` and 1 at `end` (user space). Beyond the ends nothing is
    /// painted unless `options` says so. Global alpha, blend mode, shadow and clip apply.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard state.singularCTM == nil, start != end else { return }
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern: pattern, options: options) { cutBefore in
            // The half-plane after `start` (when the part before it is cut) or before `end`, as a big
            // rectangle from the line through that point.
            let dx = end.x - start.x, dy = end.y - start.y
            let length = hypot(dx, dy), ux = dx / length, uy = dy / length
            let far = farDistance(from: [start, end])
            let origin = cutBefore ? start : end
            let sign: CGFloat = cutBefore ? 1 : -1
            cairo_move_to(cr, origin.x - uy * far, origin.y + ux * far)
            cairo_line_to(cr, origin.x + uy * far, origin.y - ux * far)
            cairo_line_to(cr, origin.x + uy * far + sign * ux * far, origin.y - ux * far + sign * uy * far)
            cairo_line_to(cr, origin.x - uy * far + sign * ux * far, origin.y + ux * far + sign * uy * far)
            cairo_close_path(cr)
        }
    }

    /// Fills the clip with a radial gradient between the circle (`startCenter`, `startRadius`) at
    /// location 0 and (`endCenter`, `endRadius`) at location 1. Without `drawsBeforeStartLocation`
    /// nothing is painted inside the start circle; without `drawsAfterEndLocation`, nothing outside
    /// the end circle. (For circles that are not nested these two regions are the circles themselves,
    /// an approximation of Apple's cone-based extension.)
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard state.singularCTM == nil else { return }
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, max(0, startRadius),
                                                  endCenter.x, endCenter.y, max(0, endRadius))!
        defer { cairo_pattern_destroy(pattern) }
        paintGradient(gradient, pattern: pattern, options: options) { cutBefore in
            if cutBefore {
                // Everything outside the start circle: a huge rectangle minus the circle (even-odd).
                let far = farDistance(from: [startCenter])
                cairo_rectangle(cr, -far, -far, 2 * far, 2 * far)
                cairo_new_sub_path(cr)
                cairo_arc(cr, startCenter.x, startCenter.y, max(0, startRadius), 0, 2 * .pi)
            } else {
                cairo_arc(cr, endCenter.x, endCenter.y, max(0, endRadius), 0, 2 * .pi)
            }
        }
    }

    /// A distance from `points` that reaches beyond the clip in user space, yet small enough for
    /// Cairo's 24.8 fixed-point coordinates (which overflow past ±2²³ device units).
    private func farDistance(from points: [CGPoint]) -> CGFloat {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        var reach = max(abs(x1), abs(x2), abs(y1), abs(y2))
        for p in points { reach = max(reach, abs(p.x), abs(p.y)) }
        return 2 * reach + 16
    }

    /// Adds the stops, picks the extend mode and paints. When only one side is extended, Cairo pads
    /// both, so `keepRegion(cutBefore)` adds the path of the region to keep: everything but the side
    /// before the start (`cutBefore`) or after the end.
    private func paintGradient(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions,
                               keepRegion: (_ cutBefore: Bool) -> Void) {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(max(0, min(1, stop.location))),
                                              Double(max(0, min(1, stop.red))), Double(max(0, min(1, stop.green))),
                                              Double(max(0, min(1, stop.blue))), Double(max(0, min(1, stop.alpha))))
        }
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        withPathPreserved {
            performDrawing(.clip) {
                cairo_save(cr)
                if before != after {
                    // Keep the region that is not the cut side.
                    keepRegion(!before)
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                    cairo_clip(cr)
                }
                cairo_set_source(cr, pattern)
                if state.alpha < 1 { cairo_paint_with_alpha(cr, state.alpha) } else { cairo_paint(cr) }
                cairo_restore(cr)
            }
        }
    }
}
