/// Mustache contexts of a form's conditions and rule checks: enums with payloads, each rendered
/// as its case's flag and the payload beside it.
extension FormConditionPlan: MustacheRepresentable {
    /// `field`, and exactly one of `hasValue`, `hasNoValue` and `equalsLiteral` set.
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = [
            "field": field.mustacheValue, "hasValue": false, "hasNoValue": false, "equalsLiteral": .null,
        ]
        switch test {
        case .hasValue: members["hasValue"] = true
        case .hasNoValue: members["hasNoValue"] = true
        case .equals(let literal): members["equalsLiteral"] = literal.mustacheValue
        }
        return .object(members)
    }
}

extension FormRuleCheckPlan: MustacheRepresentable {
    /// `field`, `messageLiteral`, and exactly one of `isRequired`, `isSingle`, `indexOptions` (the
    /// options' array), `length`, `range` (each with `minimum` and `maximum`, `nil` for none),
    /// `minuteSteps`, `patternLiteral` and `validator` set.
    var mustacheValue: MustacheValue {
        var members: [String: MustacheValue] = [
            "field": field.mustacheValue, "messageLiteral": messageLiteral.mustacheValue, "isRequired": false,
            "isSingle": false, "indexOptions": .null, "length": .null, "range": .null, "minuteSteps": .null,
            "patternLiteral": .null,
            "validator": .null,
        ]
        let bounds = { (minimum: String?, maximum: String?) -> MustacheValue in
            .object(["minimum": (minimum ?? "nil").mustacheValue, "maximum": (maximum ?? "nil").mustacheValue])
        }
        switch check {
        case .required: members["isRequired"] = true
        case .single: members["isSingle"] = true
        case .indices(let options): members["indexOptions"] = options.mustacheValue
        case .length(let minimum, let maximum): members["length"] = bounds(minimum, maximum)
        case .range(let minimum, let maximum): members["range"] = bounds(minimum, maximum)
        case .minuteSteps(let minutes): members["minuteSteps"] = minutes.mustacheValue
        case .pattern(let literal): members["patternLiteral"] = literal.mustacheValue
        case .validator(let name): members["validator"] = name.mustacheValue
        }
        return .object(members)
    }
}
