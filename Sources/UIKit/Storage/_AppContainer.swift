import Foundation
#if canImport(Glibc)
import Glibc
#endif

// The app's sandbox, as iOS and its Simulator give it: one container directory per bundle
// identifier, with `Documents/`, `Library/Caches/`, `Library/Preferences/`, `tmp/` (and
// `Library/Application Support/`), and the process's environment pointing into it, so that
// Foundation's own calls give iOS's layout:
//
// | Foundation call (on Linux)                          | reads                 | gives                     |
// |-----------------------------------------------------|-----------------------|---------------------------|
// | `NSHomeDirectory()`, `homeDirectoryForCurrentUser`  | `CFFIXED_USER_HOME`   | the container             |
// | `.documentDirectory` (user domain)                  | the home (XDG default)| `<container>/Documents`   |
// | `.cachesDirectory`                                  | `XDG_CACHE_HOME`      | `<container>/Library/Caches` |
// | `.applicationSupportDirectory`                      | `XDG_DATA_HOME`       | `<container>/Library/Application Support` |
// | `NSTemporaryDirectory()`, `temporaryDirectory`      | `TMPDIR`              | `<container>/tmp/`        |
// | `.libraryDirectory`                                 | —                     | `[]` (no XDG mapping; DEVIATIONS 203) |
// | `UserDefaults.standard` (CFPreferences)             | `XDG_CONFIG_HOME`, read once at process start | `<container>/Library/Preferences/<app>.plist` in a window app (DEVIATIONS 202) |
//
// Facts measured on this machine (swift-corelibs-foundation of Swift 6.3.1), with `setenv` in
// the running process: `NSHomeDirectory()` ignores `HOME` (it takes the password database's
// home) but reads `CFFIXED_USER_HOME` at every call, as on Darwin; `TMPDIR`, `XDG_CACHE_HOME`,
// `XDG_DATA_HOME` and `HOME` are read at every call by the search paths (swift-foundation's
// `FileManager+XDGSearchPaths.swift`); CoreFoundation's preferences read `XDG_CONFIG_HOME` from
// the environment as it was when the process started, so `setenv` cannot move
// `UserDefaults.standard` — a window app therefore starts itself again with the container's
// environment (`_enterForWindowApp`), and test hosts move the standard defaults' contents in and
// out of the container's plist (`_loadStandardDefaults`/`saveStandardDefaults`).
//
// The environment is the process's: one container is in use at a time (`current`). Making a
// container current saves the one before (its defaults into its plist); the first one saves what
// was there before any container, and ending the last restores it.

/// An app's container directory and the process environment that points Foundation into it.
/// Not API: `UIApplicationMain` makes one for a window app, `UITestHost(launching:)` one per host.
package final class _AppContainer: @unchecked Sendable {
    /// The container's root (`NSHomeDirectory()` while it is current).
    package let url: URL
    /// The bundle identifier it belongs to (its preferences file's name).
    package let bundleIdentifier: String
    /// Whether the directory is removed when the container ends (test hosts' temporary containers).
    package let isTemporary: Bool
    /// Whether `UserDefaults.standard` is moved in and out of the container's plist by this
    /// object (test hosts); false when CoreFoundation itself writes there (a window app
    /// started with the container's environment).
    let movesStandardDefaults: Bool

    package var documentsURL: URL { url.appendingPathComponent("Documents", isDirectory: true) }
    package var libraryURL: URL { url.appendingPathComponent("Library", isDirectory: true) }
    package var cachesURL: URL { libraryURL.appendingPathComponent("Caches", isDirectory: true) }
    package var applicationSupportURL: URL { libraryURL.appendingPathComponent("Application Support", isDirectory: true) }
    package var preferencesURL: URL { libraryURL.appendingPathComponent("Preferences", isDirectory: true) }
    package var temporaryURL: URL { url.appendingPathComponent("tmp", isDirectory: true) }
    /// `Library/Preferences/<bundle id>.plist`, where the standard defaults persist.
    package var preferencesFileURL: URL { preferencesURL.appendingPathComponent(bundleIdentifier + ".plist") }

    /// The environment variables a container sets (and restores when the last one ends).
    static let environmentNames = ["HOME", "CFFIXED_USER_HOME", "TMPDIR", "XDG_CACHE_HOME", "XDG_DATA_HOME",
                                   "XDG_CONFIG_HOME", "XDG_CONFIG_DIRS"]
    /// Set in a window app's environment once it runs in its container (so it starts itself again once only).
    static let windowContainerVariable = "ROCKHOPPER_APP_CONTAINER"

    /// Makes the container's directories (those that are missing) under `url`.
    package init(url: URL, bundleIdentifier: String, isTemporary: Bool, movesStandardDefaults: Bool = true) throws {
        self.url = url.standardizedFileURL
        self.bundleIdentifier = bundleIdentifier
        self.isTemporary = isTemporary
        self.movesStandardDefaults = movesStandardDefaults
        let manager = FileManager.default
        for directory in [documentsURL, cachesURL, applicationSupportURL, preferencesURL, temporaryURL] {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        if isTemporary {
            _AppContainer.lock.lock()
            _ = _AppContainer.exitCleanup
            _AppContainer.liveTemporaryPaths.insert(self.url.path)
            _AppContainer.lock.unlock()
        }
    }

    /// The temporary containers not yet removed: removed when the process exits normally with
    /// hosts still alive (a process that crashes leaves them in the temporary directory).
    nonisolated(unsafe) private static var liveTemporaryPaths: Set<String> = []
    private static let exitCleanup: Void = {
        atexit {
            _AppContainer.lock.lock()
            let paths = _AppContainer.liveTemporaryPaths
            _AppContainer.lock.unlock()
            for path in paths { try? FileManager.default.removeItem(atPath: path) }
        }
    }()

    deinit {
        _AppContainer.lock.lock()
        if _AppContainer._currentID == ObjectIdentifier(self) {
            // Released while current (the weak reference already reads nil): end it.
            if !isTemporary { saveStandardDefaults() }
            _AppContainer._current = nil
            _AppContainer._currentID = nil
            _AppContainer.restoreOutside()
        }
        if isTemporary { _AppContainer.liveTemporaryPaths.remove(url.path) }
        _AppContainer.lock.unlock()
        if isTemporary { try? FileManager.default.removeItem(at: url) }
    }

    // MARK: Where containers live

    /// `$XDG_DATA_HOME` (when absolute), else `~/.local/share`, from the environment as the
    /// process found it (before any container changed it).
    package static func userDataDirectory() -> URL {
        let environment = processEnvironment
        if let data = environment["XDG_DATA_HOME"] ?? nil, data.hasPrefix("/") {
            return URL(fileURLWithPath: data, isDirectory: true)
        }
        let home = (environment["HOME"] ?? nil).flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share", isDirectory: true)
    }

    /// The temporary directory as the process found it (before any container changed `TMPDIR`).
    package static func outsideTemporaryDirectory() -> URL {
        let environment = processEnvironment
        let tmp = (environment["TMPDIR"] ?? nil).flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return URL(fileURLWithPath: tmp, isDirectory: true)
    }

    /// The containers' variables as the process found them: read at the first use of a
    /// container, before any changed them.
    private static let processEnvironment: [String: String?] = currentEnvironment()

    /// An app's container: `$XDG_DATA_HOME/Rockhopper/<bundle id>/`.
    package static func applicationContainerURL(bundleIdentifier: String) -> URL {
        userDataDirectory().appendingPathComponent("Rockhopper", isDirectory: true)
            .appendingPathComponent(bundleIdentifier, isDirectory: true)
    }

    // MARK: The bundle identifier

    /// The app's bundle identifier: Foundation's `Bundle.main.bundleIdentifier` (an `Info.plist`
    /// next to the executable or in its `Resources/`), else `CFBundleIdentifier` of an
    /// `Info.plist` in the executable target's SwiftPM resource bundle
    /// (`<Package>_<Executable>.resources/`, at its top or in its `Resources/`), else
    /// `org.rockhopper.<executable name>` (DEVIATIONS 201).
    package static func defaultBundleIdentifier() -> String {
        if let identifier = Bundle.main.bundleIdentifier, !identifier.isEmpty { return identifier }
        let executable = URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments.first ?? "App")
        let name = executable.deletingPathExtension().lastPathComponent
        let directory = executable.deletingLastPathComponent()
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory.path) {
            for entry in entries.sorted() where entry.hasSuffix("_\(name).resources") {
                let bundle = directory.appendingPathComponent(entry, isDirectory: true)
                for plist in [bundle.appendingPathComponent("Info.plist"), bundle.appendingPathComponent("Resources/Info.plist")] {
                    if let data = try? Data(contentsOf: plist),
                       let info = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                       let identifier = info["CFBundleIdentifier"] as? String,
                       !identifier.isEmpty {
                        return identifier
                    }
                }
            }
        }
        return "org.rockhopper." + sanitizedIdentifierComponent(name)
    }

    /// `name` with what a bundle identifier may not hold (other than letters, digits, `-` and
    /// `.`) replaced by `-`.
    package static func sanitizedIdentifierComponent(_ name: String) -> String {
        let cleaned = String(name.unicodeScalars.map { scalar -> Character in
            let ascii = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                                          || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ".")
            return ascii ? Character(scalar) : "-"
        })
        return cleaned.isEmpty ? "App" : cleaned
    }

    // MARK: The current container

    static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static weak var _current: _AppContainer?
    nonisolated(unsafe) private static var _currentID: ObjectIdentifier?
    /// The environment (and standard defaults) before the first container: restored by the last.
    nonisolated(unsafe) private static var outsideEnvironment: [String: String?]?
    nonisolated(unsafe) private static var outsideDefaults: [String: Any]?

    /// The container in use, if any.
    package static var current: _AppContainer? {
        lock.lock(); defer { lock.unlock() }
        return _current
    }

    private static func currentEnvironment() -> [String: String?] {
        var environment: [String: String?] = [:]
        for name in environmentNames + ["XDG_DATA_HOME"] {
            environment[name] = getenv(name).map { String(cString: $0) }
        }
        return environment
    }

    /// The environment that points Foundation into this container.
    package var environment: [String: String] {
        [
            "HOME": url.path,
            "CFFIXED_USER_HOME": url.path,
            "TMPDIR": temporaryURL.path + "/",
            "XDG_CACHE_HOME": cachesURL.path,
            "XDG_DATA_HOME": applicationSupportURL.path,
            "XDG_CONFIG_HOME": preferencesURL.path,
            // No user-dirs.defaults: Documents is `$HOME/Documents` (swift-foundation caches the
            // XDG user directories it finds, so none must be found).
            "XDG_CONFIG_DIRS": preferencesURL.path,
        ]
    }

    /// Makes this the container in use: saves the one before (or, for the first, the
    /// environment and standard defaults found), points the environment here and moves the
    /// container's saved defaults into `UserDefaults.standard`. Does nothing when already current.
    package func makeCurrent() {
        _AppContainer.lock.lock(); defer { _AppContainer.lock.unlock() }
        if _AppContainer._current === self { return }
        _ = _AppContainer.processEnvironment
        if let previous = _AppContainer._current {
            previous.saveStandardDefaults()
        } else {
            _AppContainer.outsideEnvironment = _AppContainer.currentEnvironment()
            if movesStandardDefaults {
                _AppContainer.outsideDefaults = _AppContainer.standardDefaultsOnDisk()
            }
        }
        _AppContainer._current = self
        _AppContainer._currentID = ObjectIdentifier(self)
        for (name, value) in environment { setenv(name, value, 1) }
        if movesStandardDefaults { loadStandardDefaults() }
    }

    /// Stops using this container (when it is current): its defaults are saved into its plist and
    /// the environment and standard defaults from before the first container come back.
    package func end() {
        _AppContainer.lock.lock(); defer { _AppContainer.lock.unlock() }
        guard _AppContainer._current === self else { return }
        saveStandardDefaults()
        _AppContainer._current = nil
        _AppContainer._currentID = nil
        _AppContainer.restoreOutside()
    }

    /// Puts back the environment and defaults from before the first container (lock held).
    private static func restoreOutside() {
        if let environment = outsideEnvironment {
            for (name, value) in environment {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        if let defaults = outsideDefaults {
            replaceStandardDefaults(with: defaults)
        }
        outsideEnvironment = nil
        outsideDefaults = nil
    }

    /// What went wrong with the containers' files since UIKit last logged (any thread may add).
    nonisolated(unsafe) private static var pendingWarnings: [String] = []

    /// Keeps `message` for UIKit's log: containers work on any thread (a host's going away, a
    /// save), UIKit's log is the main actor's, so the message waits for `logPendingWarnings()`.
    static func log(_ message: String) {
        lock.lock(); defer { lock.unlock() }
        pendingWarnings.append(message)
    }

    /// Logs, through UIKit's log (a test host's `loggedMessages`), what went wrong since last time.
    @MainActor package static func logPendingWarnings() {
        lock.lock()
        let messages = pendingWarnings
        pendingWarnings.removeAll()
        lock.unlock()
        for message in messages { _UIKitLog.warning(message) }
    }

    /// `makeCurrent()`, then UIKit logs what went wrong reading the container's files.
    @MainActor package func activate() {
        makeCurrent()
        _AppContainer.logPendingWarnings()
    }

    // MARK: The window app's container

    /// The window app's container, kept for the process's life.
    nonisolated(unsafe) private static var windowApp: _AppContainer?

    /// A window app's container (`UIApplicationMain`): makes `$XDG_DATA_HOME/Rockhopper/<bundle id>/`
    /// and, unless the process already runs in it, starts the executable again (`execve` of the
    /// file `/proc/self/exe` names, same process id, same arguments) with the container's environment, so CoreFoundation — which
    /// reads the environment when the process starts — puts `UserDefaults.standard` there
    /// (DEVIATIONS 202). `ROCKHOPPER_CONTAINER=0` turns the container off.
    @MainActor @discardableResult
    package static func enterForWindowApp() -> _AppContainer? {
        let environment = ProcessInfo.processInfo.environment
        if environment["ROCKHOPPER_CONTAINER"] == "0" { return nil }
        let identifier = defaultBundleIdentifier()
        // Started again already: the container is the one named then (XDG_DATA_HOME now points
        // inside it, so it cannot be found from there again).
        let startedInside = environment[windowContainerVariable].map { URL(fileURLWithPath: $0, isDirectory: true) }
        let root = (startedInside ?? applicationContainerURL(bundleIdentifier: identifier)).standardizedFileURL
        let container: _AppContainer
        do {
            container = try _AppContainer(url: root, bundleIdentifier: identifier, isTemporary: false, movesStandardDefaults: false)
        } catch {
            FileHandle.standardError.write(Data("Rockhopper: the app's container \(root.path) cannot be made (\(error)); running outside it.\n".utf8))
            return nil
        }
        if startedInside == nil {
            var variables = environment
            for (name, value) in container.environment { variables[name] = value }
            variables[windowContainerVariable] = container.url.path
            // X11 finds its cookie in $HOME/.Xauthority: keep the user's.
            if variables["XAUTHORITY"] == nil, let home = environment["HOME"],
               FileManager.default.fileExists(atPath: home + "/.Xauthority") {
                variables["XAUTHORITY"] = home + "/.Xauthority"
            }
            let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
            // The executable's real path (not /proc/self/exe), so the process keeps its name.
            let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
            envp.withUnsafeBufferPointer { pointer in
                _ = execve(executable, CommandLine.unsafeArgv, UnsafeMutablePointer(mutating: pointer.baseAddress))
            }
            // execve returned: it failed. Run in the container from here (the standard defaults
            // are then moved in and out of its plist, as in test hosts).
            for pointer in envp { free(pointer) }
            let fallback = (try? _AppContainer(url: root, bundleIdentifier: identifier, isTemporary: false)) ?? container
            fallback.activate()
            windowApp = fallback
            return fallback
        }
        container.activate()
        windowApp = container
        return container
    }
}
