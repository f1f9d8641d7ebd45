/// A picker type that is built from a configuration and then loaded with items: the shape the
/// three generic pickers share, so generated code can rely on it without knowing the mode.
public protocol ConfigurableListPicker {
    /// The value a row shows.
    associatedtype Item
    /// Everything decided up front (search, selection rules, sectioning…).
    associatedtype Configuration
    /// What loading items reports (dropped duplicates, removed selection).
    associatedtype LoadReport

    /// An empty picker; generated code loads it with ``replaceItems(_:)`` right after.
    init(configuration: Configuration)

    /// Replaces the items, keeping search and (what still applies of) the selection.
    @discardableResult
    mutating func replaceItems(_ newItems: [Item]) -> LoadReport
}

extension IndexListPicker: ConfigurableListPicker {}
extension UniqueIdentifierListPicker: ConfigurableListPicker {}
extension SectionedListPicker: ConfigurableListPicker {}

/// What a generated picker namespace provides: the runtime type it instantiates and the
/// configuration from the definitions file. Everything else comes from this extension, so the
/// generated code stays a typealias and one expression.
public protocol GeneratedListPicker {
    /// The runtime picker type (one of the three modes).
    associatedtype DataSource: ConfigurableListPicker
    /// The configuration the definitions file describes.
    static var configuration: DataSource.Configuration { get }
}

extension GeneratedListPicker {
    /// A data source configured as defined and loaded with `items`; call `replaceItems(_:)` on
    /// it instead when the load report (dropped duplicates) matters. Once a table shows it, load
    /// and search with the picker's `reload(_:)` and `search(_:)`, which also return the updates
    /// for the table.
    public static func makeDataSource(items: [DataSource.Item] = []) -> DataSource {
        var dataSource = DataSource(configuration: configuration)
        dataSource.replaceItems(items)
        return dataSource
    }
}

/// An item that knows the text a list row shows for it; generated for every entity with a
/// `title` (and optional `subtitle`) in the definitions file.
public protocol ListPickerItem {
    /// The row title, also used for the selection text.
    var listPickerTitle: String { get }
    /// The row subtitle, or `nil` for none.
    var listPickerSubtitle: String? { get }
}
