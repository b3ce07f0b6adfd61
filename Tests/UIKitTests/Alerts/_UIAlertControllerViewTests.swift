import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// `_UIAlertControllerView`: the geometry of UIKit's alert and action sheet on a phone
/// (`AlertConstants`, from UIKit's visual styles) — the dimming view, the 270-pt panel centred in
/// the safe area, side-by-side and stacked actions, the sheet 8 pt from the edges with 57-pt
/// actions and the cancel action apart — and golden images of the three looks at scale 2, in
/// `__Snapshots__/_UIAlertControllerViewTests` (delete a PNG and run twice to re-record).
@MainActor @Suite struct _UIAlertControllerViewTests {
    /// A presenter with some content, so the dimming shows.
    final class Screen: AlertPresenter {
        override func viewDidLoad() {
            super.viewDidLoad()
            let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
            header.backgroundColor = UIColor(white: 0.97, alpha: 1)
            view.addSubview(header)
            let label = UILabel(frame: CGRect(x: 0, y: 20, width: view.bounds.width, height: 44))
            label.text = "Settings"
            label.textAlignment = .center
            label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            view.addSubview(label)
            for row in 0..<8 {
                let line = UILabel(frame: CGRect(x: 16, y: 90 + CGFloat(row) * 44, width: 300, height: 44))
                line.text = "Row \(row + 1)"
                view.addSubview(line)
            }
        }
    }

    private func show(_ alert: UIAlertController) -> UITestHost {
        let host = UITestHost()
        let screen = Screen()
        host.show(screen)
        presentSettled(alert, host: host, presenter: screen)
        return host
    }

    private func alertView(_ alert: UIAlertController) -> _UIAlertControllerView { alert._alertView! }

    // MARK: Alert geometry

    @Test func theDimmingViewCoversTheScreenInBlackAtTwentyPercent() {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let host = show(alert)
        let dimming = alertView(alert).dimmingView
        #expect(dimming.alertTestFrameInWindow() == host.window.bounds)
        #expect(dimming.backgroundColor == UIColor(white: 0, alpha: 0.2))
        #expect(dimming.alpha == 1)
    }

    @Test func theAlertPanelIs270WideRoundedAndCentredInTheSafeArea() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let host = show(alert)
        let panel = alertView(alert).mainGroup
        let frame = panel.alertTestFrameInWindow()
        #expect(frame.width == 270)
        #expect(panel.layer.cornerRadius == 13)
        #expect(panel.clipsToBounds)
        let safe = host.window.bounds.inset(by: host.window.safeAreaInsets)
        #expect(abs(frame.midX - safe.midX) <= 0.5)
        #expect(abs(frame.midY - safe.midY) <= 0.5)
    }

    @Test func theTitleSitsAboveTheMessageAndBothAboveTheActions() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let host = show(alert)
        let title = host.window.alertTestLabel("Title")!
        let message = host.window.alertTestLabel("Message")!
        let ok = host.window.alertTestButton("OK")!
        #expect(title.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(message.font == UIFont.systemFont(ofSize: 13))
        #expect(title.frame.maxY <= message.frame.minY)
        #expect(message.frame.maxY <= ok.frame.minY)
        // The first baseline 36 pt below the panel's top, the actions 24 pt below the last one.
        let panelTop = alertView(alert).mainGroup.alertTestFrameInWindow().minY
        let firstBaseline = title.alertTestFrameInWindow().minY + baselineOffset(title)
        #expect(abs(firstBaseline - panelTop - 36) <= 0.5)
        let lastBaseline = message.alertTestFrameInWindow().minY + baselineOffset(message)
        #expect(abs(ok.alertTestFrameInWindow().minY - lastBaseline - 24) <= 0.5)
    }

    /// The first baseline of a one-line label below its top.
    private func baselineOffset(_ label: UILabel) -> CGFloat {
        _TextLayout(text: label.attributedText!, width: label.bounds.width, semantics: .label).measure().firstBaseline
    }

    @Test func aMessageWithoutATitleTakesTheTitlesFont() {
        let alert = UIAlertController(title: nil, message: "Only a message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let host = show(alert)
        #expect(host.window.alertTestLabel("Only a message")!.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func twoActionsSitSideBySideWithTheCancelActionOnTheLeft() {
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = show(alert)
        let ok = host.window.alertTestButton("OK")!.alertTestFrameInWindow()
        let cancel = host.window.alertTestButton("Cancel")!.alertTestFrameInWindow()
        #expect(cancel.width == 135 && ok.width == 135)
        #expect(cancel.height == 44 && ok.height == 44)
        #expect(cancel.minY == ok.minY)
        #expect(cancel.maxX == ok.minX)
        let panel = alertView(alert).mainGroup.alertTestFrameInWindow()
        #expect(ok.maxY == panel.maxY)
    }

    @Test func twoActionsWhoseTitlesDoNotFitHalfTheWidthAreStacked() {
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep the long version of this", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = show(alert)
        let long = host.window.alertTestButton("Keep the long version of this")!.alertTestFrameInWindow()
        let cancel = host.window.alertTestButton("Cancel")!.alertTestFrameInWindow()
        #expect(long.width == 270 && cancel.width == 270)
        #expect(cancel.minY == long.maxY)
    }

    @Test func threeOrMoreActionsAreStackedWithTheCancelActionAtTheBottom() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "One", style: .default))
        alert.addAction(UIAlertAction(title: "Two", style: .destructive))
        let host = show(alert)
        let frames = ["One", "Two", "Cancel"].map { host.window.alertTestButton($0)!.alertTestFrameInWindow() }
        for frame in frames {
            #expect(frame.width == 270)
            #expect(frame.height == 44)
        }
        #expect(frames[1].minY == frames[0].maxY)
        #expect(frames[2].minY == frames[1].maxY)
    }

    @Test func hairlinesSeparateTheHeaderAndTheActions() {
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = show(alert)
        let hairlines = alertView(alert).mainGroup.subviews.filter {
            !$0.isHidden && !($0 is UILabel) && !($0 is _UIAlertActionView)
        }
        let scale = host.window.screen.scale
        #expect(hairlines.count == 2)
        #expect(hairlines.contains { $0.frame.height == 1 / scale && $0.frame.width == 270 })
        #expect(hairlines.contains { $0.frame.width == 1 / scale && $0.frame.height == 44 })
    }

    // MARK: Action sheet geometry

    @Test func anActionSheetSitsAtTheBottomWithEightPointMarginsAndStackedActions() {
        let sheet = UIAlertController(title: "Photo", message: "Choose a source", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Camera", style: .default))
        sheet.addAction(UIAlertAction(title: "Library", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = show(sheet)
        let camera = host.window.alertTestButton("Camera")!.alertTestFrameInWindow()
        let library = host.window.alertTestButton("Library")!.alertTestFrameInWindow()
        let cancel = host.window.alertTestButton("Cancel")!.alertTestFrameInWindow()
        let screen = host.window.bounds
        for frame in [camera, library, cancel] {
            #expect(frame.minX == 8)
            #expect(frame.width == screen.width - 16)
            #expect(frame.height == 57)
        }
        #expect(library.minY == camera.maxY)
        #expect(cancel.minY == library.maxY + 8)
        #expect(cancel.maxY == screen.maxY - 8)
        let view = alertView(sheet)
        #expect(view.cancelGroup.layer.cornerRadius == 13)
        #expect(view.cancelGroup.backgroundColor == .systemBackground)
        #expect(host.window.alertTestButton("Cancel")!.superview === view.cancelGroup)
        #expect(host.window.alertTestLabel("Photo")!.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(host.window.alertTestLabel("Choose a source")!.textColor == AlertConstants.sheetHeaderColor)
    }

    @Test func anActionSheetWithOnlyACancelActionShowsJustThatButton() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = show(sheet)
        let view = alertView(sheet)
        #expect(view.mainGroup.isHidden)
        #expect(view.contentView.bounds.height == 57)
        #expect(host.window.alertTestButton("Cancel")!.alertTestFrameInWindow().maxY == host.window.bounds.maxY - 8)
    }

    @Test func anActionSheetStaysAboveTheBottomSafeArea() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 812), scale: 2, statusBarHeight: 44,
                                                   safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)))
        let screen = Screen()
        host.show(screen)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presentSettled(sheet, host: host, presenter: screen)
        #expect(abs(host.window.alertTestButton("Cancel")!.alertTestFrameInWindow().maxY - (812 - 34)) < 1e-9)
    }

    // MARK: Golden images

    @Test func goldenAlertWithTwoActions() {
        let alert = UIAlertController(title: "Delete Photo?",
                                      message: "This photo will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let host = show(alert)
        assertSnapshot(of: host.window, as: .image)
    }

    @Test func goldenAlertWithThreeStackedActions() {
        let alert = UIAlertController(title: "Unsaved Changes",
                                      message: "Do you want to save the changes you made to this document?",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Don’t Save", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = show(alert)
        assertSnapshot(of: host.window, as: .image)
    }

    @Test func goldenActionSheetWithACancelAction() {
        let sheet = UIAlertController(title: "Change Profile Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default))
        sheet.addAction(UIAlertAction(title: "Choose from Library", style: .default))
        sheet.addAction(UIAlertAction(title: "Remove Photo", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let host = show(sheet)
        assertSnapshot(of: host.window, as: .image)
    }

    @Test func goldenAlertWithTwoTextFields() {
        let alert = UIAlertController(title: "Log In", message: "Enter your account and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Account" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let host = show(alert)
        assertSnapshot(of: host.window, as: .image)
    }
}
