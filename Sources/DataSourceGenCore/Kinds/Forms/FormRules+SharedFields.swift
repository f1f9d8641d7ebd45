/// One field, one row: a form's SwiftUI model writes a field through one setter that validates it
/// with one row's rules, and taps its choices and types its number text by that row's options, so
/// a second row binding the same field would be checked and chosen by the first row's rules. The
/// second row is refused, at its `field` (or its name, when that binds it).
extension ValidationContext {
    mutating func checkSharedFields(of form: ResolvedForm, path: String) {
        var firstRows: [String: Located<String>] = [:]
        for section in form.sections {
            for row in section.rows {
                guard let field = row.field?.definition.name.value else { continue }
                guard let first = firstRows[field] else {
                    firstRows[field] = row.definition.name
                    continue
                }
                let at = row.definition.field?.location ?? row.definition.name.location
                error(
                    at,
                    "`\(section.path(of: row, in: path))` binds the field `\(field)`, which the row `\(first.value)` (at \(first.location.line):\(first.location.column)) binds already, and a field takes the rules and choices of one row; bind another field (add it to `entities.\(form.model.definition.name.value).fields`), or remove one of the rows"
                )
            }
        }
    }
}
