// Text entry in forms: TextFieldFormView, a titled single-line field, TitleFormView, a form's
// title field, and NoteFormView, a multi-line note (_generated/StyleableComponents/
// TextFieldFormView/, TitleFormView/ and NoteFormView/), with the formatter protocol a text field may take (Utils/Formatter/FormattedStringEditing.swift).
import Foundation
import SwiftUI

/// Formats the text of a field as it is typed (SAP ships phone-number and number formatters).
public protocol FormattedStringEditing: AnyObject {
    func attributedString(
        for string: String,
        withDefaultAttributes attrs: [NSAttributedString.Key: Any]?,
        cursorPosition: Int
    ) -> (formattedAttributedString: NSAttributedString?, adjustedCursorPosition: Int)?
    func string(for string: String, cursorPosition: Int) -> (formattedString: String?, adjustedCursorPosition: Int)?
    func editingString(for obj: Any) -> String?
}

public struct TextFieldFormView {
    public init(
        @ViewBuilder title: () -> any View,
        text: Binding<String>,
        isSecureEnabled: Bool? = false,
        formatter: FormattedStringEditing? = nil,
        @ViewBuilder placeholder: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        maxTextLength: Int? = nil,
        hintText: AttributedString? = nil,
        hidesReadOnlyHint: Bool = false,
        isCharCountEnabled: Bool = false,
        allowsBeyondLimit: Bool = false,
        charCountReachLimitMessage: String? = nil,
        charCountBeyondLimitMsg: String? = nil,
        isAINoticeEnabled: Bool = false,
        actionIcon: Image? = nil,
        action: (() -> Void)? = nil,
        actionIconAccessibilityLabel: String? = nil,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension TextFieldFormView {
    public init(
        title: AttributedString,
        text: Binding<String>,
        isSecureEnabled: Bool? = false,
        formatter: FormattedStringEditing? = nil,
        placeholder: AttributedString? = nil,
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        maxTextLength: Int? = nil,
        hintText: AttributedString? = nil,
        hidesReadOnlyHint: Bool = false,
        isCharCountEnabled: Bool = false,
        allowsBeyondLimit: Bool = false,
        charCountReachLimitMessage: String? = nil,
        charCountBeyondLimitMsg: String? = nil,
        isAINoticeEnabled: Bool = false,
        mandatoryFieldIndicator: TextOrIcon? = nil,
        isRequired: Bool = false,
        actionIcon: Image? = nil,
        action: (() -> Void)? = nil,
        actionIconAccessibilityLabel: String? = nil
    ) { fatalError() }
}

extension TextFieldFormView: View {
    public var body: Never { return fatalError() }
}

/// A form's title: a single-line field in a large font, with a placeholder and no title of its own.
public struct TitleFormView {
    public init(
        text: Binding<String>,
        isSecureEnabled: Bool? = false,
        formatter: FormattedStringEditing? = nil,
        @ViewBuilder placeholder: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        maxTextLength: Int? = nil,
        hintText: AttributedString? = nil,
        hidesReadOnlyHint: Bool = false,
        isCharCountEnabled: Bool = false,
        allowsBeyondLimit: Bool = false,
        charCountReachLimitMessage: String? = nil,
        charCountBeyondLimitMsg: String? = nil,
        isAINoticeEnabled: Bool = false,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension TitleFormView {
    public init(
        text: Binding<String>,
        isSecureEnabled: Bool? = false,
        formatter: FormattedStringEditing? = nil,
        placeholder: AttributedString? = nil,
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        maxTextLength: Int? = nil,
        hintText: AttributedString? = nil,
        hidesReadOnlyHint: Bool = false,
        isCharCountEnabled: Bool = false,
        allowsBeyondLimit: Bool = false,
        charCountReachLimitMessage: String? = nil,
        charCountBeyondLimitMsg: String? = nil,
        isAINoticeEnabled: Bool = false
    ) { fatalError() }
}

extension TitleFormView: View {
    public var body: Never { return fatalError() }
}

/// A multi-line text input with a placeholder; it has no title.
public struct NoteFormView {
    public init(
        text: Binding<String>,
        @ViewBuilder placeholder: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        minTextEditorHeight: CGFloat? = nil,
        maxTextEditorHeight: CGFloat? = nil,
        maxTextLength: Int? = nil,
        hintText: AttributedString? = nil,
        hidesReadOnlyHint: Bool = false,
        isCharCountEnabled: Bool = false,
        allowsBeyondLimit: Bool = false,
        charCountReachLimitMessage: String? = nil,
        charCountBeyondLimitMsg: String? = nil,
        isAINoticeEnabled: Bool = false,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension NoteFormView {
    public init(
        text: Binding<String>,
        placeholder: AttributedString? = nil,
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        minTextEditorHeight: CGFloat? = nil,
        maxTextEditorHeight: CGFloat? = nil,
        maxTextLength: Int? = nil,
        hintText: AttributedString? = nil,
        hidesReadOnlyHint: Bool = false,
        isCharCountEnabled: Bool = false,
        allowsBeyondLimit: Bool = false,
        charCountReachLimitMessage: String? = nil,
        charCountBeyondLimitMsg: String? = nil,
        isAINoticeEnabled: Bool = false
    ) { fatalError() }
}

extension NoteFormView: View {
    public var body: Never { return fatalError() }
}
