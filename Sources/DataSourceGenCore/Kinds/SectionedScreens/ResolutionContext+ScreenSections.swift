/// Resolution shared by tables and forms: sections (case names, conditions, rows, each under
/// the key path messages name) and options (titles, a section enum, or items).
extension ResolutionContext {
    /// `sections` of the screen at `path`, resolving each condition with what `subject` finds (see
    /// `resolveCondition`) and each row with `row`, which gets the row's key path.
    mutating func resolveScreenSections<RowDefinition, Row, Subject>(
        _ sections: [ScreenSectionDefinition<RowDefinition>], path: String,
        subject: (inout ResolutionContext, Located<String>, String) -> Subject?,
        row: (inout ResolutionContext, RowDefinition, String) -> Row
    ) -> [ResolvedScreenSection<RowDefinition, Row, Subject>] {
        sections.map { section in
            let sectionPath = "\(path).sections.\(section.name.value)"
            return ResolvedScreenSection(
                definition: section, caseName: GeneratedNames.caseName(section.name.value),
                visibleWhen: resolveCondition(section.visibleWhen, key: "\(sectionPath).visibleWhen", subject: subject),
                editableWhen: resolveCondition(
                    section.editableWhen, key: "\(sectionPath).editableWhen", subject: subject),
                rows: section.rows.map { row(&self, $0, "\(sectionPath).rows.\($0.name.value)") })
        }
    }

    /// The options at `path`, or `nil` after reporting a section enum that does not exist.
    /// `items` options go through `items`, which a kind without them never gets to call.
    mutating func resolveScreenOptions<Element>(
        _ options: OptionsDefinition, path: String, items: (inout ResolutionContext, Located<String>) -> Element
    ) -> ResolvedScreenOptions<Element>? {
        switch options {
        case .literals(let titles): return .literals(titles)
        case .items(let type): return .items(items(&self, type))
        case .sectionEnum(let name):
            if let section = sectionsByName[name.value] { return .sectionEnum(section) }
            error(
                name.location,
                "`\(path).enum` names `\(name.value)`, which is not a declared section enum\(didYouMean(name.value, among: definitions.sections.map(\.name.value))); declare it under `sections` or fix the name"
            )
            return nil
        }
    }
}

extension ResolutionContext {
    /// The position among `options` of the option `initial` names: a title, or a section enum's
    /// case by its name or its header title. Reports a name that is none of them and returns nil;
    /// `options` holding items has no positions to name (each caller reports that its own way).
    mutating func position<Element>(
        ofInitial initial: Located<String>, among options: ResolvedScreenOptions<Element>, path: String
    ) -> Int? {
        let names: [String]
        switch options {
        case .literals(let titles):
            names = titles.map(\.value)
            if let index = names.firstIndex(of: initial.value) { return index }
        case .sectionEnum(let section):
            names = section.cases.map(\.definition.name.value)
            let byName = names.firstIndex(of: initial.value)
            if let index = byName ?? section.cases.firstIndex(where: { $0.definition.title?.value == initial.value }) {
                return index
            }
        case .items:
            return nil
        }
        error(
            initial.location,
            "`\(path).initial` is \"\(initial.value)\", which is not one of the row's options\(didYouMean(initial.value, among: names)); name one of \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
        )
        return nil
    }
}
