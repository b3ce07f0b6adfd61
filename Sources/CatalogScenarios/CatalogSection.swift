/// Where a Catalog screen is listed: under "教程 · Tutorials", grouped by the seed tutorial it
/// comes from, or under "组件 · Components", grouped by kind of API.
public enum CatalogSection: String, CaseIterable, Hashable, Sendable {
    /// Seed 000: multiple controllers, the lifecycle, touches and the responder chain, gestures,
    /// the drawer, the contacts app, passing data back, storage.
    case seed000 = "000"
    /// Seed 001: the Snapchat-style container.
    case seed001 = "001"
    /// Seed 002: UIScrollView explained through `bounds`.
    case seed002 = "002"
    /// Seed 003: custom and interactive view-controller transitions, a custom container.
    case seed003 = "003"
    /// Seed 004: the seven gesture recognizers and `CGAffineTransform`.
    case seed004 = "004"
    /// Controls: buttons, switches, sliders, steppers, segmented controls, text input, pickers…
    case controls
    /// Lists: table views, collection views, diffable data sources, refresh controls.
    case lists
    /// Animations: `UIView.animate`, springs, keyframes, transitions, property animators.
    case animations

    /// The two tabs of the Catalog.
    public enum Tab: Sendable {
        case tutorials, components
        /// The tab's title, as the tab bar shows it.
        public var title: String {
            switch self {
            case .tutorials: "教程 · Tutorials"
            case .components: "组件 · Components"
            }
        }
    }

    /// The tab the section is listed under.
    public var tab: Tab {
        switch self {
        case .seed000, .seed001, .seed002, .seed003, .seed004: .tutorials
        case .controls, .lists, .animations: .components
        }
    }

    /// The seed tutorial's number ("000" … "004"), or nil for a component section.
    public var seed: String? { tab == .tutorials ? rawValue : nil }

    /// The section's header in the Catalog's table.
    public var title: String {
        switch self {
        case .seed000: "000 · 多控制器、触摸、手势、通讯录、存储 · Controllers, touches, gestures, contacts, storage"
        case .seed001: "001 · Snapchat 式容器 · A Snapchat-style container"
        case .seed002: "002 · 从 bounds 理解 UIScrollView · UIScrollView through bounds"
        case .seed003: "003 · 控制器转场 · View-controller transitions"
        case .seed004: "004 · 七种手势与仿射变换 · Seven gestures and transforms"
        case .controls: "控件 · Controls"
        case .lists: "列表 · Lists"
        case .animations: "动画 · Animations"
        }
    }
}
