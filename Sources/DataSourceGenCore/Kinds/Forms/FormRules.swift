/// Rules for one form: the model can be written, every row's kind fits its field's type and gets
/// only the keys it reads, rules fit the value, conditions compare like with like, names are
/// unique where they become Swift names, each field bound by at most one row, and at most one
/// attachments row.
extension ValidationContext {
    mutating func check(_ form: ResolvedForm) {
        let path = "forms.\(form.definition.name.value)"
        checkNames(
            form.sections.map { ($0.definition.name, "section") }, swiftName: GeneratedNames.caseName, scope: "case")
        checkNames(form.rows.map { ($0.definition.name, "row") }, swiftName: GeneratedNames.caseName, scope: "case")
        checkMembers(
            form.sections.map(\.definition.name), swiftName: GeneratedNames.caseName,
            reserved: ScreenSectionNames.sectionMembers, kind: "section", owner: "\(form.typeName).SectionID")
        checkMembers(
            form.rows.map(\.definition.name), swiftName: GeneratedNames.caseName,
            reserved: ScreenSectionNames.sectionMembers, kind: "row", owner: "\(form.typeName).Field")
        if form.model.isGenerated, form.model.definition.mutable?.value != true {
            error(
                form.definition.model.location,
                "`\(path).model` is `\(form.model.definition.name.value)`, whose generated fields are constants (`let`), so the form cannot write them; add \"mutable\": true to `entities.\(form.model.definition.name.value)`"
            )
        }
        checkNestedNameShadowing(in: form, path: path)
        checkSharedFields(of: form, path: path)
        let attachments = form.rows.filter { $0.definition.kind.value == .attachments }
        for extra in attachments.dropFirst() {
            let first = attachments[0].definition.name.location
            error(
                extra.definition.kind.location,
                "`\(path)` has a second attachments row (the first is at \(first.line):\(first.column)); \"Each UITableViewController is allowed to have only one FUIAttachmentFormCell\" (FormKit), so remove one"
            )
        }
        let checks = ScreenConditionChecks<ResolvedFormRow>(
            condition: { $0.check($1, key: $2) },
            sectionEditability: { $0.checkEditability(of: $1, condition: $2, path: $3) },
            // A form row's own `editableWhen` is checked for its test only: planning drops it on a row
            // that is never editable (`FormKindRules.isNeverEditable`).
            rowEditability: nil,
            row: { $0.check($1, model: form.model, path: $2) })
        checkSections(form.sections, path: path, checks: checks)
    }

    private mutating func check(_ row: ResolvedFormRow, model: ResolvedEntity, path: String) {
        let definition = row.definition
        let kind = definition.kind.value
        for (key, kinds) in SchemaKeys.FormRow.appliesTo where !kinds.contains(kind) {
            guard let location = definition.limitedKeys[key] else { continue }
            let takers = kinds.map(\.rawValue).sorted().map { "`\($0)`" }.joined(separator: ", ")
            error(
                location,
                "`\(path).\(key.rawValue)` does not apply to \(Self.article(of: kind)) \(kind.rawValue) row (it applies to \(takers)); remove it"
            )
        }
        checkUnboundAttachments(row, model: model, path: path)
        if let field = row.field, referencesResolved(row), !FormKindRules.fits(field.type, row: row) {
            let at = definition.field?.location ?? definition.kind.location
            let (name, type) = (field.definition.name.value, field.type.swiftText)
            let fix =
                kind == .attachments
                ? "make `\(name)` an array (for example `[URL]`) or name an array field with \"field\""
                : "bind a field of that type or choose the kind for `\(type)`"
            error(
                at,
                "`\(path)` is \(Self.article(of: kind)) \(kind.rawValue) row, which binds \(FormKindRules.expectedType(of: kind)), but `\(name)` is `\(type)`; \(fix)"
            )
        }
        checkOptions(of: row, path: path)
        checkRules(of: row, path: path)
        checkRulesOfNeverEditable(row, path: path)
        checkNumericLimits(of: row, path: path)
        checkFieldDefault(of: row, model: model, path: path)
    }

    /// "a" or "an", as the kind's name is read.
    static func article(of kind: FormRowDefinition.Kind) -> String {
        kind.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }

    /// Inside the form's namespace `Model`, `SectionID`, `Field`, `Validators`, `Validating` and `Pickers` are
    /// the form's own, so a model, options enum or picker of that name would silently mean them.
    private mutating func checkNestedNameShadowing(in form: ResolvedForm, path: String) {
        for (location, name, key) in Self.typesNamed(by: form) where FormKind.nestedTypes.contains(name) {
            error(
                location,
                "`\(path).\(key)` names `\(name)`, which inside `\(form.typeName)` means the form's own `\(form.typeName).\(name)`; rename the declaration (for example `My\(name)`)"
            )
        }
    }

    /// The types a form names inside its namespace (model, options enums, pickers): where, the
    /// name, and the key that names it.
    static func typesNamed(by form: ResolvedForm) -> [(SourceLocation, String, String)] {
        var used: [(SourceLocation, String, String)] = [(form.definition.model.location, form.model.typeName, "model")]
        for row in form.rows {
            if case .sectionEnum(let section)? = row.options, let location = row.definition.options?.location {
                used.append((location, section.typeName, "sections.….rows.\(row.definition.name.value).options"))
            }
            if let picker = row.picker, let location = row.definition.picker?.location {
                used.append((location, picker.typeName, "sections.….rows.\(row.definition.name.value).picker"))
            }
        }
        return used
    }

    /// Whether the picker and enum a row names resolved; when not (reported), its type is unknowable.
    private func referencesResolved(_ row: ResolvedFormRow) -> Bool {
        (row.definition.picker == nil || row.picker != nil) && (row.definition.options == nil || row.options != nil)
    }

    private mutating func checkOptions(of row: ResolvedFormRow, path: String) {
        let definition = row.definition
        let kind = definition.kind.value
        let needsOptions: Set<FormRowDefinition.Kind> = [.valuePicker, .segmentedControl, .filter]
        if needsOptions.contains(kind), definition.options == nil {
            error(
                definition.kind.location,
                "`\(path)` is a \(kind.rawValue) row without `options`; add \"options\": [\"First\", \"Second\"] or {\"enum\": \"<section enum>\"}"
            )
        }
        if kind == .listPicker {
            switch (definition.options, definition.picker) {
            case (nil, nil):
                error(
                    definition.kind.location,
                    "`\(path)` is a list picker row without choices; add \"picker\": \"<list picker of this file>\" or \"options\": [\"First\", \"Second\"]"
                )
            case (let options?, _?):
                error(
                    options.location,
                    "`\(path)` gives both `options` and `picker`; keep one (the picker lists its entity's items)")
            default: break
            }
            checkPickerSelection(of: row, path: path)
        }
        if case .literals(let titles)? = row.options {
            if titles.isEmpty, let location = definition.options?.location {
                error(location, "`\(path).options` is empty; give at least one option title")
            }
            var seen: Set<String> = []
            for title in titles where !seen.insert(title.value).inserted {
                warning(
                    title.location,
                    "`\(path).options` lists \"\(title.value)\" twice; users cannot tell the two apart, so rename or remove one"
                )
            }
        }
        if case .sectionEnum(let section)? = row.options, section.cases.isEmpty,
            let location = definition.options?.location
        {
            error(
                location,
                "`\(path).options` names `\(section.definition.name.value)`, which has no cases; add cases to the section enum"
            )
        }
        if let minimum = definition.minimum, let maximum = definition.maximum, minimum.value > maximum.value {
            error(maximum.location, "`\(path).max` (\(maximum.value)) is below `min` (\(minimum.value)); swap them")
        }
        if (definition.minimum == nil) != (definition.maximum == nil), FormValueBounds.control(of: row).isEmpty,
            let range = FormKindRules.defaultRange(of: kind), let written = definition.minimum ?? definition.maximum
        {
            let (key, other, otherValue) =
                definition.minimum != nil ? ("min", "max", range.high) : ("max", "min", range.low)
            error(
                written.location,
                "`\(path).\(key)` (\(written.value)) leaves no value within a \(kind.rawValue)'s default `\(other)` (\(otherValue)); add \"\(other)\" to the row"
            )
        }
        if let step = definition.step, !SchemaKeys.FormRow.Bounds.step.contains(step.value) {
            error(step.location, "`\(path).step` \(SchemaKeys.FormRow.Bounds.step.requirement), found \(step.value)")
        }
        if let interval = definition.minuteInterval, !(1...30).contains(interval.value) || 60 % interval.value != 0 {
            error(
                interval.location,
                "`\(path).minuteInterval` must divide 60 and be 1...30 (UIDatePicker's rule), found \(interval.value)")
        }
        if let items = definition.maxItems, !SchemaKeys.FormRow.Bounds.maxItems.contains(items.value) {
            error(
                items.location,
                "`\(path).maxItems` \(SchemaKeys.FormRow.Bounds.maxItems.requirement), found \(items.value)")
        }
    }

    /// A section's `editableWhen` narrows when its rows can be edited, so some row must be one that
    /// can be: not an attachments row, and not one that is never editable.
    private mutating func checkEditability(
        of section: ResolvedFormSection, condition: ResolvedFormCondition, path: String
    ) {
        let editable = section.rows.filter {
            $0.definition.kind.value != .attachments && !FormKindRules.isNeverEditable($0)
        }
        guard editable.isEmpty, !section.rows.isEmpty else { return }
        error(
            condition.definition.field.location,
            "`\(path).editableWhen` says when the section's rows can be edited, and none of them can be (an attachments row, \"editable\": false, or a simpleProperty without `editable` or `editableWhen`); remove it, or make a row editable"
        )
    }

    /// A condition's test must fit its field: `equals` compares like with like.
    private mutating func check(_ condition: ResolvedFormCondition, key: String) {
        let (field, type) = (condition.subject.field, condition.subject.field.type)
        switch condition.definition.test {
        case .hasValue, .hasNoValue:
            if !FormKindRules.canTestForValue(type) {
                error(
                    condition.definition.field.location,
                    "`\(key)` asks whether `\(field.definition.name.value)` has a value, which a `\(type.swiftText)` cannot tell; use {\"field\": \"\(field.definition.name.value)\", \"equals\": <value>} or a field of type String, Bool, a number, a collection or an optional"
                )
            } else if !FormKindRules.canLackValue(type) {
                error(
                    condition.definition.field.location,
                    "`\(key)` asks whether `\(field.definition.name.value)` has a value, which a `\(type.swiftText)` always has, so the condition never changes; use {\"field\": \"\(field.definition.name.value)\", \"equals\": <value>}, or make the field optional"
                )
            }
        case .equals(let literal):
            if !FormConditionLiterals.fits(literal.value, type, enumSection: condition.subject.enumSection) {
                error(
                    literal.location,
                    "`\(key).equals` is \(JSONReading.describe(literal.value)), which cannot equal `\(field.definition.name.value)` (`\(type.swiftText)`); \(FormConditionLiterals.advice(for: type))"
                )
            }
        }
    }
}
