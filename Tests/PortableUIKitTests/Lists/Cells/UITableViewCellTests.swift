import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTesting
import ContainmentTestTraits

@MainActor
@Suite("UITableViewCell's labels, backgrounds, selection and layout", .isolatedRuntime)
struct UITableViewCellTests {
    @Test("L1.40 the default style has no detail label; the other styles make one on first access")
    func detailLabelByStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        for style in [UITableViewCell.CellStyle.value1, .value2, .subtitle] {
            let cell = UITableViewCell(style: style, reuseIdentifier: "r")
            let label = cell.detailTextLabel
            #expect(label != nil)
            #expect(label?.superview === cell.contentView)
            #expect(cell.detailTextLabel === label, "the same label on every access")
        }
    }

    @Test("L1.40 the reuse identifier is the one the cell was made with; init(frame:) makes a default cell")
    func reuseIdentifier() {
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: "Cell").reuseIdentifier == "Cell")
        let plain = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        #expect(plain.reuseIdentifier == nil)
        #expect(plain.detailTextLabel == nil)
        #expect(plain.bounds.size == CGSize(width: 300, height: 50))
    }

    @Test("L1.42 defaults: no accessory, default selection style, indentation width 10, separator inset 16")
    func defaults() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.accessoryType == .none)
        #expect(cell.accessoryView == nil)
        #expect(cell.selectionStyle == .default)
        #expect(cell.indentationLevel == 0)
        #expect(cell.indentationWidth == 10)
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    }

    @Test("L1.43 layout puts the default style's text label between the margins, indented by level")
    func layoutDefault() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.textLabel?.text = "Hello"
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(cell.textLabel?.frame == CGRect(x: 36, y: 0, width: 323, height: 44))
    }

    @Test("L1.45 a custom accessory view sits at the trailing margin and narrows the content view")
    func customAccessory() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = accessory
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(accessory.superview === cell)
        #expect(accessory.frame == CGRect(x: 308, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame.width == 298)
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(accessory.superview == nil)
        #expect(cell.contentView.frame.width == 335, "the checkmark's 14 pt glyph now")
    }

    @Test("L1.47 the selected background is a subview only while selected or highlighted, above the background view")
    func selectedBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(cell.subviews.first === background)
        #expect(cell.subviews.dropFirst().first === selected)
        #expect(cell.textLabel?.isHighlighted == true)
        cell.setSelected(false, animated: false)
        #expect(selected.superview == nil)
        cell.setHighlighted(true, animated: false)
        #expect(selected.superview === cell)
        cell.isHighlighted = false
        #expect(selected.superview == nil)
    }

    @Test("L1.47 selectionStyle none shows no selected background")
    func selectionStyleNone() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let selected = UIView()
        cell.selectedBackgroundView = selected
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected)
        #expect(selected.superview == nil)
    }

    @Test("L1.47 an animated deselection fades the selected background out, then removes it")
    func animatedDeselection() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480), rootViewController: UIViewController())
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        host.window.rootViewController?.view.addSubview(cell)
        let selected = UIView()
        cell.selectedBackgroundView = selected
        cell.setSelected(true, animated: true)
        host.advance(by: 0.5)
        #expect(selected.alpha == 1)
        cell.setSelected(false, animated: true)
        #expect(selected.superview === cell, "still fading")
        host.advance(by: 0.5)
        #expect(selected.superview == nil)
    }
}

@MainActor
@Suite("UITableViewHeaderFooterView's reuse identifier, labels and layout", .isolatedRuntime)
struct UITableViewHeaderFooterViewTests {
    @Test("L1.48 the header keeps its reuse identifier and makes its labels in the content view on first access")
    func labels() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        #expect(header.reuseIdentifier == "Header")
        let text = header.textLabel, detail = header.detailTextLabel
        #expect(text?.superview === header.contentView)
        #expect(detail?.superview === header.contentView)
        #expect(header.textLabel === text)
    }

    @Test("L1.48 the content and background views fill the header; the text sits at the leading margin")
    func layout() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 375, height: 40)
        let background = UIView()
        header.backgroundView = background
        header.textLabel?.text = "Section"
        header.layoutIfNeeded()
        #expect(header.subviews.first === background)
        #expect(background.frame == header.bounds)
        #expect(header.contentView.frame == header.bounds)
        let frame = header.textLabel?.frame ?? .zero
        #expect(abs(frame.minX - 16) < 1e-9)
        #expect(abs(frame.midY - 20) < 1e-9, "one label, centred: \(frame)")
    }
}
