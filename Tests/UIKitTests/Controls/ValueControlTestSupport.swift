import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// What the value controls' tests share: a host with a control on a white screen, a target that
/// counts taps, and a check that nothing of a control outlives it.
@MainActor
enum ValueControlStage {
    /// A host whose window shows `control` at `origin` on a white background, laid out and drawn,
    /// with a log of the control's events.
    static func show<Control: UIControl>(_ control: Control, at origin: CGPoint = CGPoint(x: 100, y: 200))
        -> (UITestHost, Control, ControlEventLog) {
        let host = UITestHost()
        host.window.backgroundColor = .white
        control.frame.origin = origin
        host.window.addSubview(control)
        host.settle()
        return (host, control, ControlEventLog(control))
    }

    /// `view` pinned by its top-left corner to (40, 100) of a host's window with Auto Layout, laid out.
    static func pinned<View: UIView>(_ view: View) -> (UITestHost, View) {
        let host = UITestHost()
        view.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 40),
            view.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 100),
        ])
        host.settle()
        return (host, view)
    }

    /// `point` in `view`'s coordinates, in the window's.
    static func point(_ point: CGPoint, in view: UIView) -> CGPoint {
        view.convert(point, to: nil)
    }

    /// A white canvas `size` points large that lays `controls` out top to bottom, 12 pt apart and
    /// 12 pt from the edges: what the snapshot tests photograph.
    static func canvas(_ size: CGSize, _ controls: [UIView]) -> UIView {
        let canvas = UIView(frame: CGRect(origin: .zero, size: size))
        canvas.backgroundColor = .white
        var y: CGFloat = 12
        for control in controls {
            control.frame.origin = CGPoint(x: 12, y: y)
            canvas.addSubview(control)
            y += control.frame.height + 12
        }
        return canvas
    }
}

/// A target for recognizers and actions that counts its calls.
@MainActor
final class CallCounter {
    var calls = 0
    func call() { calls += 1 }
}

/// What a process that stopped wrote to standard error.
func exitStderr(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
