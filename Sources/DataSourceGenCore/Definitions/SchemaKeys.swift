// This file is generated from Schema/datasources.schema.json by `swift Scripts/embed-resources.swift`.
// Do not edit. SchemaKeysTests fails whenever it differs from the schema.

/// The vocabulary of the definitions format, as the schema declares it: the keys of every
/// object, one enum per object (the file's top level is `File`, each `$defs` entry its name
/// capitalized) in the schema's order, with the keys it requires; and every list of values, as
/// an enum nested in its object's (`Picker.Mode`), or named after its `$defs` entry. The decoder
/// reads keys only through these, so it cannot read a key the schema does not declare, the
/// reader reports a missing key exactly when the schema requires it, and the models' value
/// types are these enums, so they hold exactly the schema's values.
package enum SchemaKeys {
    /// The keys of the top level of a file.
    package enum File: String, DefinitionKey {
        case schema = "$schema", options, types, entities, sections, pickers, sectionControllers, tables, forms,
            lists
        package static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/field`.
    package enum Field: String, DefinitionKey {
        case type, `default`
        package static let requiredKeys: Set<Self> = [.type]
    }

    /// The keys of `$defs/options`.
    package enum Options: String, DefinitionKey {
        case accessLevel, imports, platforms
        package static let requiredKeys: Set<Self> = []

        /// The values of `options.accessLevel`. Access level of every generated declaration. Default internal.
        package enum AccessLevel: String, SchemaEnumeration {
            case `internal`, `public`
        }
    }

    /// The keys of `$defs/appType`.
    package enum AppType: String, DefinitionKey {
        case conformances, module, sample
        package static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/entity`.
    package enum Entity: String, DefinitionKey {
        case fields, id, title, subtitle, search, generate, mutable, codable, conformances
        package static let requiredKeys: Set<Self> = [.fields]
    }

    /// The keys of `$defs/section`.
    package enum Section: String, DefinitionKey {
        case cases
        package static let requiredKeys: Set<Self> = [.cases]
    }

    /// The keys of `$defs/condition`.
    package enum Condition: String, DefinitionKey {
        case field, equals
        package static let requiredKeys: Set<Self> = [.field, .equals]
    }

    /// The keys of `$defs/picker`.
    package enum Picker: String, DefinitionKey {
        case entity, mode, sections, sectionField, groupBy, search, searchFields, selection, allowsEmptySelection,
            selectAll
        package static let requiredKeys: Set<Self> = [.entity, .mode]

        /// The values of `picker.mode`. FUIListPickerDataSource mode: index (rows addressed by index; the selection
        /// is a list of unfiltered indices), uniqueID (rows addressed by unique identifier; the selection survives
        /// search and reloads) or sectioned (unique identifiers in sections: only unique-identifier data sources
        /// can be sectioned).
        package enum Mode: String, SchemaEnumeration {
            case index, uniqueID, sectioned
        }

        /// The values of `picker.selection`. How many rows can be selected at once: single (at most one, the
        /// default) or multiple (any number).
        package enum Selection: String, SchemaEnumeration {
            case single, multiple
        }
    }

    /// The keys of `$defs/sectionController`.
    package enum SectionController: String, DefinitionKey {
        case entity, items, size, cell, reuseIdentifier
        package static let requiredKeys: Set<Self> = [.entity, .size]

        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.
        package enum Bounds {
            package static let items = SchemaBounds<Int>(minimum: 1, maximum: 1000)
        }

        /// The schema's `default` of each key that has one: what a file that leaves it out gets.
        package enum Defaults {
            package static let items: Int = 1
        }
    }

    /// The keys of `$defs/itemCount`.
    package enum ItemCount: String, DefinitionKey {
        case each
        package static let requiredKeys: Set<Self> = [.each]
    }

    /// The keys of `$defs/itemSize`.
    package enum ItemSize: String, DefinitionKey {
        case height, columns, aspectRatio
        package static let requiredKeys: Set<Self> = []

        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.
        package enum Bounds {
            package static let height = SchemaBounds<Double>(exclusiveMinimum: 0, maximum: 10000)
            package static let columns = SchemaBounds<Int>(minimum: 1, maximum: 100)
            package static let aspectRatio = SchemaBounds<Double>(exclusiveMinimum: 0, maximum: 100)
        }
    }

    /// The keys of `$defs/table`.
    package enum Table: String, DefinitionKey {
        case flags, sections
        package static let requiredKeys: Set<Self> = [.sections]
    }

    /// The keys of `$defs/tableSection`.
    package enum TableSection: String, DefinitionKey {
        case header, footer, visibleWhen, editableWhen, rows
        package static let requiredKeys: Set<Self> = [.rows]
    }

    /// The keys of `$defs/tableRow`.
    package enum TableRow: String, DefinitionKey {
        case kind, cell, reuseIdentifier, items, options, select, toggles, initial, height, visibleWhen,
            editableWhen
        package static let requiredKeys: Set<Self> = [.kind]

        /// The kinds each key applies to where the schema's `x-appliesTo` limits it, in the order of `kind`'s
        /// values; a key not listed applies to every kind.
        package static let appliesTo: [(key: Self, kinds: [Kind])] = [
            (.reuseIdentifier, [.basic, .array, .radio, .accordion]),
            (.items, [.array]),
            (.options, [.radio, .accordion]),
            (.toggles, [.basic]),
            (.initial, [.radio]),
        ]

        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.
        package enum Bounds {
            package static let height = SchemaBounds<Double>(exclusiveMinimum: 0, maximum: 10000)
        }

        /// The fixed strings the schema's `const` gives these keys, which the decoder compares with.
        package enum Constants {
            package static let height = "handler"
        }

        /// The values of `tableRow.kind`. basic: one row; array: one row per element of `items`; radio: one row per
        /// option, one selected; accordion: the chosen option, or all while expanded; static: a cell the app makes,
        /// or without `cell` a plain cell showing the row's title that UIKit's data source makes.
        package enum Kind: String, SchemaEnumeration {
            case basic, array, radio, accordion, `static`
        }
    }

    /// The keys of `$defs/tableOptions`.
    package enum TableOptions: String, DefinitionKey {
        case `enum`, items
        package static let requiredKeys: Set<Self> = []
    }

    /// The keys of `$defs/form`.
    package enum Form: String, DefinitionKey {
        case model, sections
        package static let requiredKeys: Set<Self> = [.model, .sections]
    }

    /// The keys of `$defs/formSection`.
    package enum FormSection: String, DefinitionKey {
        case header, footer, visibleWhen, editableWhen, rows
        package static let requiredKeys: Set<Self> = [.rows]
    }

    /// The keys of `$defs/formRow`.
    package enum FormRow: String, DefinitionKey {
        case kind, field, key, placeholder, editable, liveChanges, min, max, step, unit, mode, format,
            minuteInterval, allowsZero, options, multiple, emptyAllowed, search, picker, maxItems, initial, rules,
            visibleWhen, editableWhen
        package static let requiredKeys: Set<Self> = [.kind]

        /// The kinds each key applies to where the schema's `x-appliesTo` limits it, in the order of `kind`'s
        /// values; a key not listed applies to every kind.
        package static let appliesTo: [(key: Self, kinds: [Kind])] = [
            (.placeholder, [.title, .note, .keyValue, .textField]),
            (.editable, [.title, .note, .keyValue, .textField, .simpleProperty, .`switch`, .slider, .stepper,
                .rating, .datePicker, .durationPicker, .valuePicker, .segmentedControl, .filter, .listPicker]),
            (.liveChanges, [.note, .keyValue, .textField]),
            (.min, [.slider, .stepper]),
            (.max, [.slider, .stepper]),
            (.step, [.stepper]),
            (.unit, [.slider]),
            (.mode, [.datePicker]),
            (.format, [.datePicker]),
            (.minuteInterval, [.durationPicker]),
            (.allowsZero, [.durationPicker]),
            (.options, [.valuePicker, .segmentedControl, .filter, .listPicker]),
            (.multiple, [.filter, .listPicker]),
            (.emptyAllowed, [.filter, .listPicker]),
            (.search, [.listPicker]),
            (.picker, [.listPicker]),
            (.maxItems, [.attachments]),
            (.initial, [.valuePicker, .segmentedControl]),
        ]

        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.
        package enum Bounds {
            package static let step = SchemaBounds<Double>(exclusiveMinimum: 0)
            package static let maxItems = SchemaBounds<Int>(minimum: 1)
        }

        /// The schema's `default` of each key that has one: what a file that leaves it out gets.
        package enum Defaults {
            package static let minuteInterval: Int = 1
            package static let allowsZero: Bool = true
        }

        /// The range each kind's control keeps its value in where the row gives no bounds of its own, as the
        /// schema's `x-controlRange` on `kind` gives it (a kind not listed has none).
        package static let controlRanges: [Kind: ClosedRange<Double>] = [
            .slider: 0...1,
            .stepper: 0...100,
            .rating: 0...5,
            .durationPicker: 0...86340,
        ]

        /// The values of `formRow.kind`. The FormKit cell: title, note, keyValue, textField (String),
        /// simpleProperty (String; read-only unless `editable` is true or `editableWhen` is given), switch (Bool),
        /// slider (Float), stepper (Double), rating (Int), datePicker (Date or Date?), durationPicker
        /// (TimeInterval), valuePicker and segmentedControl (Int index or a section enum), filter ([Int]),
        /// listPicker ([Int] or unique IDs), attachments (an array [T] of what the app keeps, or no field; one per
        /// form). What each kind keeps its value to, and how, is in docs/Definitions.md, "What a form row
        /// enforces". A number kind's control keeps its value in the range listed (`x-controlRange`) where the row
        /// gives no `min` or `max`: a slider's is UISlider's, a stepper's FUIStepperFormCell's, a rating's
        /// FUIRatingControl's stars, a duration's, in seconds, ends where Fiori SwiftUI's DurationPicker stops (23
        /// h 59 min).
        package enum Kind: String, SchemaEnumeration {
            case title, note, keyValue, textField, simpleProperty, `switch`, slider, stepper, rating, datePicker,
                durationPicker, valuePicker, segmentedControl, filter, listPicker, attachments
        }

        /// The values of `formRow.mode`. The date picker's mode; default dateAndTime.
        package enum Mode: String, SchemaEnumeration {
            case date, time, dateAndTime
        }
    }

    /// The keys of `$defs/formOptions`.
    package enum FormOptions: String, DefinitionKey {
        case `enum`
        package static let requiredKeys: Set<Self> = [.`enum`]
    }

    /// The keys of `$defs/formRules`.
    package enum FormRules: String, DefinitionKey {
        case required, minLength, maxLength, min, max, pattern, validator, message
        package static let requiredKeys: Set<Self> = []

        /// The kinds of `$defs/formRow` each key applies to where the schema's `x-appliesTo` limits it, in the
        /// order of `kind`'s values; a key not listed applies to every kind.
        package static let appliesTo: [(key: Self, kinds: [FormRow.Kind])] = [
            (.minLength, [.title, .note, .keyValue, .textField, .simpleProperty]),
            (.maxLength, [.title, .note, .keyValue, .textField, .simpleProperty]),
            (.min, [.slider, .stepper, .rating, .durationPicker]),
            (.max, [.slider, .stepper, .rating, .durationPicker]),
            (.pattern, [.title, .note, .keyValue, .textField, .simpleProperty]),
        ]

        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.
        package enum Bounds {
            package static let minLength = SchemaBounds<Int>(minimum: 0)
            package static let maxLength = SchemaBounds<Int>(minimum: 0)
        }
    }

    /// The keys of `$defs/listScreen`.
    package enum ListScreen: String, DefinitionKey {
        case entity, sections, pageSize, search, searchFields, debounce, emptyText
        package static let requiredKeys: Set<Self> = [.entity]

        /// The bounds the schema gives these keys' numbers, which the decoder and the rules check.
        package enum Bounds {
            package static let pageSize = SchemaBounds<Int>(minimum: 1, maximum: 10000)
            package static let debounce = SchemaBounds<Int>(minimum: 0, maximum: 10000)
        }

        /// The schema's `default` of each key that has one: what a file that leaves it out gets.
        package enum Defaults {
            package static let pageSize: Int = 50
            package static let debounce: Int = 300
        }
    }

    /// A UI framework a definitions file generates conformances for, each under its #if canImport.
    package enum Platform: String, SchemaEnumeration {
        case uikit, fiori, iglistkit, swiftui, fioriSwiftUI = "fiori-swiftui"
    }

    /// A protocol the generator tracks for app types and entities, to decide what generated code may declare and
    /// what a rule needs.
    package enum Conformance: String, SchemaEnumeration {
        case equatable = "Equatable", hashable = "Hashable", comparable = "Comparable", sendable = "Sendable",
            codable = "Codable", identifiable = "Identifiable"
    }

    /// Each object's schema name (empty for the top level), its keys and its required keys, which a
    /// test compares with the schema.
    static let objects = [
        object("", File.self),
        object("field", Field.self),
        object("options", Options.self),
        object("appType", AppType.self),
        object("entity", Entity.self),
        object("section", Section.self),
        object("condition", Condition.self),
        object("picker", Picker.self),
        object("sectionController", SectionController.self),
        object("itemCount", ItemCount.self),
        object("itemSize", ItemSize.self),
        object("table", Table.self),
        object("tableSection", TableSection.self),
        object("tableRow", TableRow.self),
        object("tableOptions", TableOptions.self),
        object("form", Form.self),
        object("formSection", FormSection.self),
        object("formRow", FormRow.self),
        object("formOptions", FormOptions.self),
        object("formRules", FormRules.self),
        object("listScreen", ListScreen.self),
    ]

    private static func object<Key: DefinitionKey>(_ name: String, _: Key.Type) -> (
        schemaName: String, keys: [String], required: Set<String>
    ) {
        (name, Key.allCases.map(\.rawValue), Set(Key.requiredKeys.map(\.rawValue)))
    }

    /// Each bounded or defaulted number, by `object.key` (the top level's by its key), with its bounds by
    /// keyword and its default, which a test compares with the schema.
    static let numbers: [(path: String, bounds: [String: Double]?, defaultValue: Double?)] = [
        ("sectionController.items", SectionController.Bounds.items.keywords, Double(SectionController.Defaults.items)),
        ("itemSize.height", ItemSize.Bounds.height.keywords, nil),
        ("itemSize.columns", ItemSize.Bounds.columns.keywords, nil),
        ("itemSize.aspectRatio", ItemSize.Bounds.aspectRatio.keywords, nil),
        ("tableRow.height", TableRow.Bounds.height.keywords, nil),
        ("formRow.step", FormRow.Bounds.step.keywords, nil),
        ("formRow.minuteInterval", nil, Double(FormRow.Defaults.minuteInterval)),
        ("formRow.maxItems", FormRow.Bounds.maxItems.keywords, nil),
        ("formRules.minLength", FormRules.Bounds.minLength.keywords, nil),
        ("formRules.maxLength", FormRules.Bounds.maxLength.keywords, nil),
        ("listScreen.pageSize", ListScreen.Bounds.pageSize.keywords, Double(ListScreen.Defaults.pageSize)),
        ("listScreen.debounce", ListScreen.Bounds.debounce.keywords, Double(ListScreen.Defaults.debounce)),
    ]

    /// Each boolean's `default`, by `object.key`, which a test compares with the schema.
    static let flagDefaults: [(path: String, defaultValue: Bool)] = [
        ("formRow.allowsZero", FormRow.Defaults.allowsZero),
    ]

    /// Each key's `const`, by `object.key` (the top level's by its key), which a test compares with the
    /// schema.
    static let constants: [(path: String, value: String)] = [
        ("tableRow.height", TableRow.Constants.height),
    ]

    /// Each list of values, by where the schema declares it (`object.key`, or a `$defs` name), which
    /// a test compares with the schema.
    static let valueLists: [(path: String, values: [String])] = [
        ("platform", Platform.allCases.map(\.rawValue)),
        ("conformance", Conformance.allCases.map(\.rawValue)),
        ("options.accessLevel", Options.AccessLevel.allCases.map(\.rawValue)),
        ("picker.mode", Picker.Mode.allCases.map(\.rawValue)),
        ("picker.selection", Picker.Selection.allCases.map(\.rawValue)),
        ("tableRow.kind", TableRow.Kind.allCases.map(\.rawValue)),
        ("formRow.kind", FormRow.Kind.allCases.map(\.rawValue)),
        ("formRow.mode", FormRow.Mode.allCases.map(\.rawValue)),
    ]
}
