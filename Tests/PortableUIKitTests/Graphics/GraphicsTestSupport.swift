import Foundation

/// Test-only comparisons with a tolerance, for values that go through `cos`, `sin` or `tan`.
func isApproximatelyEqual(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Both coordinates within `tolerance`.
func isApproximatelyEqual(_ p: CGPoint, _ q: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isApproximatelyEqual(p.x, q.x, tolerance: tolerance) && isApproximatelyEqual(p.y, q.y, tolerance: tolerance)
}

/// Origin and size within `tolerance`.
func isApproximatelyEqual(_ r: CGRect, _ s: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isApproximatelyEqual(r.origin, s.origin, tolerance: tolerance)
        && isApproximatelyEqual(r.width, s.width, tolerance: tolerance)
        && isApproximatelyEqual(r.height, s.height, tolerance: tolerance)
}
