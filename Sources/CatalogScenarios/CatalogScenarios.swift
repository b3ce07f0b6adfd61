/// Every scenario of the Catalog, in the order the Catalog lists and the headless tour runs them.
/// A new scenario is added here, and the smoke tests then run it too.
@MainActor public enum CatalogScenarios {
    public static let all: [any CatalogScenario.Type] = [
        ResponderChainScenario.self,
        DrawerMenuScenario.self,
        TapVersusDoubleTapScenario.self,
        ScrollViewFlingScenario.self,
        ContactsScenario.self,
        ViewsAndTransformsScenario.self,
        ContactsFlingScenario.self,
        PhotoGridScenario.self,
        NavigationStackScenario.self,
        TabBarScenario.self,
        ContactsLoginScenario.self,
        ModalLoginScenario.self,
        AlertScenario.self,
        SnapchatContainerScenario.self,
        CustomTransitionsScenario.self,
        CustomContainerScenario.self,
        // Seed tutorials
        LifecycleScenario.self,
        TouchDragScenario.self,
        GestureDelegateScenario.self,
        CustomScrollViewScenario.self,
        ScrollViewPropertiesScenario.self,
        TransitionCoordinatorScenario.self,
        SevenGesturesScenario.self,
        // Components
        ButtonsScenario.self,
        ValueControlsScenario.self,
        TextInputScenario.self,
        TableViewComponentsScenario.self,
        DiffableListScenario.self,
        ViewAnimationsScenario.self,
        PropertyAnimatorScenario.self,
        // Contacts and storage (seed 000)
        ContactsAppScenario.self,
        SandboxStorageScenario.self,
        PlistStorageScenario.self,
        UserDefaultsStorageScenario.self,
        KeyedArchiverStorageScenario.self,
        SQLiteStorageScenario.self,
    ]
}

extension CatalogScenarios {
    /// The scenario whose title, or type name without "Scenario", is `name` (case-insensitive;
    /// `make demo SCENARIO=Contacts` or `--scenario contacts`), else nil.
    public static func named(_ name: String) -> (any CatalogScenario.Type)? {
        let wanted = name.lowercased()
        return all.first { $0.title.lowercased() == wanted }
            ?? all.first { "\($0)".lowercased() == wanted || "\($0)".lowercased() == wanted + "scenario" }
    }
}
