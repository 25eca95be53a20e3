import Testing
@_spi(Testing) @testable import PortableUIKit
import ContainmentTestTraits

/// The pure appearance machine of spec 2.3 / 2.12, without views.
@Suite("2.3 2.12 appearance state machine", .isolatedRuntime)
struct AppearanceStateMachineTests {
    @Test("2.3 begin and end walk disappeared → appearing → appeared → disappearing → disappeared")
    func fourStates() {
        var machine = AppearanceStateMachine()
        #expect(machine.state == .disappeared)
        #expect(machine.begin(appearing: true, animated: true) == .opened(reversed: false))
        #expect(machine.state == .appearing && machine.animated)
        #expect(machine.end() == .completed(appearing: true))
        #expect(machine.state == .appeared)
        #expect(machine.begin(appearing: false, animated: false) == .opened(reversed: false))
        #expect(machine.state == .disappearing)
        #expect(machine.end() == .completed(appearing: false))
        #expect(machine.state == .disappeared && machine.depth == 0)
    }

    @Test("2.12 same-direction begin nests; the last end completes")
    func nesting() {
        var machine = AppearanceStateMachine()
        _ = machine.begin(appearing: true, animated: false)
        #expect(machine.begin(appearing: true, animated: true) == .nested)
        #expect(machine.depth == 2)
        #expect(machine.animated == false, "nesting keeps the first begin's animated flag")
        #expect(machine.end() == .nested)
        #expect(machine.end() == .completed(appearing: true))
    }

    @Test("2.12 an opposite begin reverses with depth reset to 1")
    func reversal() {
        var machine = AppearanceStateMachine()
        _ = machine.begin(appearing: true, animated: false)
        _ = machine.begin(appearing: true, animated: false)
        #expect(machine.begin(appearing: false, animated: true) == .opened(reversed: true))
        #expect(machine.depth == 1 && machine.state == .disappearing)
        #expect(machine.end() == .completed(appearing: false))
    }

    @Test("2.12 end at depth 0 is unbalanced and changes nothing")
    func unbalanced() {
        var machine = AppearanceStateMachine()
        #expect(machine.end() == .unbalanced)
        #expect(machine == AppearanceStateMachine())
    }
}
