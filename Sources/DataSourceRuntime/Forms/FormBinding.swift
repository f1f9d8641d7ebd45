import Foundation

/// Conversions between a model's field values and what FormKit cells hold, for the generated
/// FormKit glue, which must not hold logic of its own: optional text, enum cases as option
/// indices, selected option titles, date formats.
public enum FormBinding {
    /// The text a text cell shows for an optional field: `nil` shows as empty.
    public static func text(_ value: String?) -> String {
        value ?? ""
    }

    /// The optional field value for a text cell's text: empty text is `nil`.
    public static func optionalText(_ text: String) -> String? {
        text.isEmpty ? nil : text
    }

    /// The option index of `value` among `Value.allCases` (a value picker over a section enum);
    /// 0 when absent, which a `CaseIterable` enum's case never is.
    public static func index<Value: CaseIterable & Equatable>(of value: Value) -> Int {
        Array(Value.allCases).firstIndex(of: value) ?? 0
    }

    /// The case at option `index` of `Value.allCases`, or `nil` for an index the options do not
    /// have (a stale index from a cell is not worth a crash).
    public static func value<Value: CaseIterable>(at index: Int) -> Value? {
        let cases = Array(Value.allCases)
        return cases.indices.contains(index) ? cases[index] : nil
    }

    /// The titles of the options at `indices`, in option order, each once, joined by `", "`:
    /// FormKit's `descriptionForSelectedStrings(_:at:)`, the text a list picker cell shows.
    public static func selectionText(_ indices: [Int], of titles: [String]) -> String {
        SelectionDescription.descriptionForSelectedStrings(titles, at: indices)
    }

    /// A list picker cell's `uuidValues` for a field holding unique identifiers.
    public static func uniqueIdentifiers<S: Sequence, ID: Hashable>(_ ids: S, bridge: FioriListPickerBridge<ID>)
        -> [String]
    where S.Element == ID {
        ids.map(bridge.encode)
    }

    /// The identifiers a list picker cell's `uuidValues` name, in order; strings that decode to
    /// no identifier (not produced by `bridge`) are dropped.
    public static func identifiers<ID: Hashable>(_ strings: [String], bridge: FioriListPickerBridge<ID>) -> [ID] {
        strings.compactMap(bridge.decode)
    }

    /// A formatter for a date picker's shown value with `format` (a `DateFormatter.dateFormat`).
    public static func dateFormatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = format
        return formatter
    }
}
