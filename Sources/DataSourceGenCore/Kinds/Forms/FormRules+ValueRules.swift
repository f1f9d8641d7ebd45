import Foundation

/// A form row's `rules`: each fits the row's value (lengths and patterns for text, ranges for
/// numbers), bounds are in order and leave a value the row can hold, and a validator is a method.
extension ValidationContext {
    mutating func checkRules(of row: ResolvedFormRow, path: String) {
        guard let rules = row.definition.rules else { return }
        let kind = row.definition.kind.value
        let number = FormKindRules.numberKinds.contains(kind)
        for (key, kinds) in SchemaKeys.FormRules.appliesTo where !kinds.contains(kind) {
            guard let location = rules.limitedKeys[key] else { continue }
            let named = kinds.map(\.rawValue).joined(separator: ", ")
            // Each limited rule takes the text rows or the number rows (FormRuleTests checks it).
            if Set(kinds) == FormKindRules.textKinds {
                error(
                    location,
                    "`\(path).rules.\(key.rawValue)` applies to text rows (\(named)), and this row is \(kind.rawValue); remove it"
                )
            } else {
                error(
                    location,
                    "`\(path).rules.\(key.rawValue)` applies to number rows (\(named)), and this row is \(kind.rawValue); remove it"
                )
            }
        }
        if let required = rules.required, required.value, let field = row.field,
            !FormKindRules.canLackValue(field.type)
        {
            let why: String
            if field.type == .standard("Date") {
                why = "; remove it, or make the field `Date?` so that it can be empty"
            } else if number {
                why = " (zero is a value); remove it, or bound the value with `rules.min`"
            } else {
                why = " (one of its options is always chosen); remove it"
            }
            error(
                required.location,
                "`\(path).rules.required` asks that `\(field.definition.name.value)` has a value, which a "
                    + "`\(field.type.swiftText)` always has\(why)")
        }
        let lengths = [
            (SchemaKeys.FormRules.minLength, rules.minLength, SchemaKeys.FormRules.Bounds.minLength),
            (SchemaKeys.FormRules.maxLength, rules.maxLength, SchemaKeys.FormRules.Bounds.maxLength),
        ]
        for case (let key, let length?, let bounds) in lengths where !bounds.contains(length.value) {
            error(length.location, "`\(path).rules.\(key.rawValue)` \(bounds.requirement), found \(length.value)")
        }
        if let low = rules.minLength, let high = rules.maxLength, low.value > high.value {
            error(
                high.location,
                "`\(path).rules.maxLength` (\(high.value)) is below `minLength` (\(low.value)); swap them")
        }
        if let low = rules.min, let high = rules.max, low.value > high.value {
            error(high.location, "`\(path).rules.max` (\(high.value)) is below `min` (\(low.value)); swap them")
        } else if let bound = rules.min ?? rules.max, case let control = FormValueBounds.control(of: row),
            !control.isEmpty, !FormValueBounds.acceptsSomeValue(row)
        {
            var range = "\(control.low.map { "\($0)" } ?? "")...\(control.high.map { "\($0)" } ?? "")"
            if let (origin, step) = FormValueBounds.grid(of: row) {
                range += " in steps of \(step) from \(origin)"
            } else if kind == .durationPicker {
                range += " in whole minutes"
            }
            error(
                bound.location,
                "`\(path).rules` leaves no value the row can hold (its control keeps it in \(range)), so the form could never be valid; bound it within that range"
            )
        }
        // A rating binds an `Int`, the only number kind that does.
        if row.field?.type == .standard("Int"),
            let bound = [rules.min, rules.max].compactMap({ $0 }).first(where: { $0.value.rounded() != $0.value })
        {
            error(bound.location, "`\(path).rules` bounds an `Int` field with \(bound.value); use a whole number")
        }
        if let pattern = rules.pattern {
            if (try? NSRegularExpression(pattern: pattern.value)) == nil {
                error(
                    pattern.location,
                    "`\(path).rules.pattern` is not a valid regular expression (NSRegularExpression refuses it); fix the pattern"
                )
            } else if Self.wholeValueExpression(pattern.value) == nil {
                error(
                    pattern.location,
                    "`\(path).rules.pattern` runs on to the end of its text (a `#` comment under `(?x)`, or `\\Q` without `\\E`), so the anchors that make the whole value match it cannot follow; end it (a line break after the comment, `\\E` after the quoted text)"
                )
            }
        }
        let keywords = SwiftReservedWords.needingBackticks.union(SwiftReservedWords.needingSuffix)
        if let validator = rules.validator,
            validator.value.split(separator: ".", omittingEmptySubsequences: false).contains(where: {
                !SwiftIdentifier.isValid(String($0)) || keywords.contains(String($0))
            })
        {
            error(
                validator.location,
                "`\(path).rules.validator` must name a Swift method (letters, digits, `_`, not a keyword) or an app's static function (`Type.function`), found \"\(validator.value)\"; for example \"checkRequestID\" or \"RequestRules.checkRequestID\""
            )
        }
    }

    /// `pattern` matching a whole value, as the runtime's `FormRules.pattern` compiles it: from the
    /// first character to the last (`\A` and `\z`, which unlike `^` and `$` do not match before a
    /// final line break); `nil` when it does not compile, on its own or anchored.
    static func wholeValueExpression(_ pattern: String) -> NSRegularExpression? {
        guard (try? NSRegularExpression(pattern: pattern)) != nil else { return nil }
        return try? NSRegularExpression(pattern: "\\A(?:\(pattern))\\z")
    }
}
