// This file is generated from Schema/datasources.schema.json by `swift Scripts/embed-resources.swift`.
// Do not edit. EmbeddedResourcesTests fails whenever it differs from the schema.

/// The keys of every object of the definitions format, one enum per object of the schema (the
/// file's top level is `File`, each `$defs` entry its name capitalized), in the schema's order.
/// The decoder reads keys only through these, so it cannot read a key the schema does not declare,
/// and the reader reports a missing key exactly when the schema requires it (`requiredKeys`).
enum SchemaKeys {
    /// The keys of the top level of a file.
    enum File: String, DefinitionKey {
        case schema = "$schema", options, types, entities, sections, pickers, sectionControllers, tables, forms,
            lists
        static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/options`.
    enum Options: String, DefinitionKey {
        case accessLevel, imports, platforms
        static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/field`.
    enum Field: String, DefinitionKey {
        case type, `default`
        static let requiredKeys: Set<Self> = [.type]
    }

    /// The keys of `$defs/appType`.
    enum AppType: String, DefinitionKey {
        case conformances, module
        static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/entity`.
    enum Entity: String, DefinitionKey {
        case fields, id, title, subtitle, search, generate, mutable, conformances
        static let requiredKeys: Set<Self> = [.fields]
    }

    /// The keys of `$defs/section`.
    enum Section: String, DefinitionKey {
        case cases
        static let requiredKeys: Set<Self> = [.cases]
    }

    /// The keys of `$defs/picker`.
    enum Picker: String, DefinitionKey {
        case entity, mode, sections, sectionField, groupBy, search, searchFields, selection, allowsEmptySelection,
            selectAll
        static let requiredKeys: Set<Self> = [.entity, .mode]
    }

    /// The keys of `$defs/sectionController`.
    enum SectionController: String, DefinitionKey {
        case entity, items, size, cell, reuseIdentifier
        static let requiredKeys: Set<Self> = [.entity, .size, .cell]
    }

    /// The keys of `$defs/itemCount`.
    enum ItemCount: String, DefinitionKey {
        case each
        static let requiredKeys: Set<Self> = [.each]
    }

    /// The keys of `$defs/itemSize`.
    enum ItemSize: String, DefinitionKey {
        case height, columns, aspectRatio
        static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/table`.
    enum Table: String, DefinitionKey {
        case flags, sections
        static let requiredKeys: Set<Self> = [.sections]
    }

    /// The keys of `$defs/tableSection`.
    enum TableSection: String, DefinitionKey {
        case header, footer, visibleWhen, rows
        static let requiredKeys: Set<Self> = [.rows]
    }

    /// The keys of `$defs/tableRow`.
    enum TableRow: String, DefinitionKey {
        case kind, cell, reuseIdentifier, items, options, select, toggles, initial, height, visibleWhen
        static let requiredKeys: Set<Self> = [.kind]
    }

    /// The keys of `$defs/tableOptions`.
    enum TableOptions: String, DefinitionKey {
        case `enum`, items
        static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/form`.
    enum Form: String, DefinitionKey {
        case model, sections
        static let requiredKeys: Set<Self> = [.model, .sections]
    }

    /// The keys of `$defs/formSection`.
    enum FormSection: String, DefinitionKey {
        case header, footer, visibleWhen, rows
        static let requiredKeys: Set<Self> = [.rows]
    }

    /// The keys of `$defs/formRow`.
    enum FormRow: String, DefinitionKey {
        case kind, field, key, placeholder, editable, liveChanges, min, max, step, unit, mode, format,
            minuteInterval, allowsZero, options, multiple, emptyAllowed, search, picker, maxItems, initial, rules,
            visibleWhen, editableWhen
        static let requiredKeys: Set<Self> = [.kind]
    }

    /// The keys of `$defs/formOptions`.
    enum FormOptions: String, DefinitionKey {
        case `enum`
        static let requiredKeys: Set<Self> = [.`enum`]
    }

    /// The keys of `$defs/formRules`.
    enum FormRules: String, DefinitionKey {
        case required, minLength, maxLength, min, max, pattern, validator, message
        static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/condition`.
    enum Condition: String, DefinitionKey {
        case field, equals
        static let requiredKeys: Set<Self> = [.field, .equals]
    }

    /// The keys of `$defs/listScreen`.
    enum ListScreen: String, DefinitionKey {
        case entity, sections, pageSize, search, searchFields, debounce, emptyText
        static let requiredKeys: Set<Self> = [.entity]
    }

    /// Each object's schema name (empty for the top level), its keys and its required keys, which a
    /// test compares with the schema.
    static let objects: [(schemaName: String, keys: [String], required: Set<String>)] = [
        ("", File.allCases.map(\.rawValue), Set(File.requiredKeys.map(\.rawValue))),
        ("options", Options.allCases.map(\.rawValue), Set(Options.requiredKeys.map(\.rawValue))),
        ("field", Field.allCases.map(\.rawValue), Set(Field.requiredKeys.map(\.rawValue))),
        ("appType", AppType.allCases.map(\.rawValue), Set(AppType.requiredKeys.map(\.rawValue))),
        ("entity", Entity.allCases.map(\.rawValue), Set(Entity.requiredKeys.map(\.rawValue))),
        ("section", Section.allCases.map(\.rawValue), Set(Section.requiredKeys.map(\.rawValue))),
        ("picker", Picker.allCases.map(\.rawValue), Set(Picker.requiredKeys.map(\.rawValue))),
        ("sectionController", SectionController.allCases.map(\.rawValue), Set(SectionController.requiredKeys.map(\.rawValue))),
        ("itemCount", ItemCount.allCases.map(\.rawValue), Set(ItemCount.requiredKeys.map(\.rawValue))),
        ("itemSize", ItemSize.allCases.map(\.rawValue), Set(ItemSize.requiredKeys.map(\.rawValue))),
        ("table", Table.allCases.map(\.rawValue), Set(Table.requiredKeys.map(\.rawValue))),
        ("tableSection", TableSection.allCases.map(\.rawValue), Set(TableSection.requiredKeys.map(\.rawValue))),
        ("tableRow", TableRow.allCases.map(\.rawValue), Set(TableRow.requiredKeys.map(\.rawValue))),
        ("tableOptions", TableOptions.allCases.map(\.rawValue), Set(TableOptions.requiredKeys.map(\.rawValue))),
        ("form", Form.allCases.map(\.rawValue), Set(Form.requiredKeys.map(\.rawValue))),
        ("formSection", FormSection.allCases.map(\.rawValue), Set(FormSection.requiredKeys.map(\.rawValue))),
        ("formRow", FormRow.allCases.map(\.rawValue), Set(FormRow.requiredKeys.map(\.rawValue))),
        ("formOptions", FormOptions.allCases.map(\.rawValue), Set(FormOptions.requiredKeys.map(\.rawValue))),
        ("formRules", FormRules.allCases.map(\.rawValue), Set(FormRules.requiredKeys.map(\.rawValue))),
        ("condition", Condition.allCases.map(\.rawValue), Set(Condition.requiredKeys.map(\.rawValue))),
        ("listScreen", ListScreen.allCases.map(\.rawValue), Set(ListScreen.requiredKeys.map(\.rawValue))),
    ]
}
