/// A form preview's choices, switches, dates and text within their rows' rules: a sample the
/// row's `validate` would refuse becomes one it takes, so that a preview opens without messages.
extension FormPlanner {
    /// `sample` made to pass `row`'s rules where the generator can tell how; else as it is.
    /// `pickerHasItems`: the row chooses among options, or its picker's sample items, which the
    /// preview shows; a choice among none would name nothing, so such a row keeps its sample.
    static func ruledPreviewField(
        _ sample: PreviewFieldPlan, row: ResolvedFormRow, pickerHasItems: Bool = true
    ) -> PreviewFieldPlan {
        guard let field = row.field else { return sample }
        let rules = row.definition.rules
        let required = rules?.required?.value == true
        var ruled = sample
        if [.filter, .listPicker].contains(row.definition.kind.value) {
            // Indices of options, or of a picker's items: the first names a choice wherever there is
            // one, and one choice is as many as a single selection holds.
            let indices: Set<ResolvedType> = [.array(.standard("Int")), .set(.standard("Int"))]
            guard required || FormKindRules.allowsEmpty(row) == false, indices.contains(field.type),
                sample.value == .emptyCollection
            else { return ruled }
            if pickerHasItems {
                ruled.value = .oneElement(.literal("0"))
            } else {
                ruled.note = "the picker has no sample items, so the preview chooses none"
            }
            return ruled
        }
        guard required else { return textWithinRules(sample, rules: rules) }
        switch (field.type, sample.value) {
        case (.standard("Bool"), _): ruled.value = .literal("true")
        // One attachment, which every `maxItems` allows; an app's element type has no sample here.
        case (.array(.standard(let element)), .emptyCollection), (.set(.standard(let element)), .emptyCollection):
            if row.definition.kind.value == .attachments,
                let one = EntitySamples.sample(ofStandard: element, named: field.definition.name.value, 1)
            {
                ruled.value = .oneElement(one)
            }
        case (.optional(.standard("Date")), .nilValue):
            ruled.value = .initializer(
                InitializerCall(type: "Date", label: "timeIntervalSinceReferenceDate", argument: "0"))
        case (.standard("String"), _), (.optional(.standard("String")), _):
            if text(of: sample.value)?.contains(where: { !$0.isWhitespace }) != true {
                ruled.value = .literal(SwiftStringLiteral.make("\(field.definition.name.value) 1"))
            }
        default: break
        }
        return textWithinRules(ruled, rules: rules)
    }

    /// A text sample within `minLength`, `maxLength` and `pattern`: the sample, else the first of
    /// a few variants of it that fits (without spaces, padded or cut to length, an e-mail
    /// address, as an e-mail pattern asks); else empty text, which those rules pass, where the
    /// row is not required.
    private static func textWithinRules(_ sample: PreviewFieldPlan, rules: FormRulesDefinition?) -> PreviewFieldPlan {
        guard let rules, let text = text(of: sample.value), !text.isEmpty,
            rules.minLength != nil || rules.maxLength != nil || rules.pattern != nil
        else { return sample }
        let word = text.filter { !$0.isWhitespace }
        let fits = { (candidate: String) in FormValueJudgement.refusal(of: candidate, by: rules) == nil }
        var candidates = [text, word]
        if let low = rules.minLength?.value {
            candidates.append(word.padding(toLength: low, withPad: "x", startingAt: 0))
        }
        if let high = rules.maxLength?.value { candidates.append(String(word.prefix(high))) }
        candidates.append(word + "@example.com")
        var ruled = sample
        if let fitting = candidates.first(where: fits) {
            ruled.value = .literal(SwiftStringLiteral.make(fitting))
        } else if rules.required?.value != true {
            ruled.value = .literal(SwiftStringLiteral.make(""))
        } else {
            ruled.note =
                "no sample matches the row's pattern (a regular expression cannot be inverted into a value)"
        }
        return ruled
    }

    /// The text of a string literal the samples make, or `nil` for another value.
    private static func text(of value: FieldDefault) -> String? {
        guard case .literal(let literal) = value, literal.count >= 2, literal.first == "\"", literal.last == "\""
        else { return nil }
        let inner = String(literal.dropFirst().dropLast())
        return SwiftStringLiteral.make(inner) == literal ? inner : nil
    }
}
