/// One check of a row's rules, calling the runtime's `FormRules` (or an app validator) on the
/// row's field.
struct FormRuleCheckPlan: Hashable, Sendable, ReflectedMustache {
    /// Templates switch on it: `{{#check.range}}`.
    enum Check: Hashable, Sendable, MustacheEnum {
        case required
        /// At most one element: a single-selection filter or list picker.
        case single
        /// Every index names one of the options, the form's static array `options` of their titles;
        /// without it (an index-mode picker's items, the app's), no index is below zero.
        case indices(options: String?)
        /// No element twice: a multiple-selection filter or list picker.
        case distinct
        /// Bounds as Swift literals, `nil` for none.
        case length(minimum: String?, maximum: String?)
        case range(minimum: String?, maximum: String?)
        /// A duration picker's range, in seconds, named in hours and minutes by its message.
        case durationRange(minimum: String?, maximum: String?)
        /// A duration in whole steps of this many minutes.
        case minuteSteps(minutes: String)
        /// A stepper's value in whole steps of `step` from `origin`, its range's low end (`nil`
        /// for zero).
        case steps(step: String, origin: String?)
        /// At most this many attachments (an attachments row's `maxItems`), Swift source.
        case attachmentCount(maximum: String)
        case pattern(literal: String)
        /// A method of the form's `Validating` protocol.
        case validator(name: String)
        /// An app's static function the definitions name (`Type.function`), called directly.
        case function(name: String)

        static let allCases: [Self] = [
            .required, .single, .indices(options: nil), .distinct, .length(minimum: nil, maximum: nil),
            .range(minimum: nil, maximum: nil), .durationRange(minimum: nil, maximum: nil),
            .minuteSteps(minutes: ""), .steps(step: "", origin: nil), .attachmentCount(maximum: ""),
            .pattern(literal: ""), .validator(name: ""), .function(name: ""),
        ]
    }

    var field: String
    var check: Check
    /// The message for a failing check, a Swift string literal; `nil` for the default.
    var messageLiteral: String?
    /// Why a range check's bounds are not the definitions' own numbers, said in a comment above
    /// the check; `nil` when they are, and for other checks.
    var boundsNote: FormBoundsNote?
}
