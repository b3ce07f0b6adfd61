import UIKit

/// A screen with a single-tap recognizer that waits for a double-tap recognizer to fail.
final class TapVersusDoubleTapViewController: UIViewController {
    var log: (String) -> Void = { print("  " + $0) }
    private(set) var recognized: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let single = UITapGestureRecognizer(target: self, action: Self.singleTap)
        let double = UITapGestureRecognizer(target: self, action: Self.doubleTap)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
    }

    func singleTap(_ tap: UITapGestureRecognizer) {
        recognized.append("single")
        log("single tap recognized (after the double tap failed)")
    }

    func doubleTap(_ tap: UITapGestureRecognizer) {
        recognized.append("double")
        log("double tap recognized")
    }
}
