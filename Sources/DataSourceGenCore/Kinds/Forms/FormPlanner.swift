/// Plans one validated form: names, the FormKit class per kind, and its conditions and rules as
/// data (the templates write the Swift that evaluates them).
enum FormPlanner {
    static func plan(
        _ form: ResolvedForm, platforms: Set<FileOptions.Platform>, sections enums: [ResolvedSection],
        entities: [ResolvedEntity]
    ) -> FormPlan {
        let sections = form.sections.map { section in
            FormSectionPlan(section) { plan($0, inEditableSection: section.editableWhen != nil) }
        }
        let rows = sections.flatMap(\.rows)
        var validators: [FormValidatorPlan] = []
        for row in form.rows {
            guard let name = row.definition.rules?.validator?.value, !namesAppFunction(name), let field = row.field
            else {
                continue
            }
            let validator = FormValidatorPlan(name: name, valueType: field.type.swiftText)
            if !validators.contains(validator) { validators.append(validator) }
        }
        var classes: [String] = []
        for row in rows where !classes.contains(row.cellClass) { classes.append(row.cellClass) }
        var result = FormPlan(
            rawNameText: OneLineText.make(form.definition.name.value), typeName: form.typeName,
            modelType: form.model.typeName,
            sections: sections, rows: rows, validators: validators, hasValidators: !validators.isEmpty,
            hasRowsWithoutRules: rows.contains { $0.ruleChecks.isEmpty },
            fiori: platforms.contains(.fiori), cellClasses: classes.map { NamedItem(name: $0) },
            pickerRows: rows.filter { $0.pickerType != nil }, hasPickers: rows.contains { $0.pickerType != nil },
            hasAttachments: rows.contains { $0.kind == .attachments })
        if let attachments = rows.first(where: { $0.kind == .attachments }), let field = attachments.field {
            result.attachmentsField = field
            result.attachmentsCase = attachments.caseName
        }
        result.cellsReadModel = rows.contains { $0.kind != .attachments }
        result.swiftUI = platforms.contains(.swiftui)
        result.previewNames = PreviewNames(typeName: form.typeName)
        result.fioriSwiftUI = platforms.contains(.fioriSwiftUI)
        result.hasModel = platforms.hasObservableModels
        guard result.hasModel else { return result }
        result.controlProjections = controlProjections(
            of: form.rows, swiftUI: result.swiftUI, fiori: result.fioriSwiftUI)
        if result.fioriSwiftUI {
            result.hasExpandingPickers = rows.contains {
                [.datePicker, .durationPicker, .valuePicker].contains($0.kind)
            }
        }
        result.boundFields = boundFields(of: form.rows)
        result.modelHasDefault = form.model.isGenerated && form.model.fields.allSatisfy { $0.defaultValue != nil }
        planPreviews(&result, of: form, sections: enums, entities: entities)
        return result
    }

    /// The FormKit cell class of each kind (seed 002).
    static func cellClass(of kind: FormRowDefinition.Kind) -> String {
        switch kind {
        case .title: "FUITitleFormCell"
        case .note: "FUINoteFormCell"
        case .keyValue: "FUIKeyValueFormCell"
        case .textField: "FUITextFieldFormCell"
        case .simpleProperty: "FUISimplePropertyFormCell"
        case .switch: "FUISwitchFormCell"
        case .slider: "FUISliderFormCell"
        case .stepper: "FUIStepperFormCell"
        case .rating: "FUIRatingControlFormCell"
        case .datePicker: "FUIDatePickerFormCell"
        case .durationPicker: "FUIDurationPickerFormCell"
        case .valuePicker: "FUIValuePickerFormCell"
        case .segmentedControl: "FUISegmentedControlFormCell"
        case .filter: "FUIFilterFormCell"
        case .listPicker: "FUIListPickerFormCell"
        case .attachments: "FUIAttachmentsFormCell"
        }
    }

    private static func plan(_ row: ResolvedFormRow, inEditableSection: Bool) -> FormRowPlan {
        let definition = row.definition
        let kind = definition.kind.value
        let rawName = OneLineText.make(definition.name.value)
        let field = row.field?.swiftName
        var plan = FormRowPlan(
            rawNameText: rawName, renamedFrom: RenamedNote.text(rawText: rawName, swiftName: row.caseName),
            caseName: row.caseName, controlMethod: GeneratedNames.controlMethod(ofRow: row.caseName), kind: kind,
            cellClass: cellClass(of: kind), field: field,
            otherField: field == row.caseName ? nil : field, valueType: row.field?.type.swiftText,
            keyLiteral: SwiftStringLiteral.make(definition.key?.value ?? IdentifierWords.label(definition.name.value)))
        plan.visibleWhen = row.visibleWhen.map(ConditionPlan.init)
        plan.isNeverEditable = FormKindRules.isNeverEditable(row)
        plan.editableWhen = plan.isNeverEditable ? nil : row.editableWhen.map(ConditionPlan.init)
        // An attachments row has no value to edit, so its section's editability does not reach it.
        plan.inEditableSection = inEditableSection && !plan.isNeverEditable && kind != .attachments
        plan.ruleChecks = row.field.map { rules(of: row, field: $0) } ?? []
        plan.hasRules = !plan.ruleChecks.isEmpty
        plan.hasOneRule = plan.ruleChecks.count == 1 && plan.ruleChecks[0].boundsNote == nil
        plan.placeholderLiteral = definition.placeholder.map { SwiftStringLiteral.make($0.value) }
        plan.tracksLiveChanges = StatedFlag(definition.liveChanges?.value)
        planBounds(&plan, row)
        plan.unitLiteral = definition.unit.map { SwiftStringLiteral.make($0.value) }
        plan.unitSuffixLiteral = definition.unit.map { SwiftStringLiteral.make(" " + $0.value) }
        plan.dateMode = kind == .datePicker ? definition.dateMode?.value ?? .dateAndTime : nil
        plan.dateFormatLiteral = definition.dateFormat.map { SwiftStringLiteral.make($0.value) }
        plan.options = ScreenOptionsPlan(row.options)
        plan.optionsName = GeneratedNames.optionsName(ofRow: plan.caseName)
        if case .sectionEnum? = row.options, case .sectionEnum(let name)? = row.field?.type { plan.optionEnum = name }
        plan.allowsMultipleSelection = StatedFlag(FormKindRules.choosesSeveral(row))
        plan.allowsEmptySelection = StatedFlag(FormKindRules.allowsEmpty(row))
        plan.isSearchEnabled = StatedFlag(definition.search?.value)
        plan.pickerType = row.picker?.typeName
        plan.maxItems = FormKindRules.itemLimit(of: row).map { "\($0)" }
        plan.hasKeyName = ![.title, .note, .attachments].contains(kind)
        plan.takesEditable = kind != .attachments
        plan.isOptionalText = row.field?.type == .optional(.standard("String"))
        plan.pickerUsesUniqueIDs = row.picker.map { $0.definition.mode.value != .index } ?? false
        if case .set? = row.field?.type { plan.fieldIsSet = true }
        plan.isRequiredDate = kind == .datePicker && row.field?.type == .standard("Date")
        plan.bindsValueDirectly =
            field != nil && !plan.isOptionalText && !plan.isRequiredDate && plan.optionEnum == nil
            && ![FormRowDefinition.Kind.listPicker, .attachments].contains(kind)
        planSwiftUI(&plan, row)
        planFioriSwiftUI(&plan, row)
        return plan
    }

    /// What the row's SwiftUI control needs: its binding, options as tags, bounds and steps.
    private static func planSwiftUI(_ plan: inout FormRowPlan, _ row: ResolvedFormRow) {
        let definition = row.definition
        let kind = definition.kind.value
        plan.boundName = row.field.map(projectionName)
        if let field = row.field, let (_, suffix) = swiftUIChoiceProjection(of: row) {
            plan.boundName = projection(of: field.swiftName, suffix)
        }
        if kind == .datePicker { plan.dateIsSetName = row.field.flatMap(dateIsSetName) }
        let options: [OptionLiteralPlan]
        switch plan.options {
        case .titles(let list), .sectionEnum(let list): options = list.optionLiterals
        case .none, .state: options = []
        }
        plan.choices = options.enumerated().map { index, option in
            FormChoicePlan(
                index: index, enumCase: plan.optionEnum == nil ? nil : option.caseName,
                titleLiteral: option.titleLiteral)
        }
        if kind == .filter { plan.isSingleChoice = FormKindRules.choosesSeveral(row) == false }
        plan.choicesAreSet = plan.fieldIsSet
        plan.searchesPicker = row.picker != nil && definition.search?.value == true
        plan.isMultipleChoice = FormKindRules.choosesSeveral(row) ?? true
        if kind == .filter || kind == .listPicker {
            plan.allowsEmptyChoice = FormKindRules.allowsEmpty(row) ?? true
            plan.choiceLabel = row.field.map { SwiftIdentifier.argumentLabel($0.swiftName) }
            if plan.choiceLabel == "choice" { plan.choiceParameter = "tapped" }
            switch row.field?.type {
            case .array(let element)?, .set(let element)?: plan.choiceType = element.swiftText
            default: break
            }
        }
    }

    /// The rules' checks, in the order they are tried.
    private static func rules(of row: ResolvedFormRow, field: ResolvedField) -> [FormRuleCheckPlan] {
        let rules = row.definition.rules
        let message = rules?.message.map { SwiftStringLiteral.make($0.value) }
        let check = { (kind: FormRuleCheckPlan.Check) in
            FormRuleCheckPlan(field: field.swiftName, check: kind, messageLiteral: message)
        }
        var checks: [FormRuleCheckPlan] = []
        let definition = row.definition
        let kind = definition.kind.value
        // What the cell's options constrain, the engine checks too, so every platform refuses the
        // same values (FormKit's cell would, others would not): an empty selection where none is
        // allowed, a second value in single selection, an index naming no option (or below zero,
        // where the items are the app's), the same choice twice in multiple selection, a number
        // outside the cell's range (`FormValueBounds`), a duration between the steps of the
        // picker's wheel or a stepper's value between its steps, more attachments than `maxItems`.
        let choosesSeveral = FormKindRules.choosesSeveral(row)
        let mustChoose = FormKindRules.allowsEmpty(row) == false
        if rules?.required?.value == true || mustChoose { checks.append(check(.required)) }
        if choosesSeveral == false { checks.append(check(.single)) }
        if choosesSeveral != nil, field.type == .array(.standard("Int")) {
            if FormKindRules.optionCount(of: row) != nil {
                checks.append(check(.indices(options: GeneratedNames.optionsName(ofRow: row.caseName))))
            } else if row.picker?.definition.mode.value == .index {
                checks.append(check(.indices(options: nil)))
            }
        }
        if choosesSeveral == true, case .array = field.type { checks.append(check(.distinct)) }
        if rules?.minLength != nil || rules?.maxLength != nil {
            checks.append(
                check(
                    .length(
                        minimum: rules?.minLength.map { "\($0.value)" }, maximum: rules?.maxLength.map { "\($0.value)" }
                    )))
        }
        let isInt = field.type == .standard("Int")
        let bounds = FormValueBounds.accepted(by: row)
        if bounds != FormValueBounds() {
            let bound = { (value: Double?) in value.map { isInt ? "\(Int($0))" : "\($0)" } }
            let (low, high) = (bound(bounds.low), bound(bounds.high))
            var range = check(
                kind == .durationPicker
                    ? .durationRange(minimum: low, maximum: high) : .range(minimum: low, maximum: high))
            range.boundsNote = FormValueBounds.note(of: row)
            checks.append(range)
        }
        if let (origin, step) = FormValueBounds.grid(of: row) {
            if kind == .durationPicker {
                checks.append(check(.minuteSteps(minutes: "\(Int(step) / 60)")))
            } else {
                checks.append(check(.steps(step: "\(step)", origin: origin == 0 ? nil : "\(origin)")))
            }
        }
        if let limit = FormKindRules.itemLimit(of: row) {
            checks.append(check(.attachmentCount(maximum: "\(limit)")))
        }
        if let pattern = rules?.pattern {
            checks.append(check(.pattern(literal: SwiftStringLiteral.make(pattern.value))))
        }
        if let validator = rules?.validator {
            let name = validator.value
            let check: FormRuleCheckPlan.Check = namesAppFunction(name) ? .function(name: name) : .validator(name: name)
            checks.append(FormRuleCheckPlan(field: field.swiftName, check: check))
        }
        return checks
    }

    /// Whether a row's `validator` names an app's static function (`Type.function`), which
    /// `validate` calls directly, rather than a method of the form's `Validating`.
    private static func namesAppFunction(_ validator: String) -> Bool {
        validator.contains(".")
    }

}
