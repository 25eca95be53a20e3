#if !canImport(UIKit)
import Foundation
import PortableUIKit
import ContainmentTesting

extension HostileWorld {
    /// One finger's stroke through `points`, a frame apart: down at the first, moved to each
    /// one between, lifted at the last (hostile cases put NaN or infinite points anywhere in it).
    func stroke(_ points: CGPoint...) {
        guard let first = points.first, points.count >= 2 else { return }
        host.touchDown(at: first)
        for point in points.dropFirst().dropLast() {
            host.advance(by: 1.0 / 60)
            host.touchMove(to: point)
        }
        host.advance(by: 1.0 / 60)
        host.touchUp(at: points[points.count - 1])
    }
}
#endif
