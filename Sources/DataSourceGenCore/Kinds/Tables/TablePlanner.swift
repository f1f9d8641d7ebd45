/// Plans one table screen from a validated ``ResolvedTable``: names, literals and which shape
/// each row kind takes in the generated `Row`, `State` and `Handlers`.
enum TablePlanner {
    static func plan(_ table: ResolvedTable, platforms: Set<FileOptions.Platform>) -> TablePlan {
        let flags = table.flags.map {
            TableFlagPlan(
                rawNameText: OneLineText.make($0.definition.name.value), name: $0.swiftName,
                initialValue: $0.definition.initialValue.value ? "true" : "false")
        }
        let sections = table.sections.map { section in
            TableSectionPlan(
                section, condition: { visibility($0, flags: flags) }, row: { plan($0, flags: flags) })
        }
        let rows = sections.flatMap(\.rows)
        var registered: Set<String> = []
        let registrations = rows.filter { $0.kind != .static && registered.insert($0.reuseIdentifierLiteral).inserted }
            .map { CellRegistrationPlan(cellType: $0.cellType, reuseIdentifierLiteral: $0.reuseIdentifierLiteral) }
        return TablePlan(
            rawNameText: OneLineText.make(table.definition.name.value), typeName: table.typeName, flags: flags,
            sections: sections, rows: rows, registrations: registrations,
            hasStatefulRows: rows.contains(where: \.isStateful), hasStatelessRows: rows.contains { !$0.isStateful },
            hasStaticRows: rows.contains { $0.kind == .static },
            hasDefaultHandlers: rows.contains { $0.kind != .static || $0.isSelectable },
            allRowsSelectable: rows.allSatisfy(\.isSelectable),
            allRowsHaveHeights: rows.allSatisfy { $0.fixedHeight != nil || $0.hasHeightHandler },
            uikit: platforms.contains(.uikit))
    }

    private static func visibility(_ resolved: ResolvedVisibility, flags: [TableFlagPlan]) -> TableVisibilityPlan {
        TableVisibilityPlan(flag: flags[resolved.flagIndex].name, showsWhenOff: resolved.showsWhenOff)
    }

    private static func plan(_ row: ResolvedTableRow, flags: [TableFlagPlan]) -> TableRowPlan {
        let definition = row.definition
        let rawName = OneLineText.make(definition.name.value)
        var plan = TableRowPlan(
            rawNameText: rawName, renamedFrom: RenamedNote.text(rawText: rawName, swiftName: row.caseName),
            caseName: row.caseName,
            handlerSuffix: GeneratedNames.handlerSuffix(ofRow: row.caseName), cellType: row.cell.swiftText,
            reuseIdentifierLiteral: SwiftStringLiteral.make(row.reuseIdentifier),
            optionsName: GeneratedNames.optionsName(ofRow: row.caseName),
            visibleWhen: row.visibleWhen.map { visibility($0, flags: flags) },
            isSelectable: definition.selectable?.value ?? false)
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
        case .array(let element):
            plan.kind = .array
            plan.valueType = element.type.swiftText
        case .radio(.items(let element)):
            plan.kind = .valueRadio
            plan.optionsFromState = true
            plan.valueType = element.type.swiftText
        case .radio(.sectionEnum(let section)):
            plan.kind = .valueRadio
            plan.optionsFromEnum = true
            plan.valueType = section.typeName
            plan.initialCase = row.initialOption.map { section.cases[$0].swiftName }
        case .radio(.literals(let titles)):
            plan.kind = .titleRadio
            plan.initialIndex = row.initialOption
            setFixedOptions(titles.map { .title($0.value) }, of: &plan)
        case .accordion(.sectionEnum(let section)):
            plan.kind = .accordion
            plan.optionsFromEnum = true
            plan.valueType = section.typeName
            setFixedOptions(section.cases.map { .enumCase($0.swiftName) }, of: &plan)
        case .accordion(.literals(let titles)):
            plan.kind = .accordion
            setFixedOptions(titles.map { .title($0.value) }, of: &plan)
        case .accordion(.items):
            preconditionFailure("validation refuses an accordion over options held in the state")
        }
        plan.isStateful = plan.kind.isStateful
        return plan
    }

    private static func setFixedOptions(_ literals: [OptionLiteralPlan], of plan: inout TableRowPlan) {
        plan.optionLiterals = literals
        plan.hasFixedOptions = true
        plan.optionCount = literals.count
    }
}
