/// One list picker: the runtime type it instantiates and its configuration, as data.
struct ListPickerPlan: Hashable, Sendable, ReflectedMustache {
    /// How a sectioned picker places items in sections.
    struct Sectioning: Hashable, Sendable, ReflectedMustache {
        /// The section enum's type name, for `sections`; `nil` for `groupBy`.
        var enumType: String?
        /// The entity property holding each item's section (or group).
        var member: String
        /// The section value's type.
        var sectionType: String
        /// For `groupBy`: whether the group value is a `String` (shown as is) or described.
        var groupIsString: Bool
    }

    var rawNameText: String
    /// The name as written, as a Swift string literal: the Fiori preview's title.
    var nameLiteral: String
    var typeName: String
    var entityType: String
    /// One sentence saying what the picker is, for its doc comment.
    var summary: String
    /// The doc comment: the definitions' name and the summary, wrapped.
    var summaryLines: [CommentLine]
    var mode: ListPickerDefinition.Mode
    var sectioning: Sectioning?
    /// The fields a search matches, or empty when search is off.
    var searchFields: [TextPlan]
    var hasSearch: Bool
    var allowsMultipleSelection: Bool
    var allowsEmptySelection: Bool
    /// What the picker's initializer is given, in its order: what differs from the defaults (no
    /// search, single selection, empty selection allowed, no Select All), after the section.
    var arguments: [ListPickerArgument] = []
    var hasArguments = false
    var showsSelectAll: Bool
    /// The SAP Fiori data source, when the file asks for the `fiori` platform.
    var fiori: FioriPlan?
    /// Whether the file asks for the `uikit` platform. The default templates generate nothing for
    /// it (the runtime gives every picker its `UITableView` data source); kept for overrides.
    var uikit = false
    /// Whether the file asks for a SwiftUI platform, whose views bind to the observable model.
    var hasModel = false
    /// Whether the file asks for the `swiftui` platform: the SwiftUI `List` view.
    var swiftUI = false
    /// Whether the file asks for the `fiori-swiftui` platform: a FioriSwiftUICore `ListPickerItem`.
    var fioriSwiftUI = false
    /// The sample items the SwiftUI views' previews show.
    var previewItems: [PreviewItemPlan] = []
    /// Whether the entity has sample items (every field has a sample); without them the previews
    /// show an empty picker.
    var hasPreviewItems = false
    /// Why the row view's preview has no item to show, a sentence of its comment; `nil` with
    /// `hasPreviewItems`.
    var noSampleReason: String?
    var previewNames = PreviewNames(typeName: "")
}

/// One argument of a generated picker's initializer.
enum ListPickerArgument: Hashable, Sendable, MustacheEnum {
    /// The field holding each item's section: `sectionedBy:` (a section enum) or `groupedBy:`.
    case section(ListPickerPlan.Sectioning)
    /// The fields a search matches.
    case search(SearchFields)
    case multipleSelection
    case nonEmptySelection
    case selectAll

    struct SearchFields: Hashable, Sendable, ReflectedMustache {
        var fields: [TextPlan]
    }

    static let allCases: [Self] = [
        .section(.init(member: "", sectionType: "", groupIsString: false)), .search(.init(fields: [])),
        .multipleSelection, .nonEmptySelection, .selectAll,
    ]
}

/// A picker's generated `FioriDataSource` class.
struct FioriPlan: Hashable, Sendable, ReflectedMustache {
    /// The runtime's `FioriListPickerBridge` conversion for the identifiers (`lossless`, `uuid`,
    /// `rawValue`); `nil` in index mode, which has no identifiers.
    var bridgeName: String?
}

/// Templates switch on a picker's mode: `{{#mode.index}}`, `{{#mode.uniqueID}}`, `{{#mode.sectioned}}`.
extension ListPickerDefinition.Mode: MustacheEnum {}
