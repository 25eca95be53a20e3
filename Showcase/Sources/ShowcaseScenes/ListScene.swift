import Foundation
import PortableUIKit

/// Lists, in a navigation controller with large titles: an `.insetGrouped` settings list (header
/// and footer titles, `.value1` cells and cells configured with `UIListContentConfiguration`),
/// then a pushed plain table of 10,000 rows with sticky section headers flicked through fast (its
/// large title collapses), then an animated batch update (three rows deleted, two
/// inserted) caught mid-animation and at rest.
@MainActor
public func listScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(
        name: "list", title: "UITableView — inset-grouped settings, 10,000 rows flicked, sticky headers, batch update",
        duration: 8.6
    ) { host in
        let root = ListSceneRoot()
        host.window.rootViewController = root
        let thousands = root.thousands
        let script = SceneScript()
        script.trace = { [thousands] in thousands.log }
        script.pictureKeyFrame = 0
        script.keyFrame(0, "insetGrouped settings list")
        script.at(0.8) { root.showThousands() }
        script.keyFrame(1.0, "the 10,000-row list slides in")
        // Three fast flicks up, each 560 pt in 0.1 s, lifted while moving.
        for start in [1.5, 2.0, 2.5] {
            script.touchPath(
                on: host.window, [(start, CGPoint(x: 200, y: 760)), (start + 0.1, CGPoint(x: 200, y: 200))],
                lift: start + 0.1, fps: fps)
        }
        script.keyFrame(1.75, "flicked: a pinned header pushed up by the next")
        script.keyFrame(7.5, "at rest after three flicks")
        script.at(7.6) { thousands.deleteAndInsertRows() }
        script.keyFrame(7.75, "batch update mid-animation: 3 rows fade out, 2 fade in")
        script.keyFrame(8.4, "batch update at rest")
        return script
    }
}
