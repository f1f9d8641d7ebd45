/// Decoding of `forms`: seed 002's FormKit forms (sections of rows binding model fields to cell
/// kinds, with rules and conditions). Shapes are checked here; which keys a kind takes, and every
/// reference (model, fields, pickers, enums), are checked by resolution and validation.
extension DefinitionsDecoder {
    func decodeForm(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (FormDefinition?, [Diagnostic]) {
        var reader = JSONObjectReader<SchemaKeys.Form>(node, path: path)
        let model = reader.string(.model)
        let sections = decodeScreenSections(&reader, formShape)
        guard let model else { return (nil, reader.finish()) }
        return (FormDefinition(name: name, model: model, sections: sections), reader.finish())
    }

    /// A form's sections: conditions on its model's fields.
    private var formShape: ScreenSectionsShape<FormRowDefinition, SchemaKeys.FormSection> {
        ScreenSectionsShape(noun: "form", condition: .modelField) { name, node, path in
            decodeFormRow(name, node, path)
        }
    }

    private func decodeFormRow(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        FormRowDefinition?, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.FormRow>(node, path: path)
        let kind = reader.string(.kind).flatMap {
            enumValue($0, FormRowDefinition.Kind.self, key: reader.childPath(.kind), into: &reader)
        }
        // Every key is read even when the row is dropped, so all its problems are reported.
        var row = FormRowDefinition(name: name, kind: kind ?? Located(.title, at: name.location))
        row.limitedKeys = reader.valueLocations(of: SchemaKeys.FormRow.appliesTo.map(\.key))
        row.field = reader.string(.field)
        row.key = reader.string(.key)
        row.placeholder = reader.string(.placeholder)
        row.editable = reader.bool(.editable)
        row.liveChanges = reader.bool(.liveChanges)
        row.minimum = finite(reader.double(.min), path: reader.childPath(.min), into: &reader)
        row.maximum = finite(reader.double(.max), path: reader.childPath(.max), into: &reader)
        row.step = finite(reader.double(.step), path: reader.childPath(.step), into: &reader)
        row.unit = reader.string(.unit)
        row.dateMode = reader.string(.mode).flatMap {
            enumValue($0, FormRowDefinition.DateMode.self, key: reader.childPath(.mode), into: &reader)
        }
        row.dateFormat = reader.string(.format)
        row.minuteInterval = reader.int(.minuteInterval)
        row.allowsZero = reader.bool(.allowsZero)
        let optionsNode = reader.node(.options)
        row.options = optionsNode.flatMap {
            decodeOptions($0, path: reader.childPath(.options), keys: SchemaKeys.FormOptions.self, into: &reader)
        }
        row.multiple = reader.bool(.multiple)
        row.emptyAllowed = reader.bool(.emptyAllowed)
        row.search = reader.bool(.search)
        row.picker = reader.string(.picker)
        row.initial = reader.string(.initial)
        row.maxItems = reader.int(.maxItems)
        row.rules = reader.withObject(.rules, as: SchemaKeys.FormRules.self) { decodeFormRules(&$0) }
        row.visibleWhen = visibility(in: &reader, formShape)
        row.editableWhen = editability(in: &reader, reading: .modelField)
        // Without a kind, or with options given but malformed (already reported), the row is
        // dropped rather than reported again as a row without options.
        guard kind != nil, optionsNode == nil || row.options != nil else { return (nil, reader.finish()) }
        return (row, reader.finish())
    }

    private func decodeFormRules(_ reader: inout JSONObjectReader<SchemaKeys.FormRules>) -> FormRulesDefinition {
        var rules = FormRulesDefinition()
        rules.limitedKeys = reader.valueLocations(of: SchemaKeys.FormRules.appliesTo.map(\.key))
        rules.required = reader.bool(.required)
        rules.minLength = reader.int(.minLength)
        rules.maxLength = reader.int(.maxLength)
        rules.min = finite(reader.double(.min), path: reader.childPath(.min), into: &reader)
        rules.max = finite(reader.double(.max), path: reader.childPath(.max), into: &reader)
        rules.pattern = reader.string(.pattern)
        rules.validator = reader.string(.validator)
        rules.message = reader.string(.message)
        return rules
    }

    /// A number that generated code can write: JSON5 allows `Infinity` and `NaN`.
    private func finite<Key>(_ number: Located<Double>?, path: String, into reader: inout JSONObjectReader<Key>)
        -> Located<Double>?
    {
        guard let number, !number.value.isFinite else { return number }
        reader.report(.error(at: number.location, "`\(path)` must be a finite number, found \(number.value)"))
        return nil
    }
}
