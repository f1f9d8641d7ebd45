/// Key paths and the wording of type errors, shared by the readers and by decoders that check
/// values the typed reads cannot (a member that may be a string or an object, for instance).
package enum JSONReading {
    /// `parent.key`, or `parent["key"]` when the key is not a plain name (so a path can always
    /// be read back unambiguously); just `key` at the top level.
    package static func path(_ parent: String, appending key: String) -> String {
        let isPlain =
            !key.isEmpty && key.unicodeScalars.allSatisfy(isPlainPathScalar)
            && !(key.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false)
        if isPlain { return parent.isEmpty ? key : "\(parent).\(key)" }
        return "\(parent)[\(JSONScanner.quoted(key))]"
    }

    /// `parent[index]`.
    package static func path(_ parent: String, appendingIndex index: Int) -> String {
        "\(parent)[\(index)]"
    }

    /// The error for a value of the wrong type, at the value: "`pickers.P.search` must be a
    /// boolean (true or false), found the string "yes"; write true or false without quotes".
    /// - Parameters:
    ///   - path: The value's key path (empty for the whole file).
    ///   - expected: What was wanted, with its article: "a string", "an array of strings".
    ///   - found: The offending value.
    ///   - siteFile: The `#fileID` of the check that found it (see ``DiagnosticSite``).
    ///   - siteLine: The line of that check.
    package static func typeMismatch(
        at path: String, expected: String, found: JSONNode, siteFile: String = #fileID, siteLine: Int = #line
    ) -> Diagnostic {
        let subject = path.isEmpty ? "the top level of the file" : "`\(path)`"
        return .error(
            at: found.location,
            "\(subject) must be \(expected), found \(describe(found.value))\(hint(expected: expected, found: found.value))",
            siteFile: siteFile, siteLine: siteLine)
    }

    /// "`path`", or "the top-level object", as the subject of a message.
    static func subject(_ path: String) -> String {
        path.isEmpty ? "the top-level object" : "`\(path)`"
    }

    /// A value as a message names it, short enough for one line.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "the boolean \(flag)"
        case .number(let number): "the number \(JSONScanner.abbreviated(number.literal))"
        case .string(let text): "the string \(JSONScanner.quoted(text))"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The likely fix for the common mix-ups: quoted booleans and numbers, unquoted text, a
    /// single value where a list is wanted.
    private static func hint(expected: String, found: JSONValue) -> String {
        switch found {
        case .string(let text) where expected.hasPrefix("a boolean") && (text == "true" || text == "false"):
            return "; write \(text) without quotes"
        case .string(let text)
        where (expected == "an integer" || expected == "a number") && JSONNumber(literal: text) != nil:
            return "; write \(text) without quotes"
        case .number(let number) where expected == "an integer":
            let value = number.doubleValue
            if !value.isFinite { return "" }
            // Integral exactly when no significand bit lies below the binary point (checked on
            // the bits, which keeps this file free of libm).
            let isIntegral = value == 0 || (value.exponent >= 0 && value.significandWidth <= Int(value.exponent))
            return isIntegral ? "; it does not fit in a 64-bit integer" : "; use a whole number"
        case .number, .bool:
            return expected == "a string" ? "; put the value in quotes" : ""
        case .string, .object:
            return expected.hasPrefix("an array") ? "; wrap it in [ and ] to make a list of one" : ""
        default:
            return ""
        }
    }

    private static func isPlainPathScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_" || scalar == "$" || scalar == "-"
    }
}
