import DataSourceRuntime

/// A store the `Settings` definitions offer as radio options held in the state (an app type).
struct Store: Identifiable, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var name: String

    var description: String { "\(name)#\(id)" }
}

#if canImport(UIKit)
import UIKit

/// The app's cell classes the `Settings` definitions name: `UITableViewCell` subclasses on iOS.
final class SwitchCell: UITableViewCell {}
final class ValueCell: UITableViewCell {}
final class AboutCell: UITableViewCell {}
#else
/// The same cell classes on the headless host: what a handler wrote into them, to check routing.
class RecordingCell {
    var text = ""
    init() {}
}

final class SwitchCell: RecordingCell {}
final class ValueCell: RecordingCell {}
final class AboutCell: RecordingCell {}

/// Handlers for the generated `SettingsTable` that record every call as text: which handler ran,
/// with which typed arguments.
@MainActor
final class RecordingSettingsHandlers: SettingsTable.Handlers {
    var calls: [String] = []
    let about = AboutCell()

    func configureNotifications(_ cell: SwitchCell) { record("notifications", into: cell) }
    func didSelectNotifications() { calls.append("select notifications") }
    func configureSound(_ cell: SwitchCell) { record("sound", into: cell) }
    func configureTheme(_ cell: ValueCell, option: String, item: TableSchemeAccordion.Item) {
        record("theme \(option)\(item.isChosen ? "*" : "")\(item.isExpanded ? "+" : "")", into: cell)
    }
    func configureSortOrder(_ cell: ValueCell, option: SortOrder, isSelected: Bool) {
        record("sortOrder \(option)\(isSelected ? "*" : "")", into: cell)
    }
    func configureStore(_ cell: ValueCell, option: Store, isSelected: Bool) {
        record("store \(option)\(isSelected ? "*" : "")", into: cell)
    }
    func didSelectStore(_ option: Store) { calls.append("select store \(option)") }
    func configureFavourites(_ cell: ValueCell, element: Favourite) { record("favourite \(element.name)", into: cell) }
    func didSelectFavourites(_ element: Favourite) { calls.append("select favourite \(element.name)") }
    func heightOfFavourites(_ element: Favourite) -> Double { Double(element.name.count) * 10 }
    func makeAboutCell() -> AboutCell { about }

    private func record(_ call: String, into cell: RecordingCell) {
        calls.append(call)
        cell.text = call
    }
}
#endif
