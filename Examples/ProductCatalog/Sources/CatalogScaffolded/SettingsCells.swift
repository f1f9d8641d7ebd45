#if canImport(UIKit)
import UIKit

/// A settings row (`ShopSettings`' rows), a plain table cell: what it shows is its text label and
/// its checkmark, which `title` and `isChecked` read and write, as the cells of other platforms
/// below do, so that one test drives the table everywhere.
public class SettingsCell: UITableViewCell {
    /// The text the row shows.
    public var title: String {
        get { textLabel?.text ?? "" }
        set { textLabel?.text = newValue }
    }
    /// Whether the row shows a checkmark.
    public var isChecked: Bool {
        get { accessoryType == .checkmark }
        set { accessoryType = newValue ? .checkmark : .none }
    }
}

/// A settings row with a switch (`ShopSettings`' switch rows): the table's data source puts the
/// switch in its accessory view.
public final class SwitchCell: SettingsCell {}

/// A settings row showing one option, checked when selected.
public final class OptionCell: SettingsCell {}
#else
/// The settings cells on platforms without UIKit, where the tests drive `ShopSettings` on the
/// runtime's headless host: each records what its row's handler put in it.
public class SettingsCell {
    /// The text the row shows.
    public var title = ""
    /// Whether the row shows a checkmark.
    public var isChecked = false

    public init() {}
}

/// A settings row with a switch.
public final class SwitchCell: SettingsCell {}
/// A settings row showing one option.
public final class OptionCell: SettingsCell {}
#endif
