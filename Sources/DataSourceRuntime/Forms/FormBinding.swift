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

    /// A number as a stepper's text shows it in `locale`: a whole number without a fraction
    /// (`"2"`), others as Swift writes them with the locale's decimal separator (`"0.5"`, `"0,5"`).
    public static func text(_ number: Double, locale: Locale = .current) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number).replacingOccurrences(of: ".", with: decimalSeparator(of: locale))
    }

    /// The number typed `text` reads as (spaces around it ignored), with `locale`'s decimal
    /// separator or a point, or `nil` when it is not one, so the field keeps its value. Grouping
    /// separators are not read: `"1.234,5"` is no number, rather than a guess.
    public static func number(_ text: String, locale: Locale = .current) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
            .replacingOccurrences(of: decimalSeparator(of: locale), with: ".")
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    private static func decimalSeparator(of locale: Locale) -> String {
        locale.decimalSeparator.flatMap { $0.isEmpty ? nil : $0 } ?? "."
    }

    /// A duration as whole minutes, as a duration picker shows it: rounded down, 0 for a negative
    /// one, the largest `Int` for one beyond it.
    public static func minutes(_ seconds: TimeInterval) -> Int {
        let minutes = (seconds / 60).rounded(.down)
        guard minutes > 0 else { return 0 }  // and not a number
        return minutes < Double(Int.max) ? Int(minutes) : Int.max
    }

    /// A duration of whole `minutes` (a duration picker's) in seconds, as the field holds it.
    public static func seconds(minutes: Int) -> TimeInterval {
        TimeInterval(minutes) * 60
    }

    /// A set of choices as an array field holds them: the choices kept stay where they were, and
    /// those added follow in `order` (any `order` leaves out last).
    public static func array<Element: Hashable>(
        _ selection: Set<Element>, keepingOrderOf current: [Element], addingIn order: [Element]
    ) -> [Element] {
        var result = current.filter { selection.contains($0) }
        var placed = Set(result)
        for element in order + Array(selection) where selection.contains(element) && placed.insert(element).inserted {
            result.append(element)
        }
        return result
    }

    /// The date an optional date field holds once a toggle for "has a date" is `isSet`: `current`
    /// when it already agrees, `now` when turned on, `nil` when turned off.
    public static func date(_ current: Date?, isSet: Bool, now: Date = Date()) -> Date? {
        isSet == (current != nil) ? current : isSet ? now : nil
    }

    /// The date a date picker shows for an optional date field: `current`, or `now` while it has
    /// none (the picker needs a date; picking one sets the field).
    public static func date(_ current: Date?, now: Date = Date()) -> Date {
        current ?? now
    }

    /// A formatter for a date picker's shown value with `format` (a `DateFormatter.dateFormat`).
    public static func dateFormatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = format
        return formatter
    }
}
