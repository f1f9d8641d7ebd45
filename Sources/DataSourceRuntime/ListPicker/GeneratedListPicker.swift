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

/// A runtime picker's configuration type, linked back to the picker it configures, so that a
/// generated picker needs to state only its configuration (see ``GeneratedListPicker``).
public protocol ListPickerConfiguration {
    /// The runtime picker type this configures.
    associatedtype Picker: ConfigurableListPicker where Picker.Configuration == Self
}

extension IndexListPicker.Configuration: ListPickerConfiguration {
    public typealias Picker = IndexListPicker<Item>
}

extension UniqueIdentifierListPicker.Configuration: ListPickerConfiguration {
    public typealias Picker = UniqueIdentifierListPicker<Item>
}

extension SectionedListPicker.Configuration: ListPickerConfiguration {
    public typealias Picker = SectionedListPicker<Section, Item>
}

/// What a generated picker namespace provides: its configuration, whose type names the runtime
/// picker it instantiates (`IndexListPicker<E>.Configuration`, …). `makeDataSource(items:)`
/// comes from the extension, so the generated code is a declaration and one expression.
///
/// The requirement is deliberately unconstrained (the link to the picker type is made where
/// ``makeDataSource(items:)`` is called, through ``ListPickerConfiguration``): a constrained
/// associated type would cost every generated picker an associated-conformance accessor in its
/// witness table, and generated code is compiled in every debug build of the app.
public protocol GeneratedListPicker {
    /// The configuration's type: `DataSource.Configuration` in generated code.
    associatedtype Configuration
    /// The configuration the definitions file describes.
    static var configuration: Configuration { get }
}

extension GeneratedListPicker where Configuration: ListPickerConfiguration {
    /// A data source configured as defined and loaded with `items`; call `replaceItems(_:)` on
    /// it instead when the load report (dropped duplicates) matters. Once a table shows it, load
    /// and search with the picker's `reload(_:)` and `search(_:)`, which also return the updates
    /// for the table.
    public static func makeDataSource(items: [Configuration.Picker.Item] = []) -> Configuration.Picker {
        var dataSource = Configuration.Picker(configuration: configuration)
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
