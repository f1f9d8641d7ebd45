/// What generated code declares for one form (seed 002, issue 13): its sections (`SectionID`),
/// one `Field` case per row, the layout of a model with its conditions, and the validation of
/// each field.
/// ``FormScheme`` does everything else.
///
/// A form is a table screen whose rows are bound to fields of a model: the generated FormKit
/// glue reads each cell's value from the model and writes changes back through
/// ``FormScheme/set(_:to:validating:)`` with a typed key path.
public protocol FormDefinition {
    /// The edited value (a generated entity with `var` fields, or the app's type).
    associatedtype Model
    /// Identifies a section; one case per section definition.
    associatedtype SectionID: Hashable & Sendable
    /// Identifies a row; one case per row definition (a field binding, or an attachments row).
    associatedtype Field: Hashable & Sendable
    /// The app's validators the rules name (a generated protocol, used as `any P`), or `Void`.
    associatedtype Validators = Void

    /// The visible sections and rows for `model`, each row with its editability (its message is
    /// left `nil`: the scheme fills it in). Conditions are evaluated here; it must be pure, as the
    /// scheme calls it for every change.
    static func layout(of model: Model) -> [TableSchemeSection<SectionID, FormRow<Field>>]

    /// The message of the first failing rule of `field` for `model`, or `nil` when it passes.
    static func validate(_ field: Field, of model: Model, with validators: Validators) -> String?
}

/// A row as the table shows it. Identity is the field; content is what the row shows besides
/// the value — editability and the validation message — so a change of either reloads the row,
/// while editing the value does not (a text field being typed into must keep its focus).
public struct FormRow<Field: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    public var id: Field
    public var isEditable: Bool
    /// The validation message shown under the cell, or `nil`.
    public var message: String?

    /// The row of `id`, editable unless `isEditable` is false, showing `message` under its cell.
    public init(_ id: Field, isEditable: Bool = true, message: String? = nil) {
        self.id = id
        self.isEditable = isEditable
        self.message = message
    }
}
