/// Everything the templates need to render one generated file, with every decision made.
///
/// Plain values only: Swift-safe names, escaped literals, comment-safe text and flags. The
/// renderer never sees ``Definitions``, so a template cannot re-derive (and get wrong) a rule.
struct FilePlan: Hashable, Sendable {
    /// The definitions file's name (no directories), for the header.
    var sourceName: String
    /// The path of the generated file relative to the output directory.
    var outputPath: String
    /// `"public "` or `""`, prefixed to every declaration.
    var access: String
    /// Extra modules to import, in the order given.
    var imports: [String]
    var entities: [EntityPlan]
    var sections: [SectionPlan]
    var pickers: [ListPickerPlan]
    var sectionControllers: [SectionControllerPlan]
}

/// One entity: a generated struct, or a note that the app supplies the type.
struct EntityPlan: Hashable, Sendable {
    var rawNameText: String
    var typeName: String
    var isGenerated: Bool
    var hasUniqueID: Bool
    /// `"Identifiable, Hashable, Sendable"` or a subset; empty for none.
    var conformances: String
    var fields: [FieldPlan]
    /// Set when the unique identifier is a field not already called `id`.
    var computedID: ComputedIDPlan?
    /// `"sku: String, name: String"`.
    var initParameters: String
    /// The `ListPickerItem` conformance, when the entity has a title.
    var rowText: RowTextPlan?
}

/// The text a list row shows for an entity, as expressions over `self`.
struct RowTextPlan: Hashable, Sendable {
    var rawTitleField: String
    var titleExpression: String
    /// Comment-safe subtitle field name, or `nil` when there is no subtitle.
    var rawSubtitleField: String?
    /// A `String?` expression, `nil` when there is no subtitle.
    var subtitleExpression: String
}

/// One stored property of a generated entity.
struct FieldPlan: Hashable, Sendable {
    var rawNameText: String
    /// The property name (backticked when it is a keyword).
    var name: String
    var type: String
    var isUniqueID: Bool
}

/// The `id` property that forwards to the unique-identifier field.
struct ComputedIDPlan: Hashable, Sendable {
    var rawFieldText: String
    var field: String
    var type: String
}

/// One section enum.
struct SectionPlan: Hashable, Sendable {
    var rawNameText: String
    var typeName: String
    var cases: [SectionCasePlan]
}

/// One section case and its header title.
struct SectionCasePlan: Hashable, Sendable {
    var name: String
    var docTitle: String
    /// A Swift expression: a string literal or `nil`.
    var titleLiteral: String
}

/// One list picker: the runtime type it instantiates and the configuration expression.
struct ListPickerPlan: Hashable, Sendable {
    var rawNameText: String
    var typeName: String
    var entityType: String
    /// One sentence saying what the picker is, for its doc comment.
    var summary: String
    /// The runtime generic type, e.g. `SectionedListPicker<Category, Product>`.
    var dataSourceType: String
    /// `label: expression` arguments of `DataSource.Configuration(...)`, in order.
    var configurationArguments: [ArgumentPlan]
}

/// One argument line of a call, with the separator that follows it (`,` except after the last).
struct ArgumentPlan: Hashable, Sendable {
    var text: String
    var separator: String
}

/// One section controller: the runtime controller type, its sizing and item-count expressions.
struct SectionControllerPlan: Hashable, Sendable {
    var rawNameText: String
    var typeName: String
    var entityType: String
    var cellType: String
    var summary: String
    /// A Swift string literal.
    var reuseIdentifierLiteral: String
    /// A `ListItemSizing` expression.
    var sizingExpression: String
    /// The body of `itemCount(of object:)`, or `nil` for the protocol's default of one.
    var itemCountExpression: String?
}
