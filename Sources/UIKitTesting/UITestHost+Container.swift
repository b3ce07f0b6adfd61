import UIKit

extension UITestHost {
    /// The sandbox a launched app runs in (`UITestHost(launching:container:)`), as the iOS
    /// Simulator gives each app: a root directory with `Documents/`, `Library/Caches/`,
    /// `Library/Preferences/`, `Library/Application Support/` and `tmp/`.
    ///
    /// While the host is in use its container is the process's: `HOME`, `CFFIXED_USER_HOME`,
    /// `TMPDIR` and the XDG base directories point into it (so `NSHomeDirectory()`, the search
    /// paths and `NSTemporaryDirectory()` give iOS's layout), and `UserDefaults.standard` holds
    /// the app's defaults, saved to `Library/Preferences/<bundle id>.plist` when the app goes to
    /// the background or terminates, when another host's container comes into use, and when the
    /// host goes away. When the last container ends, the environment and the standard defaults
    /// from before come back (docs/DEVIATIONS.md 204).
    public struct Container: Sendable, Hashable {
        enum Kind: Hashable { case temporary, named(String) }
        let kind: Kind
        let bundleIdentifier: String?

        /// A fresh, empty container for this launch, removed when the host goes away.
        public static var temporary: Container { Container(kind: .temporary, bundleIdentifier: nil) }

        /// The container called `name` (under the temporary directory, in
        /// `Rockhopper-containers/`): made at the first launch that names it and kept, so a later
        /// launch (another host) finds what the app stored. Remove it with
        /// `UITestHost.removeContainer(named:)`.
        public static func named(_ name: String) -> Container { Container(kind: .named(name), bundleIdentifier: nil) }

        /// This container for the app whose bundle identifier is `identifier` (its preferences
        /// file's name); by default the test process's (`org.rockhopper.<executable name>` when
        /// it has no `Info.plist`).
        public func bundleIdentifier(_ identifier: String) -> Container {
            Container(kind: kind, bundleIdentifier: identifier)
        }

        /// Makes the container's directories.
        func _make() -> _AppContainer {
            let identifier = bundleIdentifier ?? _AppContainer.defaultBundleIdentifier()
            let url: URL
            switch kind {
            case .temporary:
                url = _AppContainer.outsideTemporaryDirectory()
                    .appendingPathComponent("Rockhopper-container-\(UUID().uuidString)", isDirectory: true)
            case let .named(name):
                url = UITestHost.namedContainerURL(name)
            }
            do {
                return try _AppContainer(url: url, bundleIdentifier: identifier, isTemporary: kind == .temporary)
            } catch {
                _rockhopperFailure("UITestHost(launching:container:): the container \(url.path) cannot be made: \(error)")
            }
        }
    }

    /// Where `Container.named(name)` lives.
    nonisolated static func namedContainerURL(_ name: String) -> URL {
        _AppContainer.outsideTemporaryDirectory().appendingPathComponent("Rockhopper-containers", isDirectory: true)
            .appendingPathComponent(_AppContainer.sanitizedIdentifierComponent(name), isDirectory: true)
    }

    /// Removes the container `Container.named(name)` and what the apps launched in it stored
    /// (nothing happens when there is none).
    nonisolated public static func removeContainer(named name: String) throws {
        let url = namedContainerURL(name)
        if FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.removeItem(at: url)
        }
    }
}
