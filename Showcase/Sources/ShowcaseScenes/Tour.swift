import Foundation

/// The scenes of the tour, in order.
@MainActor
public func allScenes(fps: Double) -> [ShowcaseScene] {
    [
        seedSwitchScene(fps: fps), seedLayoutScene(fps: fps), transitionContainerScene(fps: fps), drawerScene(fps: fps),
        pagerScene(fps: fps), scrollScene(fps: fps), listScene(fps: fps),
        profileScene(fps: fps), tabsScene(fps: fps), formScene(fps: fps),
    ]
}

/// The scene names, for the command line.
public let sceneNamesInTour = [
    "switch", "layout", "transition", "drawer", "pager", "scroll", "list", "profile", "tabs", "form",
]
