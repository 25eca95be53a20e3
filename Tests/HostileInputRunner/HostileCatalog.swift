#if !canImport(UIKit)
import Foundation

/// Every hostile case, by category. Each category lives in its own file under `Cases/` as an
/// extension of ``HostileCatalog`` with a `static let <category>: [HostileCase]`, listed here.
enum HostileCatalog {
    static var all: [HostileCase] {
        [
            geometry,
            navigation,
            tabBar,
            transitionContainer,
            drawer,
            paging,
            stickyHeader,
            tabStrip,
            controllers,
            touches,
            lists,
            spring,
            conversion,
            animator,
            layerCycle,
            host,
            keyframes,
            paths,
            presentation,
            sizeTransitions,
            sheets,
            pageView,
            bars,
            autoLayout,
            stackView,
            shapeLayers,
            transactions,
            explicitAnimations,
            transitionAndValueFunction,
            drawing,
            drawingShadow,
            valueControls,
            visualEffects,
            gestures,
            textInput,
            splitView,
        ].flatMap { $0 }
    }
}
#endif
