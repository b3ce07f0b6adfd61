import Foundation

/// Everything one application keeps while it runs, owned in one place instead of process-wide
/// singletons: Core Animation's runtime (clock, layer animations, display links, transactions),
/// UIKit's view-animation scheduler and animation-block stack, the screen, the application
/// itself (its event queue, gesture environment, framework timers and frame tickers) and the log
/// of UIKit warnings. Not API.
///
/// The host that runs an application makes its runtime — the headless host behind `UITestHost`
/// with a virtual clock, the SDL window host with the real one — so several test hosts can live
/// side by side, each with its own time, timers, animations and display links.
///
/// One runtime is *current*: `UIApplication.shared`, `UIScreen.main` and `CACurrentMediaTime()`
/// read it. A runtime becomes current when its application runs a frame or delivers input, and
/// when its host is made or used (every `UITestHost` call); it stays current until another one
/// does. Before any host exists, a runtime on the real clock with a default screen serves code
/// that makes views without one.
@MainActor
package final class _UIRuntime {
    /// The runtime of the application running now.
    package private(set) static var current = _UIRuntime(clock: .real, screen: UIScreen._defaultScreen())

    /// Core Animation's part: the clock, layer animations, display links and transactions.
    let core: _CARuntime
    /// The screen the application shows on.
    package let screen: UIScreen
    /// The host running the application, when one does (held weakly: the host owns the runtime).
    package weak var host: (any _UIHost)?
    /// UIKit's part of the animation step: property animators and deferred completions.
    let animationScheduler: _UIViewAnimationScheduler
    /// The `UIView.animate` blocks being run, innermost last, and the global switch.
    var animationState = _UIViewAnimationState()
    /// UIKit warnings logged while this runtime was current, oldest first (`_UIKitLog`).
    package var logMessages: [String] = []
    /// UIAppearance proxies and the values set on them (`_UIAppearanceStorage`).
    let appearance = _UIAppearanceStorage()
    /// Where `UIPasteboard.general` keeps its items: in memory, unless the host puts the system
    /// clipboard behind it (set it before the general pasteboard is first used).
    package lazy var pasteboardBackend: any _UIPasteboardBackend = _UIMemoryPasteboard()
    /// `UIPasteboard.general` of this application.
    lazy var generalPasteboard = UIPasteboard(_name: .general, backend: pasteboardBackend)
    /// The app's named pasteboards (`UIPasteboard(name:create:)`), in memory.
    var namedPasteboards: [UIPasteboard.Name: any _UIPasteboardBackend] = [:]

    private var _application: UIApplication?

    /// The runtime an application is being made for (`UIApplication.init()` reads it), during a
    /// launch only.
    package static var _launching: _UIRuntime?

    package init(clock: _CAClock, screen: UIScreen, host: (any _UIHost)? = nil) {
        core = _CARuntime(clock: clock)
        self.screen = screen
        self.host = host
        animationScheduler = _UIViewAnimationScheduler(engine: core.animationEngine)
    }

    /// The clock this application's time comes from.
    package var clock: _CAClock { core.clock }

    /// The application: the one installed with `install(_:)`, else a plain `UIApplication` made on
    /// first use.
    package var application: UIApplication {
        if let app = _application { return app }
        let app = UIApplication(runtime: self)
        _application = app
        return app
    }

    /// Makes `application` (made for this runtime, possibly a subclass) the runtime's application.
    package func install(_ application: UIApplication) {
        _rockhopperPrecondition(application._runtime === self,
                                "_UIRuntime.install(_:): the \(type(of: application)) was made for another runtime")
        _application = application
    }

    /// Makes this the current runtime (and its clock the one `CACurrentMediaTime()` reads).
    /// Cheap when it already is.
    package func makeCurrent() {
        guard Self.current !== self else { return }
        Self.current = self
        core.makeCurrent()
    }
}
