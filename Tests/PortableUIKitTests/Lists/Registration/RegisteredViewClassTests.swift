import ContainmentTestTraits
import Foundation
import Testing
@testable import PortableUIKit

@MainActor
private final class CountingView: UIView {
    static var initialisedFrames: [CGRect] = []
    static var deinitCount = 0
    let marker: String

    override init(frame: CGRect) {
        marker = "initialised by the override " + String(repeating: "x", count: 40)
        super.init(frame: frame)
        Self.initialisedFrames.append(frame)
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit { Self.deinitCount += 1 }
}

@MainActor
private class BaseWithState: UIView {
    var depth = 1
}

@MainActor
private final class InheritsFrameInitializer: BaseWithState {
    var extra = [1, 2, 3]
}

@Suite("Registered view classes", .isolatedRuntime)
@MainActor
struct RegisteredViewClassTests {
    @Test("L1.1 a registered class is created through its own init(frame:) override, as UIKit's alloc/initWithFrame:")
    func createsThroughTheOverride() {
        CountingView.initialisedFrames = []
        let frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        let view = RegisteredViewClass.makeView(of: CountingView.self, frame: frame)
        #expect(type(of: view) == CountingView.self)
        #expect((view as? CountingView)?.marker.hasPrefix("initialised by the override") == true)
        #expect(CountingView.initialisedFrames == [frame])
        #expect(view.frame == frame)
    }

    @Test("L1.1 a class that inherits init(frame:) gets its stored properties' initial values")
    func inheritedInitializerInitialisesStoredProperties() {
        let view = RegisteredViewClass.makeView(of: InheritsFrameInitializer.self, frame: .zero)
        let made = view as? InheritsFrameInitializer
        #expect(made?.depth == 1)
        #expect(made?.extra == [1, 2, 3])
    }

    @Test("L1.1 views created from a class are released like any other (no extra retain)")
    func createdViewsAreReleased() {
        CountingView.deinitCount = 0
        weak var weakView: UIView?
        for _ in 0..<1_000 {
            let view = RegisteredViewClass.makeView(of: CountingView.self, frame: .zero)
            weakView = view
        }
        #expect(weakView == nil)
        #expect(CountingView.deinitCount == 1_000)
    }
}
