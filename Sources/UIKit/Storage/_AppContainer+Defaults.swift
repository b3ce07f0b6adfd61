import Foundation

// `UserDefaults.standard` in the app's container: `Library/Preferences/<bundle id>.plist`.
//
// In a window app, CoreFoundation writes the standard defaults there itself (the process started
// with the container's `XDG_CONFIG_HOME`; DEVIATIONS 202) and UIKit only synchronizes when the
// app goes to the background or terminates (DEVIATIONS 205). In a test host the process's
// preferences stay where the process started, so the container moves the standard defaults'
// contents in (`loadStandardDefaults`, when it becomes current) and out
// (`saveStandardDefaults`, when another becomes current, when it ends, at background and
// terminate) — DEVIATIONS 204.
extension _AppContainer {
    /// The name CoreFoundation files the standard defaults under: the main bundle's identifier,
    /// else the process's name.
    static var standardDefaultsDomainName: String {
        Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    /// What `UserDefaults.standard` holds in the app's persistent domain, after writing pending
    /// changes (corelibs reports the domain as it is on disk).
    static func standardDefaultsOnDisk() -> [String: Any] {
        let defaults = UserDefaults.standard
        defaults.synchronize()
        return defaults.persistentDomain(forName: standardDefaultsDomainName) ?? [:]
    }

    /// Replaces what `UserDefaults.standard` holds in the app's domain by `values`, key by key
    /// (corelibs' `setPersistentDomain(_:forName:)` for the app's own domain does not reach the
    /// standard object's view of it).
    static func replaceStandardDefaults(with values: [String: Any]) {
        let defaults = UserDefaults.standard
        for key in standardDefaultsOnDisk().keys where values[key] == nil {
            defaults.removeObject(forKey: key)
        }
        for (key, value) in values { defaults.set(value, forKey: key) }
        defaults.synchronize()
    }

    /// Reads the container's `Library/Preferences/<bundle id>.plist` into `UserDefaults.standard`
    /// (empty when missing; when unreadable the file is left as it is, logged, and the defaults
    /// start empty).
    func loadStandardDefaults() {
        var values: [String: Any] = [:]
        if FileManager.default.fileExists(atPath: preferencesFileURL.path) {
            do {
                let data = try Data(contentsOf: preferencesFileURL)
                if let read = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
                    values = read
                }
            } catch {
                _AppContainer.log("The preferences in \(preferencesFileURL.path) cannot be read (\(error)); the app's user defaults start empty and the file is left as it is.")
            }
        }
        _AppContainer.replaceStandardDefaults(with: values)
    }

    /// Writes `UserDefaults.standard`'s app domain into `Library/Preferences/<bundle id>.plist`
    /// (atomically: a failed write leaves the old file). Returns whether it was written.
    @discardableResult
    package func saveStandardDefaults() -> Bool {
        guard movesStandardDefaults else { return UserDefaults.standard.synchronize() }
        let values = _AppContainer.standardDefaultsOnDisk()
        do {
            let data = try PropertyListSerialization.data(fromPropertyList: values, format: .binary, options: 0)
            try data.write(to: preferencesFileURL, options: .atomic)
            return true
        } catch {
            _AppContainer.log("The app's user defaults could not be saved to \(preferencesFileURL.path): \(error)")
            return false
        }
    }

    /// The app went to the background or is terminating: its defaults are written, as iOS does
    /// without being asked. Called by UIKit's lifecycle (`UIApplication+Lifecycle.swift`).
    @MainActor package static func applicationDidSuspend() {
        if let container = current {
            container.saveStandardDefaults()
        } else {
            UserDefaults.standard.synchronize()
        }
        logPendingWarnings()
    }
}
