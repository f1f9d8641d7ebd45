// This file is generated from Schema/datasources.schema.json by `swift Scripts/embed-resources.swift`.
// Do not edit. EmbeddedResourcesTests fails whenever it differs from the schema.

/// The keys of every object of the definitions format, one enum per object of the schema (the
/// file's top level is `File`, each `$defs` entry its name capitalized), in the schema's order.
/// The decoder reads keys only through these, so it cannot read a key the schema does not declare.
enum SchemaKeys {
    /// The keys of the top level of a file.
    enum File: String, DefinitionKey {
        case schema = "$schema", options, types, entities, sections, pickers, sectionControllers, tables, forms,
            lists
    }

    /// The keys of `$defs/options`.
    enum Options: String, DefinitionKey {
        case accessLevel, imports, platforms
    }

    /// The keys of `$defs/field`.
    enum Field: String, DefinitionKey {
        case type, `default`
    }

    /// The keys of `$defs/appType`.
    enum AppType: String, DefinitionKey {
        case conformances, module
    }

    /// The keys of `$defs/entity`.
    enum Entity: String, DefinitionKey {
        case fields, id, title, subtitle, search, generate, mutable, conformances
    }

    /// The keys of `$defs/section`.
    enum Section: String, DefinitionKey {
        case cases
    }

    /// The keys of `$defs/picker`.
    enum Picker: String, DefinitionKey {
        case entity, mode, sections, sectionField, groupBy, search, searchFields, selection, allowsEmptySelection,
            selectAll
    }

    /// The keys of `$defs/sectionController`.
    enum SectionController: String, DefinitionKey {
        case entity, items, size, cell, reuseIdentifier
    }

    /// The keys of `$defs/itemCount`.
    enum ItemCount: String, DefinitionKey {
        case each
    }

    /// The keys of `$defs/itemSize`.
    enum ItemSize: String, DefinitionKey {
        case height, columns, aspectRatio
    }

    /// The keys of `$defs/table`.
    enum Table: String, DefinitionKey {
        case flags, sections
    }

    /// The keys of `$defs/tableSection`.
    enum TableSection: String, DefinitionKey {
        case header, footer, visibleWhen, rows
    }

    /// The keys of `$defs/tableRow`.
    enum TableRow: String, DefinitionKey {
        case kind, cell, reuseIdentifier, items, options, select, toggles, initial, height, visibleWhen
    }

    /// The keys of `$defs/tableOptions`.
    enum TableOptions: String, DefinitionKey {
        case `enum`, items
    }

    /// The keys of `$defs/form`.
    enum Form: String, DefinitionKey {
        case model, sections
    }

    /// The keys of `$defs/formSection`.
    enum FormSection: String, DefinitionKey {
        case header, footer, visibleWhen, rows
    }

    /// The keys of `$defs/formRow`.
    enum FormRow: String, DefinitionKey {
        case kind, field, key, placeholder, editable, liveChanges, min, max, step, unit, mode, format,
            minuteInterval, allowsZero, options, multiple, emptyAllowed, search, picker, maxItems, initial, rules,
            visibleWhen, editableWhen
    }

    /// The keys of `$defs/formOptions`.
    enum FormOptions: String, DefinitionKey {
        case `enum`
    }

    /// The keys of `$defs/formRules`.
    enum FormRules: String, DefinitionKey {
        case required, minLength, maxLength, min, max, pattern, validator, message
    }

    /// The keys of `$defs/condition`.
    enum Condition: String, DefinitionKey {
        case field, equals
    }

    /// The keys of `$defs/listScreen`.
    enum ListScreen: String, DefinitionKey {
        case entity, sections, pageSize, search, searchFields, debounce, emptyText
    }

    /// Each object's schema name (empty for the top level) and its keys, which a test compares
    /// with the schema.
    static let objects: [(schemaName: String, keys: [String])] = [
        ("", File.allCases.map(\.rawValue)),
        ("options", Options.allCases.map(\.rawValue)),
        ("field", Field.allCases.map(\.rawValue)),
        ("appType", AppType.allCases.map(\.rawValue)),
        ("entity", Entity.allCases.map(\.rawValue)),
        ("section", Section.allCases.map(\.rawValue)),
        ("picker", Picker.allCases.map(\.rawValue)),
        ("sectionController", SectionController.allCases.map(\.rawValue)),
        ("itemCount", ItemCount.allCases.map(\.rawValue)),
        ("itemSize", ItemSize.allCases.map(\.rawValue)),
        ("table", Table.allCases.map(\.rawValue)),
        ("tableSection", TableSection.allCases.map(\.rawValue)),
        ("tableRow", TableRow.allCases.map(\.rawValue)),
        ("tableOptions", TableOptions.allCases.map(\.rawValue)),
        ("form", Form.allCases.map(\.rawValue)),
        ("formSection", FormSection.allCases.map(\.rawValue)),
        ("formRow", FormRow.allCases.map(\.rawValue)),
        ("formOptions", FormOptions.allCases.map(\.rawValue)),
        ("formRules", FormRules.allCases.map(\.rawValue)),
        ("condition", Condition.allCases.map(\.rawValue)),
        ("listScreen", ListScreen.allCases.map(\.rawValue)),
    ]
}
