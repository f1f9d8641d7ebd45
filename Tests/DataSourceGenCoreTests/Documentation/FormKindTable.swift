import Foundation
import Testing

@testable import DataSourceGenCore

/// The table of form row kinds in the Forms article (DataSourceRuntime.docc/Forms.md): each kind's
/// field type, as the tool's messages state it (``FormKindRules/expectedType(of:)``), and the keys
/// only some kinds take, as the schema's `x-appliesTo` limits them (``SchemaKeys/FormRow/appliesTo``,
/// ``SchemaKeys/FormRules/appliesTo``), with their schema defaults, lists of values and the kind's
/// range (`x-controlRange`). Kinds that agree on both columns share a row.
enum FormKindTable {
    static let article = "Sources/DataSourceRuntime/DataSourceRuntime.docc/Forms.md"

    /// A number as the docs write it: `1` for a whole number, `0.5` otherwise.
    static func written(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
    }

    /// A key as the table names it, with what the schema says of its value: the kind's range for
    /// a row's `min` and `max`, a `default`, or the values it takes.
    static func described(_ key: String, path: String, kind: FormRowDefinition.Kind) -> String {
        let range = FormKindRules.defaultRange(of: kind)
        if path == "formRow.min", let range { return "`min` (default \(written(range.low)))" }
        if path == "formRow.max", let range { return "`max` (default \(written(range.high)))" }
        if let number = SchemaKeys.numbers.first(where: { $0.path == path })?.defaultValue {
            return "`\(key)` (default \(written(number)))"
        }
        if let flag = SchemaKeys.flagDefaults.first(where: { $0.path == path })?.defaultValue {
            return "`\(key)` (default \(flag))"
        }
        if let values = SchemaKeys.valueLists.first(where: { $0.path == path })?.values {
            return "`\(key)` (" + values.map { "`\($0)`" }.joined(separator: ", ") + ")"
        }
        return "`\(key)`"
    }

    /// The keys `kind` takes that not every kind takes, the row's then its rules', in schema order.
    static func limitedKeys(of kind: FormRowDefinition.Kind) -> String {
        let row = SchemaKeys.FormRow.appliesTo.filter { $0.kinds.contains(kind) }.map {
            described($0.key.rawValue, path: "formRow.\($0.key.rawValue)", kind: kind)
        }
        let rules = SchemaKeys.FormRules.appliesTo.filter { $0.kinds.contains(kind) }.map {
            described("rules.\($0.key.rawValue)", path: "formRules.\($0.key.rawValue)", kind: kind)
        }
        let keys = (row + rules).joined(separator: ", ")
        guard let range = FormKindRules.defaultRange(of: kind), !keys.contains("`min` (default") else {
            return keys.isEmpty ? "—" : keys
        }
        // A duration's range is in seconds, which the article gives in hours and minutes.
        let kept =
            kind == .durationPicker
            ? "kept in \(written(range.low)) up to \(Int(range.high) / 3600) h \(Int(range.high) % 3600 / 60) min"
            : "kept in \(written(range.low))...\(written(range.high))"
        // The field type may say the range already (a rating's `Int` (0...5)).
        guard !FormKindRules.expectedType(of: kind).contains(kept.dropFirst("kept in ".count)) else {
            return keys.isEmpty ? "—" : keys
        }
        return keys.isEmpty ? kept : "\(keys); \(kept)"
    }

    /// The Markdown table, with the keys every kind takes after it.
    static func table() -> String {
        var rows: [(kinds: [String], type: String, keys: String)] = []
        for kind in FormRowDefinition.Kind.allCases {
            let type = FormKindRules.expectedType(of: kind), keys = limitedKeys(of: kind)
            if let last = rows.last, last.type == type, last.keys == keys {
                rows[rows.count - 1].kinds.append("`\(kind.rawValue)`")
            } else {
                rows.append((["`\(kind.rawValue)`"], type, keys))
            }
        }
        var text = "| kind | field type | keys only some kinds take |\n|---|---|---|\n"
        for row in rows { text += "| \(row.kinds.joined(separator: ", ")) | \(row.type) | \(row.keys) |\n" }
        let limitedRow = Set(SchemaKeys.FormRow.appliesTo.map(\.key))
        let limitedRules = Set(SchemaKeys.FormRules.appliesTo.map(\.key))
        let everyRow = SchemaKeys.FormRow.allCases.filter { !limitedRow.contains($0) && $0 != .rules }
        let everyRule = SchemaKeys.FormRules.allCases.filter { !limitedRules.contains($0) }
        let every = everyRow.map { "`\($0.rawValue)`" } + everyRule.map { "`rules.\($0.rawValue)`" }
        text += "\nEvery kind takes " + every.joined(separator: ", ") + ".\n"
        return text
    }
}

/// The Forms article's kind table is rendered as the reference is: this fails when it differs
/// from a fresh rendering, and `RECORD_REFERENCE=1 swift test --filter DefinitionsReferenceTests`
/// rewrites it with the rest.
extension DefinitionsReferenceTests {
    @Test func theFormsArticlesKindTableIsTheSchemas() throws {
        try Self.check(FormKindTable.article, section: "form-kinds", expected: FormKindTable.table())
    }

    @Test func theKindTableHasEveryKindAndEveryLimitedKey() {
        let table = FormKindTable.table()
        for kind in FormRowDefinition.Kind.allCases {
            #expect(table.contains("`\(kind.rawValue)`"), "\(kind) has no row")
        }
        for (key, _) in SchemaKeys.FormRow.appliesTo { #expect(table.contains("`\(key.rawValue)`")) }
        for (key, _) in SchemaKeys.FormRules.appliesTo { #expect(table.contains("`rules.\(key.rawValue)`")) }
    }
}
