import PortableUIKit

/// A page that checks its own appearance callbacks: every did matches the last will, and a
/// will with nothing open changes the appearance (no viewWillAppear while appeared).
@MainActor
final class RandomPage: UIViewController {
    var openWill: Bool?
    /// The appearance the last did completed (false: disappeared, as a new controller is).
    var lastDid = false
    var problems: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); open(true) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); open(false) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); close(true) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); close(false) }

    /// A will replaces an open will only by reversing it (a turned-back page).
    private func open(_ appearing: Bool) {
        if openWill == appearing { problems.append("two viewWill\(appearing ? "Appear" : "Disappear") in a row") }
        if openWill == nil, lastDid == appearing {
            problems.append("viewWill\(appearing ? "Appear while appeared" : "Disappear while disappeared")")
        }
        openWill = appearing
    }

    private func close(_ appearing: Bool) {
        if openWill != appearing {
            problems.append("viewDid\(appearing ? "Appear" : "Disappear") after will \(String(describing: openWill))")
        }
        openWill = nil
        lastDid = appearing
    }
}

extension RandomPage {
    /// The first page whose callbacks were unbalanced, or (`settled`) that was left with a will
    /// and no did.
    static func balanceProblem(in pages: [RandomPage], settled: Bool) -> String? {
        for page in pages where !page.problems.isEmpty {
            return "unbalanced appearance of \(page.title ?? "a page"): \(page.problems)"
        }
        guard settled else { return nil }
        for page in pages where page.openWill != nil {
            return
                "\(page.title ?? "a page") has a viewWill\(page.openWill == true ? "Appear" : "Disappear") without its did at rest"
        }
        return nil
    }
}
