/// A default the forms derive for a field (the option an `initial` names, or a value picker's first
/// option) is where every new model starts, as a field's own `default` is; so every row in every
/// form that binds the field must accept it too, judged as the field's own `default` is
/// (``FormValueJudgement``).
struct DerivedDefaultSource {
    /// The entity's name and the field.
    var model: String
    var field: ResolvedField
    var choice: FieldDefault
    /// The path of the row that derives the default.
    var row: String
    /// Its `initial`, or the row's name when the first option is taken.
    var location: SourceLocation
    /// The option `initial` names, `nil` for the first option.
    var initial: String?
}

extension ResolutionContext {
    /// Reports the first row, in form order, whose generated `validate` refuses the index `source`
    /// starts its field on (an enum case is always among the cases of any row that binds the field).
    mutating func judge(_ source: DerivedDefaultSource, forms: [ResolvedForm], entities: [ResolvedEntity]) {
        guard case .literal(let text) = source.choice, let index = Double(text),
            entities.first(where: { $0.definition.name.value == source.model })?.isGenerated == true
        else { return }
        for form in forms where form.model.definition.name.value == source.model {
            for section in form.sections {
                for row in section.rows where row.field?.swiftName == source.field.swiftName {
                    guard FormKindRules.fits(source.field.type, row: row),
                        let why = FormValueJudgement.explanation(of: index, by: row, type: source.field.type)
                    else { continue }
                    let path = section.path(of: row, in: "forms.\(form.definition.name.value)")
                    report(source, index: text, refusedBy: path, because: why)
                    return
                }
            }
        }
    }

    private mutating func report(
        _ source: DerivedDefaultSource, index: String, refusedBy path: String, because why: String
    ) {
        let (name, fieldPath) = (
            source.field.swiftName, "entities.\(source.model).fields.\(source.field.definition.name.value)"
        )
        if let initial = source.initial {
            error(
                source.location,
                "`\(source.row).initial` (\(JSONScanner.quoted(initial))) starts `\(name)` at \(index), but \(index) is \(why), which `\(path)` accepts, so every new model would start invalid; name an option that row accepts too, or widen that row"
            )
        } else {
            error(
                source.location,
                "`\(source.row)` starts `\(name)` on its first option (\(index)) when nothing else says where, but \(index) is \(why), which `\(path)` accepts, so every new model would start invalid; give `\(fieldPath)` a \"default\" that row accepts, or widen that row"
            )
        }
    }
}
