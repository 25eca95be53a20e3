import Foundation
import PortableUIKit
import ContainmentTesting

/// Logs a scroll view's delegate calls for the trace; runs of `didScroll` count as one line.
@MainActor
final class ScrollTraceDelegate: NSObject, UIScrollViewDelegate {
    private(set) var lines: [String] = []
    private var scrolls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("scrollViewWillBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log(
            String(
                format: "scrollViewWillEndDragging velocity %.2f pt/ms, target y %.1f",
                Double(velocity.y), Double(targetContentOffset.pointee.y)))
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("scrollViewDidEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("scrollViewWillBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log(String(format: "scrollViewDidEndDecelerating at y %.1f", Double(scrollView.contentOffset.y)))
    }

    private func log(_ line: String) {
        if scrolls > 0 { lines.append("scrollViewDidScroll ×\(scrolls)") }
        scrolls = 0
        lines.append(line)
    }
}

/// A list of shadowed cards in a scroll view: a flick decelerates at 0.998 per ms, a pull past
/// the top rubber-bands and springs back.
@MainActor
public func scrollScene(fps: Double) -> ShowcaseScene {
    ShowcaseScene(name: "scroll", title: "UIScrollView — flick, deceleration, rubber band and bounce", duration: 4.5) {
        host in
        let scrollView = UIScrollView(frame: host.window.bounds)
        scrollView.backgroundColor = .systemGroupedBackground
        let colors: [UIColor] = [.systemIndigo, .systemOrange, .systemTeal, .systemPink, .systemGreen]
        let cardHeight: CGFloat = 120, gap: CGFloat = 20
        for index in 0..<24 {
            let card = UIView(
                frame: CGRect(x: 20, y: gap + CGFloat(index) * (cardHeight + gap), width: 350, height: cardHeight))
            card.backgroundColor = colors[index % colors.count]
            card.layer.cornerRadius = 18
            card.layer.cornerCurve = .continuous
            card.layer.shadowOpacity = 0.25
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            let label = UILabel(frame: card.bounds.insetBy(dx: 20, dy: 0))
            label.text = "Card \(index + 1)"
            label.font = .systemFont(ofSize: 24, weight: .semibold)
            label.textColor = .white
            card.addSubview(label)
            scrollView.addSubview(card)
        }
        scrollView.contentSize = CGSize(width: 390, height: gap + 24 * (cardHeight + gap))
        let delegate = ScrollTraceDelegate()
        scrollView.delegate = delegate
        host.window.addSubview(scrollView)
        let script = SceneScript()
        script.trace = { [delegate] in delegate.lines }
        script.keyFrame(0, "at rest")
        script.drag(
            on: host.window, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 450), at: 0.2,
            duration: 0.2, fps: fps)
        script.keyFrame(0.6, "decelerating after a flick")
        script.keyFrame(2.0, "coming to rest")
        script.at(2.4) { scrollView.setContentOffset(.zero, animated: true) }
        script.drag(
            on: host.window, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 500), at: 3.0,
            duration: 0.4, fps: fps)
        script.keyFrame(3.4, "pulled past the top: rubber band")
        script.keyFrame(4.4, "sprung back")
        return script
    }
}
