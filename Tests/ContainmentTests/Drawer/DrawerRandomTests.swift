import Foundation
import Testing
@_spi(Testing) import PortableUIKit
import Containment
import ContainmentTesting
import ContainmentTestTraits

/// Random sequences of opens, closes, toggles, pans (held, moved, released), bounces, center
/// and drawer swaps, resizes, policy switches, window hiding and ticks against a drawer in a
/// window. After every step the hierarchy rules hold; when settled, the center sits at the open
/// side's offset, only the open drawer shows, every child's appearance matches what shows, and
/// nothing reported misuse. Replay one seed with `DRAWER_SEED=<n>`.
@MainActor
@Suite("DrawerController random sequences", .isolatedRuntime)
struct DrawerRandomTests {
    private enum Step: CustomStringConvertible {
        case open(DrawerSide, animated: Bool), close(animated: Bool), toggle(DrawerSide)
        case panBegin(x: CGFloat, dx: CGFloat), panMove(dx: CGFloat), panEnd
        case bounce(DrawerSide), swapCenter(full: Bool), swapDrawer(DrawerSide), width(DrawerSide, CGFloat)
        case tick(TimeInterval), resize(CGSize), policy, hideWindow(Bool), settle

        var description: String {
            switch self {
            case let .open(side, animated): "open(\(side), \(animated))"
            case let .close(animated): "close(\(animated))"
            case let .toggle(side): "toggle(\(side))"
            case let .panBegin(x, dx): "panBegin(x: \(x), dx: \(dx))"
            case let .panMove(dx): "panMove(\(dx))"
            case .panEnd: "panEnd"
            case let .bounce(side): "bounce(\(side))"
            case let .swapCenter(full): "swapCenter(full: \(full))"
            case let .swapDrawer(side): "swapDrawer(\(side))"
            case let .width(side, width): "width(\(side), \(width))"
            case let .tick(seconds): "tick(\(seconds))"
            case let .resize(size): "resize(\(size.width)×\(size.height))"
            case .policy: "policy"
            case let .hideWindow(hidden): "hideWindow(\(hidden))"
            case .settle: "settle"
            }
        }
    }

    private static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SeededRandomNumberGenerator(seed: seed)
        let side = { (random: inout SeededRandomNumberGenerator) in random.chance(1, in: 2) ? DrawerSide.left : .right }
        return (0..<count).map { _ in
            switch random.below(16) {
            case 0: return .open(side(&random), animated: random.chance(3, in: 4))
            case 1: return .close(animated: random.chance(3, in: 4))
            case 2: return .toggle(side(&random))
            case 3, 4: return .panBegin(x: [5, 100, 195, 300, 385][random.below(5)], dx: random.chance(1, in: 2) ? -40 : 40)
            case 5, 6: return .panMove(dx: CGFloat(random.below(601)) - 300)
            case 7: return .panEnd
            case 8: return .bounce(side(&random))
            case 9: return random.chance(1, in: 2) ? .swapCenter(full: random.chance(1, in: 2)) : .swapDrawer(side(&random))
            case 10: return .width(side(&random), [120, 280, 500][random.below(3)])
            case 11, 12: return .tick([0.016, 0.05, 0.1, 0.3][random.below(4)])
            case 13:
                return random.chance(1, in: 2)
                    ? .resize(random.chance(1, in: 2) ? CGSize(width: 390, height: 844) : CGSize(width: 700, height: 390))
                    : .policy
            case 14: return .hideWindow(random.chance(1, in: 2))
            default: return .settle
            }
        }
    }

    @Test("open / close / pan / bounce / swap / resize / tick sequences keep containment and appearance exact")
    func randomSequences() {
        let seeds: [UInt64] = ProcessInfo.processInfo.environment["DRAWER_SEED"].flatMap { UInt64($0) }.map { [$0] }
            ?? Array(0xD0_0000..<0xD0_0000 + 400)
        for seed in seeds { run(seed: seed) }
    }

    private func run(seed: UInt64) {
        let steps = Self.steps(seed: seed, count: 30)
        let f = DrawerFixture()
        f.recorder.attach(to: f.drawer)
        f.drawer.visualState = [.none, .slide, .slideAndScale, .swingingDoor][Int(seed % 4)]
        f.drawer.drawerDampingFactor = seed % 3 == 0 ? 0.6 : 1
        var finger: CGPoint?
        var executed: [String] = []
        let lift = {
            if let point = finger { f.host.touchUp(at: point) }
            finger = nil
        }
        var diagnostics: [String] = []
        for step in steps {
            executed.append(step.description)
            if ProcessInfo.processInfo.environment["DRAWER_TRACE"] != nil { print("---", step) }
            let found = ContainmentDiagnostics.collecting {
                switch step {
                case let .open(side, animated): f.drawer.openDrawerSide(side, animated: animated, completion: nil)
                case let .close(animated): f.drawer.closeDrawer(animated: animated, completion: nil)
                case let .toggle(side): f.drawer.toggleDrawerSide(side, animated: true, completion: nil)
                case let .panBegin(x, dx):
                    lift()
                    let start = CGPoint(x: x, y: 400)
                    f.host.touchDown(at: start)
                    let end = CGPoint(x: x + dx, y: 400)
                    f.host.moveTouch(from: start, to: end, duration: 0.05, steps: 3)
                    finger = end
                case let .panMove(dx):
                    guard let from = finger else { break }
                    let to = CGPoint(x: from.x + dx, y: from.y)
                    f.host.moveTouch(from: from, to: to, duration: 0.1, steps: 4)
                    finger = to
                case .panEnd: lift()
                case let .bounce(side): f.drawer.bouncePreview(for: side, distance: 40, completion: nil)
                case let .swapCenter(full):
                    if full {
                        f.drawer.setCenter(UIViewController(), withFullCloseAnimation: true, completion: nil)
                    } else {
                        f.drawer.setCenter(UIViewController(), withCloseAnimation: true, completion: nil)
                    }
                case let .swapDrawer(side): f.drawer.setDrawerViewController(UIViewController(), for: side)
                case let .width(side, width):
                    if side == .left {
                        f.drawer.setMaximumLeftDrawerWidth(width, animated: true, completion: nil)
                    } else {
                        f.drawer.setMaximumRightDrawerWidth(width, animated: true, completion: nil)
                    }
                case let .tick(seconds): f.host.advance(by: seconds)
                case let .resize(size): f.host.resize(to: size)
                case .policy:
                    f.drawer.centerAppearancePolicy = f.drawer.centerAppearancePolicy == .staysAppeared ? .disappearsWhenCovered : .staysAppeared
                case let .hideWindow(hidden): f.host.window.isHidden = hidden
                case .settle:
                    lift()
                    f.host.runUntilIdle()
                }
            }.diagnostics
            diagnostics += found.map { "step \(executed.count - 1): \($0)" }
            let violations = HierarchyValidator.violations(in: f.host.window, settled: false, recorder: f.recorder)
            #expect(violations.isEmpty, "seed \(seed) after \(executed): \(violations)")
            if !violations.isEmpty { return }
        }
        diagnostics += ContainmentDiagnostics.collecting {
            lift()
            f.host.window.isHidden = false
            f.host.runUntilIdle()
        }.diagnostics.map { "at the end: \($0)" }
        let context = "seed \(seed): \(executed)"
        if ProcessInfo.processInfo.environment["DRAWER_TRACE"] != nil { print(f.recorder.trace.joined(separator: "\n")) }
        #expect(diagnostics.isEmpty, "\(context) \(diagnostics)")
        let drawer = f.drawer
        let open = drawer.openSide
        #expect(drawer.centerContainerView.frame.minX == drawer.geometry.openOffset(for: open), "\(context)")
        let center = drawer.centerViewController
        #expect(center?.view.superview === drawer.centerContainerView, "\(context)")
        #expect(drawer.centerContainerView.subviews.count == 1, "\(context)")
        #expect(Set(drawer.children.map(ObjectIdentifier.init)) == Set(([center, drawer.leftDrawerViewController, drawer.rightDrawerViewController].compactMap { $0 }).map(ObjectIdentifier.init)), "\(context)")
        let centerShows = open == .none || drawer.centerAppearancePolicy == .staysAppeared
        #expect(center?.appearanceState == (centerShows ? .appeared : .disappeared), "\(context)")
        for side in [DrawerSide.left, .right] {
            guard let controller = drawer.drawerViewController(for: side) else { continue }
            #expect(controller.appearanceState == (side == open ? .appeared : .disappeared), "\(context) \(side)")
            #expect(controller.view.isHidden == (side != open), "\(context) \(side)")
            if side == open {
                #expect(controller.view.frame == drawer.geometry.drawerFrame(for: side), "\(context)")
            }
        }
        #expect(HierarchyValidator.violations(in: f.host.window, settled: true, recorder: f.recorder).isEmpty, "\(context)")
    }
}
