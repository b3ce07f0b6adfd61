import UIKit

/// Seed 000's contacts app (通讯录) as an app of its own: a navigation controller whose root is
/// the login screen, the contacts kept in `Documents/contacts.sqlite` (a `ContactStore`) and the
/// login's account, password and switches in `UserDefaults.standard`. When auto login was on, the
/// relaunched app goes straight to the list.
///
/// `UITestHost(launching: ContactsAppDelegate.self, container: .named(…))` launches it in a
/// sandbox that a later launch finds again (`ContactsAppTests`).
public final class ContactsAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?
    /// The app's contacts; nil when the database could not be opened (an alert says why).
    public private(set) var store: ContactStore?
    /// The error opening the database gave, if it failed.
    public private(set) var storeError: Error?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        do {
            store = try ContactStore()
        } catch {
            storeError = error
        }
        let login = ContactsLoginViewController(store: store ?? (try? ContactStore(inMemory: [])), defaults: .standard)
        let navigation = UINavigationController(rootViewController: login)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        if let storeError {
            let alert = UIAlertController(title: "无法打开通讯录 Cannot open the contacts",
                                          message: "\(storeError)", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "好 OK", style: .default))
            navigation.present(alert, animated: false)
        } else {
            login.logInAutomaticallyIfAsked()
        }
        return true
    }

    public func applicationDidEnterBackground(_ application: UIApplication) {
        Self.saveState()
    }

    public func applicationWillTerminate(_ application: UIApplication) {
        Self.saveState()
        try? store?.close()
        store = nil
    }

    /// What the contacts app saves when it leaves the screen: the defaults to their file (the
    /// store writes each change at once, so nothing of it is pending). The Catalog app calls it
    /// too.
    public static func saveState() {
        UserDefaults.standard.synchronize()
    }
}
