/// What every FormKit cell but the attachments cell is (help.sap.com, SAPFiori › Protocols ›
/// FUIFormCell): a typed `value`, whether it may be edited, and a change handler. As in the SDK
/// the protocols are not main-actor isolated while the cells are; the SDK's cells conform from
/// Swift 5 mode, the stubs with `@preconcurrency`, which is what Swift 6 code sees either way.
public protocol FUIFormCell: AnyObject, FUIInlineValidation {
    associatedtype ValueType
    var value: ValueType { get set }
    var isEditable: Bool { get set }
    var onChangeHandler: ((ValueType) -> Void)? { get set }
}

/// A view that shows a validation message under its content.
public protocol FUIInlineValidation {
    var validationMessage: String? { get set }
}

/// A form cell with a key label (`keyName`) beside its value.
public protocol FUIPropertyFormCell: FUIFormCell {
    var keyName: String? { get set }
}

/// A text with styling (the SDK's FUIText); placeholders of the text cells are one.
@objc @MainActor
open class FUIText: NSObject {
    open var text: String? { get { fatalError() } set {} }
}
