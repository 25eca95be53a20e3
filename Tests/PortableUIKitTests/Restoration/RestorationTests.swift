import Foundation
import Testing
@_spi(Testing) @testable import PortableUIKit
@testable import ContainmentTesting
import ContainmentTestTraits

/// A controller that restores a count, a name and a flag, and logs the restoration calls.
@MainActor
private final class CounterController: UIViewController {
    var count = 0
    var name = ""
    var flag = false
    var calls: [String] = []

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(count, forKey: "count")
        coder.encode(name, forKey: "name")
        coder.encode(flag, forKey: "flag")
        calls.append("encode")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        count = coder.decodeInteger(forKey: "count")
        name = coder.decodeObject(forKey: "name") as? String ?? "<missing>"
        flag = coder.decodeBool(forKey: "flag")
        calls.append("decode")
    }

    override func applicationFinishedRestoringState() {
        super.applicationFinishedRestoringState()
        calls.append("finished")
    }
}

/// State restoration: the restoration identifiers, the keyed archiver this Linux Foundation
/// provides, and `RestorationArchive` encoding a controller and restoring it (or refusing data
/// that is not an archive).
@MainActor
@Suite("State restoration", .isolatedRuntime)
struct RestorationTests {
    @Test("restoration identifiers are nil until set, on controllers and views")
    func identifiers() {
        let controller = UIViewController()
        let view = UIView()
        #expect(controller.restorationIdentifier == nil && view.restorationIdentifier == nil)
        controller.restorationIdentifier = "inbox"
        view.restorationIdentifier = "list"
        #expect(controller.restorationIdentifier == "inbox" && view.restorationIdentifier == "list")
    }

    @Test("NSKeyedArchiver on this Foundation round-trips Int, String and Bool")
    func keyedArchiverRoundTrip() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.encode(-42, forKey: "int")
        archiver.encode(Int.max, forKey: "big")
        archiver.encode("héllo, wörld", forKey: "string")
        archiver.encode(true, forKey: "yes")
        archiver.encode(false, forKey: "no")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        #expect(unarchiver.decodeInteger(forKey: "int") == -42)
        #expect(unarchiver.decodeInteger(forKey: "big") == Int.max)
        #expect(unarchiver.decodeObject(forKey: "string") as? String == "héllo, wörld")
        #expect(unarchiver.decodeBool(forKey: "yes") && !unarchiver.decodeBool(forKey: "no"))
        #expect(!unarchiver.containsValue(forKey: "absent") && unarchiver.decodeInteger(forKey: "absent") == 0)
        unarchiver.finishDecoding()

        // This Foundation defaults to .raiseException, which would abort on a missing object;
        // RestorationArchive sets .setErrorAndReturn (before decoding, the only time it may), as
        // Darwin's init(forReadingFrom:) does.
        let lenient = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        #expect(lenient.decodingFailurePolicy == .raiseException)
        lenient.decodingFailurePolicy = .setErrorAndReturn
        #expect(lenient.decodeObject(forKey: "absent") == nil)
        lenient.finishDecoding()
    }

    @Test("archive then restore: the state comes back in a new controller, then restoration finishes")
    func roundTrip() {
        let original = CounterController()
        original.count = 7
        original.name = "Drafts"
        original.flag = true
        let data = RestorationArchive.archive(original)
        #expect(original.calls == ["encode"])
        #expect(!data.isEmpty)

        let restored = CounterController()
        let diagnostics = diagnosticRules { RestorationArchive.restore(data, into: restored) }
        #expect(diagnostics.isEmpty)
        #expect(restored.count == 7 && restored.name == "Drafts" && restored.flag)
        #expect(restored.calls == ["decode", "finished"])
    }

    @Test("a plain controller archives and restores nothing, without complaint")
    func plainController() {
        let data = RestorationArchive.archive(UIViewController())
        let restored = CounterController()
        #expect(diagnosticRules { RestorationArchive.restore(data, into: restored) }.isEmpty)
        #expect(restored.count == 0 && restored.name == "<missing>" && !restored.flag)
        #expect(restored.calls == ["decode", "finished"])
    }

    @Test("data that is not an archive is reported and the controller is left alone")
    func corruptedData() {
        let original = CounterController()
        original.count = 3
        let archive = RestorationArchive.archive(original)
        let corrupted: [Data] = [
            Data(),
            Data("not an archive".utf8),
            archive.prefix(archive.count / 2),
            Data(archive.map { $0 ^ 0x5A }),
        ]
        for data in corrupted {
            let controller = CounterController()
            controller.count = 99
            let rules = diagnosticRules { RestorationArchive.restore(data, into: controller) }
            #expect(rules == [.unreadableRestorationArchive], "\(data.count) bytes")
            #expect(controller.calls.isEmpty && controller.count == 99, "neither decode nor finished was called")
        }
    }
}
