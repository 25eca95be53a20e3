import ContainmentTestTraits
import ContainmentTesting
import Foundation
import Testing

@_spi(Rendering) @testable import PortableUIKit

@Suite(.isolatedRuntime)
@MainActor
struct SnapshotViewTests {
    /// A red 100×50 view holding a blue 20×10 child at (5, 5) and a label, in a window.
    private func scene() -> (HeadlessHost, UIView, UIView, UILabel) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        container.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 10))
        child.backgroundColor = .blue
        let label = UILabel(frame: CGRect(x: 40, y: 0, width: 60, height: 20))
        label.text = "Hello"
        container.addSubview(child)
        container.addSubview(label)
        host.window.addSubview(container)
        host.runUntilIdle()
        return (host, container, child, label)
    }

    /// The fills the snapshot's image recorded: the bounding box of each path and its colour.
    private func fills(of snapshot: UIView?) -> [(CGRect, CGColor)] {
        guard let image = (snapshot as? UIImageView)?.image, case .drawing(let list, _) = image.content else {
            Issue.record("the snapshot shows no recorded image")
            return []
        }
        return list.commands.compactMap { command in
            guard case .fill(let path, _, let paint) = command else { return nil }
            return (CGPath(elements: path).boundingBoxOfPath, paint.color)
        }
    }

    private func texts(of snapshot: UIView?) -> [String] {
        guard let image = (snapshot as? UIImageView)?.image, case .drawing(let list, _) = image.content else {
            return []
        }
        return list.commands.compactMap { command in
            guard case .text(let text, _, _) = command else { return nil }
            return text.runs.map(\.text).joined()
        }
    }

    @Test("20.44 a snapshot is a new view of the receiver's size showing its layers as they are")
    func snapshotShowsTheHierarchy() {
        let (host, container, _, _) = scene()
        defer { withExtendedLifetime(host) {} }
        let snapshot = container.snapshotView(afterScreenUpdates: false)
        #expect(snapshot != nil)
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(snapshot?.superview == nil)
        let recorded = fills(of: snapshot)
        #expect(
            recorded.map(\.0) == [
                CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 5, y: 5, width: 20, height: 10),
            ])
        #expect(recorded.map(\.1) == [UIColor.red.cgColor, UIColor.blue.cgColor])
        #expect(texts(of: snapshot) == ["Hello"])
    }

    @Test("20.44 a snapshot keeps what it showed when the receiver changes afterwards")
    func snapshotDoesNotTrackChanges() {
        let (host, container, child, label) = scene()
        let snapshot = container.snapshotView(afterScreenUpdates: false)
        container.backgroundColor = .green
        child.frame.origin = CGPoint(x: 50, y: 30)
        label.text = "Changed"
        host.runUntilIdle()
        let recorded = fills(of: snapshot)
        #expect(
            recorded.map(\.0) == [
                CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 5, y: 5, width: 20, height: 10),
            ])
        #expect(recorded.map(\.1) == [UIColor.red.cgColor, UIColor.blue.cgColor])
        #expect(texts(of: snapshot) == ["Hello"])
        // A new snapshot shows the new state; hidden views are left out.
        child.isHidden = true
        let later = container.snapshotView(afterScreenUpdates: true)
        #expect(fills(of: later).map(\.1) == [UIColor.green.cgColor])
        #expect(texts(of: later) == ["Changed"])
    }

    @Test("20.44 a view that is not on screen gives a snapshot with no visible content")
    func offScreenView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        let snapshot = view.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.frame.size == CGSize(width: 40, height: 40))
        #expect(fills(of: snapshot).isEmpty)
    }

    @Test("20.45 a resizable snapshot shows the part of the receiver inside the rectangle")
    func resizableSnapshot() {
        let (host, container, _, _) = scene()
        defer { withExtendedLifetime(host) {} }
        let snapshot = container.resizableSnapshotView(
            from: CGRect(x: 0, y: 0, width: 30, height: 20), afterScreenUpdates: false,
            withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        guard let image = (snapshot as? UIImageView)?.image, case .drawing(_, let bounds) = image.content else {
            Issue.record("no recorded image")
            return
        }
        #expect(bounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(image.size == CGSize(width: 30, height: 20))
    }
}
