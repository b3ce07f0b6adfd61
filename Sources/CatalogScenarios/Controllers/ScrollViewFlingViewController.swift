import UIKit

/// A full-screen scroll view over 20,000 pt of content whose delegate logs its calls, collapsing
/// runs of `scrollViewDidScroll`.
final class ScrollViewFlingViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var log: (String) -> Void = { print("  " + $0) }
    /// `scrollViewDidScroll` calls not yet logged.
    var scrolls = 0
    private(set) var reportedTarget: CGPoint?
    private(set) var endedDecelerating = false

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: 375, height: 20_000)
        scrollView.backgroundColor = .systemBackground
        scrollView.delegate = self
        view.addSubview(scrollView)
    }

    func flush() {
        if scrolls > 0 { log("scrollViewDidScroll ×\(scrolls)"); scrolls = 0 }
    }

    func scrollViewDidScroll(_ s: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { flush(); log("scrollViewWillBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        flush()
        reportedTarget = t.pointee
        log("scrollViewWillEndDragging velocity \(String(format: "%.2f", v.y)) pt/ms, target y \(String(format: "%.1f", t.pointee.y))")
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { log("scrollViewDidEndDragging(willDecelerate: \(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { log("scrollViewWillBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) {
        flush()
        endedDecelerating = true
        log("scrollViewDidEndDecelerating at y \(s.contentOffset.y) (contentOffset is bounds.origin: \(s.bounds.origin.y))")
    }
}
