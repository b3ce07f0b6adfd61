import Foundation

/// The numbers shared by table and collection views (update animations, reuse), with unit, value
/// and source. The table's own numbers are in `ListConstants+TableView.swift`.
///
/// Source tags: see docs/API.md.
enum ListConstants {
    /// How long inserted, deleted, moved and reloaded rows take to reach their places, in seconds:
    /// 0.3, with the default ease-in-ease-out curve.
    /// [N] Apple publishes no duration; 0.3 s is UIKit's usual duration for its own animations
    /// (`UIView` keyboard and navigation-bar animations) and what a row deletion looks like by eye.
    /// DEVIATIONS 166.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// How far beyond the visible area a list asks for cells, in points: 0.
    /// [N] Until iOS 15 a table asked for a row's cell as the row came on screen; iOS 15's
    /// `isPrefetchingEnabled` prepares cells ahead, which is not implemented. DEVIATIONS 164.
    static let overscan: CGFloat = 0
}
