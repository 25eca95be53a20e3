import Foundation
import Testing
@_spi(Testing) import PortableUIKit
@testable import Containment
import ContainmentTesting

/// A ``TabStrip`` 44 points high at y = 100 in a HeadlessHost window, counting its
/// `.valueChanged` actions.
@MainActor
final class TabStripFixture {
    let host: HeadlessHost
    let strip: TabStrip
    let root = UIViewController()
    /// `.valueChanged` actions sent so far, with the selection each saw.
    var changes: [Int] = []

    init(
        titles: [String] = ["All", "Replies", "Media"], width: CGFloat = 390,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        host = HeadlessHost(
            size: CGSize(width: width, height: 844), layoutDirection: layoutDirection, rootViewController: root)
        strip = TabStrip(titles: titles)
        strip.frame = CGRect(x: 0, y: 100, width: width, height: 44)
        root.view.addSubview(strip)
        strip.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.changes.append(self.strip.selectedIndex)
            }, for: .valueChanged)
        host.runUntilIdle()
    }

    /// The width of tab `index`'s title as the strip measures it.
    func titleWidth(_ index: Int) -> CGFloat {
        strip.tabs[index].intrinsicContentSize.width.rounded(.up)
    }

    /// The centre of tab `index`, in window coordinates.
    func centerOfTab(_ index: Int) -> CGPoint {
        let frame = strip.frameForTab(at: index)
        return strip.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
    }

    /// Taps tab `index` and lets the tap's action run.
    func tapTab(_ index: Int) {
        host.tap(at: centerOfTab(index))
    }

    /// The RGBA components of tab `index`'s title colour.
    func titleRGBA(_ index: Int) -> [CGFloat] {
        let (r, g, b, a) = TitleColorBlend.components(of: strip.tabs[index].textColor)
        return [r, g, b, a]
    }
}

/// Whether two numbers agree to within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
