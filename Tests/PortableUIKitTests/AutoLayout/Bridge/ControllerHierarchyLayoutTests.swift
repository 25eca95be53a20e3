import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

/// A child whose header and body are placed by frames in viewDidLayoutSubviews.
@MainActor
private final class FrameChild: UIViewController {
    let header = UIView(), body = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        view.addSubview(body)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        header.frame = CGRect(x: 16, y: 0, width: size.width - 32, height: 44)
        body.frame = CGRect(x: 0, y: 44, width: size.width, height: size.height - 44)
    }
}

/// The same child laid out with anchors.
@MainActor
private final class AnchoredChild: UIViewController {
    let header = UIView(), body = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [header, body] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

/// A DrawerController-like parent: the child's view fills a center container that the parent
/// slides by `offset` in its own layout.
@MainActor
private final class SlidingParent: UIViewController {
    let container = UIView()
    let child: UIViewController
    var offset: CGFloat = 0 { didSet { viewIfLoaded?.setNeedsLayout() } }
    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(container)
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        container.frame = view.bounds.offsetBy(dx: offset, dy: 0)
    }
}

@MainActor
@Suite("Auto Layout bridge: controller hierarchies (17.8, 17.15)", .isolatedRuntime)
struct ControllerHierarchyLayoutTests {
    private struct Run {
        var frames: [[CGRect]] = []
        var trace: [String] = []
        var rootFrame = CGRect.zero
    }

    private func run(_ child: UIViewController, header: UIView, body: UIView) -> Run {
        let parent = SlidingParent(child: child)
        let recorder = LifecycleRecorder()
        recorder.watch(parent, as: "P")
        recorder.watch(child, as: "C")
        let host = HeadlessHost(size: CGSize(width: 390, height: 844), rootViewController: parent)
        var result = Run()
        func snapshot() {
            result.frames.append([header, body].map { $0.convert($0.bounds, to: nil) } + [child.view.frame])
        }
        host.runUntilIdle()
        snapshot()
        parent.offset = 120
        host.runUntilIdle()
        snapshot()
        host.resize(to: CGSize(width: 700, height: 500))
        host.runUntilIdle()
        snapshot()
        parent.offset = 0
        parent.view.layoutIfNeeded()
        snapshot()
        host.window.rootViewController = nil
        host.runUntilIdle()
        result.trace = recorder.trace
        result.rootFrame = parent.view.frame
        return result
    }

    @Test(
        "17.15 a child controller laid out with anchors inside a sliding container lays out exactly like the frame version, with the same appearance trace"
    )
    func anchorsMatchFrames() {
        let frameChild = FrameChild()
        let framed = run(frameChild, header: frameChild.header, body: frameChild.body)
        let anchoredChild = AnchoredChild()
        let anchored = run(anchoredChild, header: anchoredChild.header, body: anchoredChild.body)
        #expect(anchored.frames == framed.frames)
        #expect(anchored.trace == framed.trace)
        #expect(!framed.trace.isEmpty)
        #expect(framed.frames[0][0] == CGRect(x: 16, y: 0, width: 358, height: 44))
        #expect(framed.frames[1][0].minX == 136)
        #expect(anchored.rootFrame == framed.rootFrame)
        #expect(!anchoredChild.header.hasAmbiguousLayout && !anchoredChild.body.hasAmbiguousLayout)
    }

    @Test("17.8 the window's and a root view's frames stay owner-set while their subviews are constrained to them")
    func ownersKeepFrames() {
        let child = AnchoredChild()
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: child)
        host.runUntilIdle()
        #expect(host.window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(child.view.frame == host.window.bounds)
        #expect(child.body.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        host.resize(to: CGSize(width: 480, height: 320))
        host.runUntilIdle()
        #expect(child.view.frame == host.window.bounds)
        #expect(child.body.frame == CGRect(x: 0, y: 44, width: 480, height: 276))
    }
}
