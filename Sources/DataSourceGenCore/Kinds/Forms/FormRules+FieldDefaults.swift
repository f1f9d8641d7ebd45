/// A field's default is the value a new model starts on, so a row that binds the field must accept
/// it: within the row's range (an option's index, a duration picker's), on its steps, and of the
/// length and pattern its rules ask. Otherwise every new model would start invalid.
extension ValidationContext {
    mutating func checkFieldDefault(of row: ResolvedFormRow, model: ResolvedEntity, path: String) {
        guard model.isGenerated, let field = row.field, field.defaultValue != nil,
            let value = field.definition.defaultValue, FormKindRules.fits(field.type, row: row)
        else { return }
        let defaultPath = "entities.\(model.definition.name.value).fields.\(field.definition.name.value).default"
        switch value.value {
        case .number(let number):
            guard let why = FormValueJudgement.explanation(of: number.doubleValue, by: row, type: field.type) else {
                return
            }
            error(
                value.location,
                "`\(defaultPath)` (\(JSONScanner.abbreviated(number.literal))) is \(why), which `\(path)` accepts, so every new model would start invalid; \(FormValueJudgement.fix(for: row))"
            )
        case .string(let text) where !text.isEmpty:
            guard let why = Self.refusal(of: text, by: row, path: path) else { return }
            error(
                value.location,
                "`\(defaultPath)` (\(JSONScanner.quoted(text))) \(why), so every new model would start invalid; give a default that does, or \"\" (empty text passes)"
            )
        default: return
        }
    }

    /// Why `text`, a non-empty default, fails the row's length or pattern rules, or `nil` when it passes.
    private static func refusal(of text: String, by row: ResolvedFormRow, path: String) -> String? {
        guard FormKindRules.textKinds.contains(row.definition.kind.value), let rules = row.definition.rules else {
            return nil
        }
        let count = text.count
        let characters = "\(count) character\(count == 1 ? "" : "s")"
        switch FormValueJudgement.refusal(of: text, by: rules) {
        case nil: return nil
        case .tooShort(let low): return "has \(characters), fewer than `\(path).rules.minLength` (\(low)) asks"
        case .tooLong(let high): return "has \(characters), more than `\(path).rules.maxLength` (\(high)) allows"
        case .pattern: return "does not match `\(path).rules.pattern` as a whole"
        }
    }
}
