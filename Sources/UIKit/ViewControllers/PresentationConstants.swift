import Foundation

/// The numbers of modal presentation and of the containers' built-in transitions. UIKit documents
/// none of the durations (reference §9 item 11); each value says where it comes from.
enum PresentationConstants {
    /// Duration of the `.coverVertical`, `.crossDissolve` and `.flipHorizontal` presentations
    /// and dismissals, seconds. 0.5 s. [N] undocumented (reference §5 "Durations of the built-in
    /// modal animations: undocumented"); reports of the coordinator's `transitionDuration` range
    /// from 0.3 to 0.5 s; 0.5 chosen, one value for all three styles.
    static let modalTransitionDuration: TimeInterval = 0.5

    /// Duration of a sheet's presentation and dismissal, seconds. 0.5 s. [N] undocumented; as
    /// above.
    static let sheetTransitionDuration: TimeInterval = 0.5

    /// Gap between the status bar and the top of a sheet (card) on a phone, points. 10 pt.
    /// [N] read off iOS 13–17 page-sheet screenshots of a 375-pt iPhone; not documented.
    static let sheetTopGap: CGFloat = 10

    /// Corner radius of a sheet's top corners on a phone, points. 10 pt. [N] read off iOS 13–17
    /// screenshots; not documented.
    static let sheetCornerRadius: CGFloat = 10

    /// Opacity of the black dimming view behind a sheet. 0.4. [N] not documented; chosen to
    /// look like iOS 13–17 screenshots.
    static let sheetDimmingAlpha: CGFloat = 0.4

    /// How far a sheet must be pulled down, as a fraction of its height, to dismiss on release.
    /// 0.5. [N] UIKit's threshold is not documented; half the height as for the interactive pop.
    static let sheetDismissFraction: CGFloat = 0.5

    /// Downward speed at release that dismisses a sheet whatever the distance, points per second.
    /// 1,000. [N] not documented; a firm flick.
    static let sheetDismissVelocity: CGFloat = 1000
}
