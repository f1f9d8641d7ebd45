/// Plans one table screen from a validated ``ResolvedTable``: names, literals and which shape
/// each row kind takes in the generated `Row`, `TableState` and `Handlers`.
enum TablePlanner {
    static func plan(_ resolved: ResolvedTable, in file: ResolvedDefinitions) -> TablePlan {
        let flags = resolved.flags.map {
            TableFlagPlan(
                renamedFrom: RenamedNote.text(
                    rawText: OneLineText.make($0.definition.name.value), swiftName: $0.swiftName),
                name: $0.swiftName, initialValue: $0.definition.initialValue.value ? "true" : "false")
        }
        let sections = resolved.sections.map { section in
            TableSectionPlan(section) { row in
                var rowPlan = plan(row, flags: flags, entities: file.entities)
                rowPlan.sectionEditableWhen = section.editableWhen.map(ConditionPlan.init)
                rowPlan.hasBothEditableConditions = rowPlan.sectionEditableWhen != nil && rowPlan.editableWhen != nil
                rowPlan.isConditionallyEditable = rowPlan.sectionEditableWhen != nil || rowPlan.editableWhen != nil
                return rowPlan
            }
        }
        let rows = sections.flatMap(\.rows)
        var registered: Set<String> = []
        let registrations = rows.filter { $0.kind != .static && registered.insert($0.reuseIdentifierLiteral).inserted }
            .map { CellRegistrationPlan(cellType: $0.cellType, reuseIdentifierLiteral: $0.reuseIdentifierLiteral) }
        let uikit = file.platforms.contains(.uikit)
        let hasCells =
            (uikit || resolved.rows.contains { $0.definition.cell != nil })
            && resolved.rows.allSatisfy { $0.definition.cell != nil || $0.definition.kind.value == .static }
        let dequeuedRows = hasCells ? rows.filter { $0.kind != .static } : []
        var table = TablePlan(
            rawNameText: OneLineText.make(resolved.definition.name.value), typeName: resolved.typeName, flags: flags,
            sections: sections, rows: rows, registrations: registrations,
            hasStatefulRows: rows.contains(where: \.kind.isStateful),
            hasStatelessRows: rows.contains { !$0.kind.isStateful },
            hasStaticRows: rows.contains { $0.kind == .static && !$0.cellIsMadeByDataSource },
            hasDequeuedRows: !dequeuedRows.isEmpty,
            hasSelectableRows: rows.contains(where: \.isSelectable),
            allRowsSelectable: rows.allSatisfy(\.isSelectable),
            allRowsHaveHeights: rows.allSatisfy { $0.fixedHeight != nil || $0.hasHeightHandler },
            uikit: uikit)
        table.hasModel = file.platforms.hasObservableModels
        table.previewNames = PreviewNames(typeName: resolved.typeName)
        table.swiftUI = file.platforms.hasObservableModels
        table.hasCells = hasCells
        table.hasMadeStaticCells = rows.contains(where: \.cellIsMadeByDataSource)
        table.dequeuedRows = dequeuedRows
        table.hasToggles = rows.contains { $0.toggledFlag != nil }
        table.allRowsToggle = rows.allSatisfy { $0.toggledFlag != nil }
        table.hasTaps = table.hasSelectableRows || table.hasStatefulRows
        table.hasRowControls = table.hasTaps || table.hasToggles
        table.hasAccordions = rows.contains { $0.kind == .accordion }
        table.hasDefaultSelections = rows.contains {
            $0.kind == .titleRadio || $0.kind == .accordion || ($0.kind == .valueRadio && $0.options == .state)
        }
        table.hasEditability = rows.contains(where: \.isConditionallyEditable)
        table.allRowsConditionallyEditable = rows.allSatisfy(\.isConditionallyEditable)
        table.hasHeights = rows.contains { $0.fixedHeight != nil || $0.hasHeightHandler }
        table.hasHeightHandlers = rows.contains(where: \.hasHeightHandler)
        if table.swiftUI {
            table.previewArrays = previewArrays(of: resolved, in: file)
            table.hasPreviewArrays = !table.previewArrays.isEmpty
            table.rowActions = rowActions(of: rows)
            table.hasRowActions = !table.rowActions.isEmpty
        }
        return table
    }

    /// Each row's selection handler, then its height handler, as closures of `RowActions`.
    private static func rowActions(of rows: [TableRowPlan]) -> [TableRowActionPlan] {
        var actions: [TableRowActionPlan] = []
        for row in rows {
            if row.isSelectable {
                actions.append(
                    TableRowActionPlan(
                        row: row, action: .selection, handler: "didSelect" + row.handlerSuffix,
                        storage: "select" + row.handlerSuffix))
            }
            if row.hasHeightHandler {
                actions.append(
                    TableRowActionPlan(
                        row: row, action: .height, handler: "heightOf" + row.handlerSuffix,
                        storage: "measure" + row.handlerSuffix))
            }
        }
        if !actions.isEmpty { actions[actions.count - 1].isLast = true }
        return actions
    }

    /// The arrays of the state a preview fills: those over generated entities with samples.
    private static func previewArrays(of table: ResolvedTable, in file: ResolvedDefinitions) -> [TablePreviewArrayPlan]
    {
        table.rows.compactMap { row in
            let property: String
            let element: ResolvedTableElement
            switch row.content {
            case .array(let elements):
                (property, element) = (row.caseName, elements)
            case .radio(.items(let options)):
                (property, element) = (GeneratedNames.optionsName(ofRow: row.caseName), options)
            default:
                return nil
            }
            guard case .entity(let name) = element.type,
                let entity = file.entities.first(where: { $0.typeName == name }),
                let items = EntitySamples.items(of: entity, sections: file.sections, entities: file.entities)
            else { return nil }
            return TablePreviewArrayPlan(property: property, elementType: name, items: items)
        }
    }

    /// What the SwiftUI view shows for `row` by default (see ``TableRowPlan/title``): a basic
    /// or static row its name as a title, an element or option its title.
    private static func title(of row: ResolvedTableRow, entities: [ResolvedEntity]) -> TableRowTitle {
        func title(of type: ResolvedType) -> TableRowTitle {
            if case .entity(let name) = type, entities.first(where: { $0.typeName == name })?.title != nil {
                return .listPickerTitle
            }
            return .described
        }
        switch row.content {
        case .basic, .static, .incomplete: return .label
        case .array(let element), .radio(.items(let element)), .accordion(.items(let element)):
            return title(of: element.type)
        case .radio(.sectionEnum), .accordion(.sectionEnum): return .sectionHeader
        case .radio(.literals), .accordion(.literals): return .text
        }
    }

    private static func plan(
        _ row: ResolvedTableRow, flags: [TableFlagPlan], entities: [ResolvedEntity]
    ) -> TableRowPlan {
        let definition = row.definition
        let rawName = OneLineText.make(definition.name.value)
        var plan = TableRowPlan(
            rawNameText: rawName, renamedFrom: RenamedNote.text(rawText: rawName, swiftName: row.caseName),
            caseName: row.caseName,
            handlerSuffix: GeneratedNames.handlerSuffix(ofRow: row.caseName), cellType: row.cell.swiftText,
            reuseIdentifierLiteral: SwiftStringLiteral.make(row.reuseIdentifier),
            madeCellName: GeneratedNames.madeCellName(ofRow: row.caseName),
            optionsName: GeneratedNames.optionsName(ofRow: row.caseName),
            visibleWhen: row.visibleWhen.map(ConditionPlan.init),
            editableWhen: row.editableWhen.map(ConditionPlan.init),
            isSelectable: definition.selectable?.value ?? false,
            title: title(of: row, entities: entities),
            titleLiteral: SwiftStringLiteral.make(IdentifierWords.label(definition.name.value)),
            toggledFlag: row.toggledFlagIndex.map { flags[$0].name })
        switch definition.height?.value {
        case .fixed(let points): plan.fixedHeight = "\(points)"
        case .handler: plan.hasHeightHandler = true
        case nil: break
        }
        switch row.content {
        case .basic, .incomplete:
            plan.kind = .basic
        case .static:
            plan.kind = .static
            plan.cellIsMadeByDataSource = definition.cell == nil
        case .array(let element):
            plan.kind = .array
            plan.valueType = element.type.swiftText
        case .radio(let options):
            plan.options = ScreenOptionsPlan(options)
            switch options {
            case .items(let element):
                plan.kind = .valueRadio
                plan.valueType = element.type.swiftText
            case .sectionEnum(let section):
                plan.kind = .valueRadio
                plan.valueType = section.typeName
                plan.initialCase = row.initialOption.map { section.cases[$0].swiftName }
            case .literals:
                plan.kind = .titleRadio
                plan.initialIndex = row.initialOption
            }
        case .accordion(let options):
            plan.kind = .accordion
            plan.options = ScreenOptionsPlan(options)
            switch options {
            case .sectionEnum(let section): plan.valueType = section.typeName
            case .literals: break
            case .items: preconditionFailure("validation refuses an accordion over options held in the state")
            }
        }
        return plan
    }
}
