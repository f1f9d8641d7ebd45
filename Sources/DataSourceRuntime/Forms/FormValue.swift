import Foundation

/// Whether a field's value counts as given: what a `required` rule demands and what a
/// `"visibleWhen": "field"` condition asks.
///
/// Text is given when it has more than whitespace, a collection when it has an element, an
/// optional when it holds a given value, a `Bool` when it is `true`; numbers and dates always
/// are (zero is a value).
public protocol FormValue {
    var isFormValueGiven: Bool { get }
}

extension String: FormValue {
    public var isFormValueGiven: Bool { !trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}

extension Bool: FormValue {
    public var isFormValueGiven: Bool { self }
}

extension Optional: FormValue where Wrapped: FormValue {
    public var isFormValueGiven: Bool { self?.isFormValueGiven ?? false }
}

extension Array: FormValue {
    public var isFormValueGiven: Bool { !isEmpty }
}

extension Set: FormValue {
    public var isFormValueGiven: Bool { !isEmpty }
}

extension Int: FormValue {
    public var isFormValueGiven: Bool { true }
}

extension Double: FormValue {
    public var isFormValueGiven: Bool { true }
}

extension Float: FormValue {
    public var isFormValueGiven: Bool { true }
}

extension Date: FormValue {
    public var isFormValueGiven: Bool { true }
}
