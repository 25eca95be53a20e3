#if !canImport(UIKit)
import Foundation
import PortableUIKit

/// Arcs with hostile angles and radii: Core Graphics draws nothing sensible for them but never
/// traps; neither may PortableUIKit's arc cutting (it converts a piece count to an Int).
extension HostileCatalog {
    static let paths: [HostileCase] = HostileValues.all.flatMap { named in
        let value = CGFloat(named.value)
        return [
            HostileCase("path/arc-start-angle-\(named.name)", .tolerated) { _ in
                let path = CGMutablePath()
                path.addArc(center: .zero, radius: 10, startAngle: value, endAngle: 1, clockwise: false)
                _ = path.boundingBoxOfPath
            },
            HostileCase("path/arc-end-angle-\(named.name)", .tolerated) { _ in
                let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: value, clockwise: true)
                _ = path.bounds
            },
            HostileCase("path/arc-radius-\(named.name)", .tolerated) { _ in
                let path = UIBezierPath(
                    arcCenter: CGPoint(x: 5, y: 5), radius: value, startAngle: 1e13, endAngle: 1e13 + 6,
                    clockwise: false)
                _ = path.contains(CGPoint(x: 5, y: 5))
            },
        ]
    }
}
#endif
