/// A value picker's or segmented control's first choice: the option its `initial` names, or the
/// first option, as TableSchemer's radio scheme starts. It becomes the default of the field the row
/// binds, so a model the app makes with the generated initializer starts on it; a field with its
/// own `default` keeps that one, and an `initial` beside it is refused.
extension ResolutionContext {
    /// Gives each field a value-picker row binds its row's choice as the default, after reporting
    /// an `initial` that names no option, that competes with the field's own `default`, or that
    /// another row contradicts.
    mutating func applyInitialChoices(of forms: [ResolvedForm], to entities: inout [ResolvedEntity]) {
        // The explicit choice each field has, by entity and field name, with the `initial` path.
        var explicit: [String: (choice: FieldDefault, path: String)] = [:]
        // Where each derived default comes from, in the order they are derived, to judge each
        // once all are known.
        var sources: [DerivedDefaultSource] = []
        for form in forms {
            let modelName = form.model.definition.name.value
            guard let entity = entities.firstIndex(where: { $0.definition.name.value == modelName }) else { continue }
            for section in form.sections {
                for row in section.rows {
                    guard let field = row.field,
                        let fieldIndex = entities[entity].fields.firstIndex(where: { $0.swiftName == field.swiftName })
                    else { continue }
                    let path = section.path(of: row, in: "forms.\(form.definition.name.value)")
                    guard let choice = initialChoice(of: row, field: field, path: path) else { continue }
                    let fieldPath = "entities.\(modelName).fields.\(field.definition.name.value)"
                    let key = "\(modelName).\(field.definition.name.value)"
                    if !entities[entity].definition.isGenerated, let initial = row.definition.initial {
                        diagnostics.append(
                            .warning(
                                at: initial.location,
                                "`\(path).initial` does nothing: `\(modelName)` is the app's own type (`generate: false`), whose initializer is not generated; start `\(field.swiftName)` on that option in the app's model, or remove `initial`"
                            ))
                    } else if field.definition.defaultValue != nil {
                        if let initial = row.definition.initial {
                            error(
                                initial.location,
                                "`\(path).initial` and `\(fieldPath).default` both say where `\(field.swiftName)` starts; keep one"
                            )
                        }
                    } else if let initial = row.definition.initial {
                        if let earlier = explicit[key] {
                            guard earlier.choice != choice else { continue }
                            error(
                                initial.location,
                                "`\(path).initial` starts `\(field.swiftName)` elsewhere than `\(earlier.path).initial` does; both rows bind it, so name the same option or keep one `initial`"
                            )
                        } else {
                            explicit[key] = (choice, path)
                            entities[entity].fields[fieldIndex].defaultValue = choice
                            sources.removeAll { $0.model == modelName && $0.field.swiftName == field.swiftName }
                            sources.append(
                                DerivedDefaultSource(
                                    model: modelName, field: field, choice: choice, row: path,
                                    location: initial.location, initial: initial.value))
                        }
                    } else if explicit[key] == nil {
                        entities[entity].fields[fieldIndex].defaultValue = choice
                        if !sources.contains(where: { $0.model == modelName && $0.field.swiftName == field.swiftName })
                        {
                            sources.append(
                                DerivedDefaultSource(
                                    model: modelName, field: field, choice: choice, row: path,
                                    location: row.definition.name.location, initial: nil))
                        }
                    }
                }
            }
        }
        for source in sources { judge(source, forms: forms, entities: entities) }
    }

    /// The default a value-picker row gives its field: its `initial` option or the first, as an
    /// index for an `Int` field or a case for an enum field; `nil` for other rows, for a field of
    /// another type (reported by the rules) and after reporting an `initial` that names no option.
    private mutating func initialChoice(of row: ResolvedFormRow, field: ResolvedField, path: String) -> FieldDefault? {
        guard [.valuePicker, .segmentedControl].contains(row.definition.kind.value) else { return nil }
        guard let options = row.options else { return nil }
        var index = 0
        if let initial = row.definition.initial {
            guard let named = position(ofInitial: initial, among: options, path: path) else { return nil }
            index = named
        }
        let count: Int
        var section: ResolvedSection?
        switch options {
        case .literals(let titles): count = titles.count
        case .sectionEnum(let options): (count, section) = (options.cases.count, options)
        default: return nil
        }
        guard index < count else { return nil }
        switch field.type {
        case .standard("Int"): return .literal("\(index)")
        case .sectionEnum(let name) where name == section?.typeName:
            return section.map { .enumCase($0.cases[index].swiftName) }
        default: return nil
        }
    }
}
