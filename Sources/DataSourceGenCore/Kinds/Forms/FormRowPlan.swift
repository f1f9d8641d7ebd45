/// One row: its FormKit cell, bound field, conditions, rules and the options of its kind.
struct FormRowPlan: Hashable, Sendable, ReflectedMustache {
    var rawNameText: String
    /// The definitions' name, for a doc comment, where the case name differs from it.
    var renamedFrom: String?
    var caseName: String
    /// The SwiftUI views' method that makes the row's control (``GeneratedNames/controlMethod(ofRow:)``).
    var controlMethod: String
    /// Templates switch on it: `{{#kind.listPicker}}`.
    var kind: FormRowDefinition.Kind
    /// The FormKit cell class (`FUITitleFormCell`, …).
    var cellClass: String
    /// The bound property of the model; `nil` for an attachments row that binds none.
    var field: String?
    /// The bound property, for a doc comment, where the row's name does not already say it.
    var otherField: String?
    var valueType: String?
    /// The key label, a Swift string literal.
    var keyLiteral: String
    var visibleWhen: ConditionPlan?
    /// The row's own `editableWhen`; its section's applies too where ``inEditableSection``.
    var editableWhen: ConditionPlan?
    /// The row is never editable (`"editable": false`, or a simpleProperty that does not say).
    var isNeverEditable = false
    /// The row's section has an `editableWhen`, which the row's editability also needs.
    var inEditableSection = false
    /// The rules' checks in the order they are tried, the first failing one's message winning;
    /// empty for none.
    var ruleChecks: [FormRuleCheckPlan] = []
    var hasRules = false
    var hasOneRule = false
    var placeholderLiteral: String?
    /// Whether the cell reports every change while editing; `nil` when not given.
    var tracksLiveChanges: StatedFlag?
    /// A slider's, stepper's or rating's range as the controls are given it, narrowed by the rules
    /// (``FormValueBounds/offered(by:)``); a rating's FormKit cell keeps its own five stars, and
    /// Fiori SwiftUI's rating control takes the high end alone (``ratingLowIsNarrowed``).
    var minimum: String?
    var maximum: String?
    /// Why ``minimum``, ``maximum`` or a duration's bounds are not the definitions' own numbers,
    /// said in a comment beside them; `nil` when they are.
    var rangeNote: FormBoundsNote?
    /// A stepper's step (``FormValueBounds/step(of:)``), which `validate` also checks.
    var step: String?
    var unitLiteral: String?
    /// The unit after a space, as the text a SwiftUI slider row appends to its value.
    var unitSuffixLiteral: String?
    /// A date picker's mode; templates switch on it (`{{#dateMode.time}}`).
    var dateMode: FormRowDefinition.DateMode?
    var dateFormatLiteral: String?
    /// A duration picker's minute interval (1 where not written), Swift source.
    var minuteInterval: String?
    /// A duration picker without `minuteInterval`: every minute, said in a comment.
    var minuteIntervalIsDefault = false
    /// Whether a duration picker takes zero (`true` where not written); `nil` for other kinds.
    var allowsZero: StatedFlag?
    /// Where the row's options come from: titles, or a section enum's cases, whose titles the
    /// form lists.
    var options = ScreenOptionsPlan.none
    /// The form's static array of the option titles: `<row>Options`.
    var optionsName = ""
    /// The section enum the row's field is typed with, where its options are that enum's cases: the
    /// cell's index maps to a case and back; `nil` for other rows.
    var optionEnum: String?
    /// Whether a filter or list picker keeps several choices; `nil` when no rule decides it.
    var allowsMultipleSelection: StatedFlag?
    /// The row's `emptyAllowed`, else its picker's `allowsEmptySelection`; `nil` when neither is given.
    var allowsEmptySelection: StatedFlag?
    /// The row's `search`; `nil` when not given.
    var isSearchEnabled: StatedFlag?
    /// The generated list picker whose Fiori data source lists a list picker row's choices.
    var pickerType: String?
    /// An attachments row's `maxItems` (``FormKindRules/itemLimit(of:)``), Swift source.
    var maxItems: String?
    /// Whether the cell has a key label (`keyName`): every kind but title, note and attachments.
    var hasKeyName = false
    /// Whether the cell's editability is set from the row (not simpleProperty or attachments).
    var takesEditable = false
    /// Whether the field is `String?` (shown as empty text, stored as `nil` when empty).
    var isOptionalText = false
    /// Whether a list picker row's picker lists by unique identifier (the cell's `uuidValues`).
    var pickerUsesUniqueIDs = false
    /// Whether the field is a `Set` (of unique identifiers) rather than an array.
    var fieldIsSet = false
    /// Whether the field is a `Date` the cell shows as its `Date?`: a date the user clears leaves
    /// the field as it was, since it cannot hold `nil`.
    var isRequiredDate = false
    /// Whether the cell's value is the field's as it is, with no conversion.
    var bindsValueDirectly = false
    /// SwiftUI: what the row's control binds, `$model.` and this (a field or its projection).
    var boundName: String?
    /// SwiftUI: a `Date?` date picker's toggle, which gives the field a date or clears it (the
    /// model's projection of whether it has one); `nil` for other rows.
    var dateIsSetName: String?
    /// SwiftUI: the options as a picker's tags (an index or an enum case) with their titles.
    var choices: [FormChoicePlan] = []
    /// SwiftUI: a duration stepper's step, lowest and highest value in seconds, Swift source.
    var durationStep: String?
    var durationMinimum: String?
    var durationMaximum: String?
    /// SwiftUI: a filter of single selection, shown as an inline picker.
    var isSingleChoice = false
    /// SwiftUI: the selection a choice list edits is a `Set`, or an array.
    var choicesAreSet = false
    /// SwiftUI: a list picker row whose choices can be searched (through its picker).
    var searchesPicker = false
    /// SwiftUI: a choice list's single or multiple selection.
    var isMultipleChoice = false
    /// SwiftUI: a choice list's field as the label of the model's `tapChoice(<label>:)`, and the
    /// type of one choice; `nil` for other rows.
    var choiceLabel: String?
    var choiceType: String?
    /// SwiftUI: the parameter name of `tapChoice(<label>:)`, `choice` unless the label is, which
    /// Swift would warn of as a duplicate name.
    var choiceParameter = "choice"
    /// SwiftUI: a list picker row's picker has sample items, which its choice list's preview shows.
    var pickerHasPreviewItems = false
    /// Fiori SwiftUI: what the row's control binds, `$model.` and this (a field or its projection).
    var fioriBoundName: String?
    /// Fiori SwiftUI: whether the component shows the row's message itself (`errorMessage:`).
    var fioriShowsMessage = false
    /// Fiori SwiftUI: a text row's longest text, from its `maxLength` rule.
    var maxTextLength: String?
    /// Fiori SwiftUI: a slider's step and the decimal places FioriSlider rounds its value to.
    var sliderStep: String?
    var sliderDecimalPlaces: String?
    /// Fiori SwiftUI: the slider's step is a thousandth of its range (the definitions give a
    /// slider no step), said in a comment.
    var sliderStepIsDerived = false
    /// Fiori SwiftUI: the rating's rules refuse no stars, which `RatingControlFormView` cannot be
    /// kept from: the low end of its `ratingBounds` is the rating with no star lit, so it is given
    /// 0 and the rules' low end is `validate`'s alone, said in a comment.
    var ratingLowIsNarrowed = false
    /// Fiori SwiftUI: a duration picker's lowest and highest value, in minutes.
    var minimumMinutes: String?
    var maximumMinutes: String?
    /// SwiftUI and Fiori SwiftUI: whether a choice may be removed until none is left.
    var allowsEmptyChoice = true
}

/// One option of a SwiftUI picker or choice list: its tag (the row's enum case, else its index)
/// and title.
struct FormChoicePlan: Hashable, Sendable, ReflectedMustache {
    var index: Int
    /// The case of the row's `optionEnum` this option is; `nil` for an index.
    var enumCase: String?
    var titleLiteral: String
}

/// Templates switch on a form row's kind: `{{#kind.switch}}`, `{{#kind.listPicker}}`, ….
