/// What a form's FioriSwiftUICore view needs beyond SwiftUI's: the conversions its components bind
/// where they take another type than the field (and the one SwiftUI's inline picker binds), and
/// each row's component options.
extension FormPlanner {
    /// The conversions the rows' controls bind, each once, in display order: SwiftUI's (with
    /// `swiftUI`, ``swiftUIChoiceProjection(of:)``) and the Fiori components' (with `fiori`).
    static func controlProjections(
        of rows: [ResolvedFormRow], swiftUI: Bool, fiori: Bool
    ) -> [FormControlProjectionPlan] {
        var projections: [FormControlProjectionPlan] = []
        for row in rows {
            guard let field = row.field else { continue }
            let kinds = [swiftUI ? swiftUIChoiceProjection(of: row) : nil, fiori ? fioriProjection(of: row) : nil]
            for case let (kind, suffix)? in kinds {
                let name = projection(of: field.swiftName, suffix)
                guard !projections.contains(where: { $0.name == name }) else { continue }
                projections.append(projectionPlan(name, of: row, field: field, kind: kind))
            }
        }
        return projections
    }

    /// The projection `name` of `row`'s field, with the types and names its template needs.
    private static func projectionPlan(
        _ name: String, of row: ResolvedFormRow, field: ResolvedField, kind: FormControlProjectionPlan.Kind
    ) -> FormControlProjectionPlan {
        var plan = FormControlProjectionPlan(name: name, field: field.swiftName, kind: kind)
        var element: ResolvedType?
        switch field.type {
        case .array(let type): element = type
        case .set(let type): element = type
        case .sectionEnum(let name): plan.enumType = name
        default: break
        }
        plan.elementType = element?.swiftText
        plan.ordersByPicker = kind == .selections && element != .standard("Int") && row.picker != nil
        if kind == .numberText { plan.caseName = row.caseName }
        plan.keepsChoice = kind == .selection && FormKindRules.allowsEmpty(row) == false
        return plan
    }

    /// The conversion a row's Fiori control binds instead of its field, and its name's suffix;
    /// `nil` where the control binds the field (or its text projection) as it is.
    static func fioriProjection(of row: ResolvedFormRow) -> (FormControlProjectionPlan.Kind, String)? {
        guard let type = row.field?.type else { return nil }
        switch row.definition.kind.value {
        case .stepper: return (.numberText, "Text")
        case .durationPicker: return (.minutes, "Minutes")
        case .slider: return (.double, "Value")
        case .valuePicker, .segmentedControl:
            guard case .sectionEnum = type else { return nil }
            return (.selectedIndex, "SelectedIndex")
        case .datePicker: return type == .standard("Date") ? (.selectedDate, "SelectedDate") : nil
        case .listPicker:
            if FormKindRules.choosesSeveral(row) == false { return (.selection, "Selection") }
            if case .set = type { return nil }
            return (.selections, "Selections")
        default: return nil
        }
    }

    /// What the row's FioriSwiftUICore component needs besides what SwiftUI's control does.
    static func planFioriSwiftUI(_ plan: inout FormRowPlan, _ row: ResolvedFormRow) {
        let definition = row.definition
        let kind = definition.kind.value
        if let field = plan.field {
            if let (_, suffix) = fioriProjection(of: row) {
                plan.fioriBoundName = projection(of: field, suffix)
            } else {
                plan.fioriBoundName = kind == .datePicker ? field : row.field.map(projectionName)
            }
        }
        let withMessage: Set<FormRowDefinition.Kind> = [
            .datePicker, .durationPicker, .filter, .listPicker, .attachments, .stepper,
        ]
        plan.fioriShowsMessage = FormKindRules.textKinds.union(withMessage).contains(kind)
        if FormKindRules.textKinds.contains(kind) {
            plan.maxTextLength = definition.rules?.maxLength.map { "\($0.value)" }
        }
        if kind == .filter || kind == .listPicker {
            plan.allowsEmptyChoice = FormKindRules.allowsEmpty(row) ?? true
        }
    }
}
