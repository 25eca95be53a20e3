import Foundation
import Testing
@testable import PortableUIKit
import ContainmentTestTraits

/// A configuration that records the states it was updated for.
struct StateRecordingConfiguration: UIContentConfiguration {
    var selected = false
    func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
    func updated(for state: any UIConfigurationState) -> StateRecordingConfiguration {
        var copy = self
        copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
        return copy
    }
}

@MainActor
@Suite("List content configuration (§L6)", .isolatedRuntime)
struct ListContentConfigurationTests {
    @Test(
        "L6.1 cell() stacks; valueCell() prefers side by side; subtitleCell() pads 3 pt; headers and footers use the margins of their style"
    )
    func styles() {
        #expect(!UIListContentConfiguration.cell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.subtitleCell().textToSecondaryTextVerticalPadding == 3)
        #expect(
            UIListContentConfiguration.cell().directionalLayoutMargins
                == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(UIListContentConfiguration.groupedHeader().directionalLayoutMargins.leading == 20)
        #expect(UIListContentConfiguration.plainFooter().textProperties.color == UIColor.secondaryLabel)
        #expect(UIListContentConfiguration.cell() == UIListContentConfiguration.cell())
        #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.valueCell())
    }

    @Test(
        "L6.2 a value configuration puts the secondary text against the trailing margin; a stacked one below the text")
    func layout() {
        let text = CGSize(width: 50, height: 22), secondary = CGSize(width: 30, height: 22)
        let side = ListContentLayout(configuration: .valueCell(), width: 375, textSize: text, secondarySize: secondary)
        #expect(side.textFrame == CGRect(x: 16, y: 11, width: 50, height: 22))
        #expect(side.secondaryFrame == CGRect(x: 329, y: 11, width: 30, height: 22))
        #expect(side.height == 44)
        let stacked = ListContentLayout(
            configuration: .subtitleCell(), width: 375, textSize: text, secondarySize: secondary)
        #expect(stacked.secondaryFrame.minY == CGFloat(36))
        #expect(stacked.height == CGFloat(69))
        let tooWide = ListContentLayout(
            configuration: .valueCell(), width: 100, textSize: text, secondarySize: secondary)
        #expect(tooWide.secondaryFrame.minY > tooWide.textFrame.minY, "side by side only when both fit")
    }

    @Test("L6.3 defaultContentConfiguration follows the cell style")
    func defaultConfiguration() {
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
        #expect(
            UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
    }

    @Test(
        "L6.4 a content configuration's view fills the content view and is reused for the next configuration it supports"
    )
    func contentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        var configuration = cell.defaultContentConfiguration()
        configuration.text = "One"
        cell.contentConfiguration = configuration
        cell.layoutIfNeeded()
        let view = cell.contentView.subviews.last
        #expect(view is UIListContentView)
        #expect(view?.frame == cell.contentView.bounds)
        configuration.text = "Two"
        cell.contentConfiguration = configuration
        #expect(cell.contentView.subviews.last === view)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Two")
        cell.contentConfiguration = nil
        #expect(view?.superview == nil)
    }

    @Test(
        "L6.4 selecting a cell re-derives its configuration with updated(for:) at the next layout, unless automatic updates are off"
    )
    func stateUpdates() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = StateRecordingConfiguration()
        cell.isSelected = true
        #expect(cell.configurationState.isSelected)
        #expect(cell.layer.needsLayout())
        cell.layoutIfNeeded()
        #expect(StateRecordingConfiguration().updated(for: cell.configurationState).selected)
        #expect((cell.contentConfiguration as? StateRecordingConfiguration)?.selected == true)
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? StateRecordingConfiguration)?.selected == true)
    }

    @Test("L6.4 a list content view refuses a configuration it does not support")
    func refusesForeignConfiguration() {
        let view = UIListContentView(configuration: .cell())
        #expect(!view.supports(StateRecordingConfiguration()))
        expectDiagnostic(.invalidListUse) { view.configuration = StateRecordingConfiguration() }
        #expect(view.configuration is UIListContentConfiguration)
    }
}
