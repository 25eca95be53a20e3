#if !canImport(UIKit)
import Foundation

/// Where one element of a list lies along the list's axis: its start and its extent.
struct ListSpan: Equatable {
    var origin: CGFloat
    var extent: CGFloat
    var end: CGFloat { origin + extent }

    func intersects(_ lower: CGFloat, _ upper: CGFloat) -> Bool {
        origin < upper && end > lower || (extent == 0 && origin >= lower && origin < upper)
    }
}
#endif
