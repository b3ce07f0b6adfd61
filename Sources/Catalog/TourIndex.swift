import CatalogScenarios
import Foundation

/// `catalog-screens/index.html`: the tour's pictures on one page. First the Catalog app's own
/// steps, then per tab and section (`CatalogSection`) each scenario: its title, its explanation
/// in Chinese and English, its picture opened in the Catalog, and per step of its run the step's
/// title, its pictures (filmstrips full width) and its log. Paths are relative to the page.
@MainActor struct TourIndex {
    struct Picture {
        /// The PNG's file name in `catalog-screens/`.
        var file: String
        var isFilmstrip: Bool
    }

    struct Step {
        var number: Int
        var title: String
        var lines: [String] = []
        var pictures: [Picture] = []
    }

    struct Entry {
        var scenario: any CatalogScenario.Type
        var steps: [Step]
        var failures: Int
    }

    /// The app's own steps.
    var app: [Step]
    /// The entries in the order the tour ran them.
    var entries: [Entry]

    init(app: [Step], entries: [Entry]) {
        self.app = app
        self.entries = entries
    }

    func html() -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="zh-Hans">
        <head>
        <meta charset="utf-8">
        <title>Rockhopper Catalog — the headless tour</title>
        <style>
        body { font: 15px/1.45 -apple-system, "Helvetica Neue", "Noto Sans CJK SC", sans-serif; margin: 2em auto; max-width: 1200px; padding: 0 1em; color: #1c1c1e; }
        h2 { border-bottom: 1px solid #c6c6c8; padding-bottom: .2em; margin-top: 2em; }
        h3 { color: #3c3c43; margin-top: 1.6em; }
        section.scenario { background: #f2f2f7; border-radius: 12px; padding: .8em 1.2em; margin: 1em 0; }
        p.zh { margin-bottom: .2em; } p.en { color: #3c3c43; margin-top: .2em; }
        img.screen { width: 280px; border: 1px solid #c6c6c8; border-radius: 8px; margin: .3em .6em .3em 0; vertical-align: top; }
        img.filmstrip { width: 100%; border: 1px solid #c6c6c8; margin: .3em 0; }
        .step { margin: .6em 0; }
        .failed { color: #ff3b30; }
        pre { white-space: pre-wrap; font-size: 12px; background: #fff; padding: .6em; border-radius: 6px; }
        </style>
        </head>
        <body>
        <h1>Rockhopper Catalog — the headless tour</h1>
        <p>Every screen of the Catalog driven headlessly by <code>make demo</code> (<code>UITestHost</code>, virtual clock,
        synthetic touches). Filmstrips show six evenly spaced frames of a transition or gesture, left to right.</p>
        <p><a href="#app">The Catalog app</a> · <a href="#tutorials">教程 · Tutorials</a> · <a href="#components">组件 · Components</a></p>

        """
        out += "<h2 id=\"app\">The Catalog app</h2>\n"
        for step in app { out += html(of: step, hidingPicturesWithPrefix: "catalog-", keepingAll: !step.title.hasPrefix("Every scenario")) }
        for (tab, anchor) in [(CatalogSection.Tab.tutorials, "tutorials"), (.components, "components")] {
            out += "<h2 id=\"\(anchor)\">\(escape(tab.title))</h2>\n"
            let sections = CatalogSection.allCases.filter { $0.tab == tab }
            var any = false
            for section in sections {
                let listed = entries.filter { $0.scenario.section == section }
                guard !listed.isEmpty else { continue }
                any = true
                out += "<h3>\(escape(section.title))</h3>\n"
                for entry in listed { out += html(of: entry) }
            }
            if !any { out += "<p>暂无 · Nothing here yet.</p>\n" }
        }
        out += "</body>\n</html>\n"
        return out
    }

    private func html(of entry: Entry) -> String {
        let scenario = entry.scenario
        var out = "<section class=\"scenario\">\n<h4>\(escape(scenario.title))</h4>\n"
        if entry.failures > 0 {
            out += "<p class=\"failed\">\(entry.failures) expectation(s) did not hold.</p>\n"
        }
        out += "<p class=\"zh\" lang=\"zh-Hans\">\(escape(scenario.explanation.chinese))</p>\n"
        out += "<p class=\"en\" lang=\"en\">\(escape(scenario.explanation.english))</p>\n"
        let inCatalog = CatalogAppTour.screenPicture(of: scenario) + ".png"
        out += "<p><img class=\"screen\" src=\"\(escape(inCatalog))\" alt=\"\(escape(scenario.title)) in the Catalog\"></p>\n"
        for step in entry.steps { out += html(of: step, hidingPicturesWithPrefix: nil, keepingAll: true) }
        return out + "</section>\n"
    }

    /// A step: its title, its pictures (side by side, filmstrips full width) and its log.
    /// Pictures whose name has `prefix` are left out unless `keepingAll` (the scenarios opened in
    /// the app are shown with their scenarios instead).
    private func html(of step: Step, hidingPicturesWithPrefix prefix: String?, keepingAll: Bool) -> String {
        var out = "<div class=\"step\">\n"
        if !step.title.isEmpty { out += "<h5>\(step.number). \(escape(step.title))</h5>\n" }
        let pictures = step.pictures.filter { picture in
            keepingAll || prefix.map { !picture.file.hasPrefix($0) } ?? true
        }
        let screens = pictures.filter { !$0.isFilmstrip }, strips = pictures.filter { $0.isFilmstrip }
        if !screens.isEmpty {
            out += "<p>" + screens.map { "<img class=\"screen\" src=\"\(escape($0.file))\" alt=\"\(escape($0.file))\">" }.joined() + "</p>\n"
        }
        for strip in strips {
            out += "<p><img class=\"filmstrip\" src=\"\(escape(strip.file))\" alt=\"\(escape(strip.file))\"></p>\n"
        }
        if !step.lines.isEmpty {
            out += "<details><summary>Log (\(step.lines.count) lines)</summary><pre>"
                + step.lines.map(escape).joined(separator: "\n") + "</pre></details>\n"
        }
        return out + "</div>\n"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
