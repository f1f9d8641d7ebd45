#if canImport(UIKit)
import UIKit

/// A settings row with a switch (`ShopSettings`' switch rows): the table's data source puts the
/// switch in its accessory view.
public final class SwitchCell: UITableViewCell {}

/// A settings row showing one option, checked when selected.
public final class OptionCell: UITableViewCell {}

/// The developer section's build information, made once by the view controller.
public final class BuildInfoCell: UITableViewCell {}
#else
/// The settings cells on platforms without UIKit, where the tests drive `ShopSettings` on the
/// runtime's headless host: each records what its row's handler put in it.
public class SettingsCell {
    /// The text the row shows.
    public var text = ""
    /// Whether the row shows a checkmark.
    public var isChecked = false

    public init() {}
}

/// A settings row with a switch.
public final class SwitchCell: SettingsCell {}
/// A settings row showing one option.
public final class OptionCell: SettingsCell {}
/// The developer section's build information.
public final class BuildInfoCell: SettingsCell {}
#endif
