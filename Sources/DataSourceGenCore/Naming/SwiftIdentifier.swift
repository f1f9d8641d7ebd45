import Foundation

/// Turns arbitrary text (entity, field, section and case names from a definitions file) into
/// Swift identifiers that compile in declaration position.
///
/// The rule, applied by `typeName`, `memberName` and `caseName`:
///
/// 1. The text is normalised to NFC, so `é` typed precomposed or decomposed gives one name.
/// 2. A scalar is *kept* when the Swift grammar allows it in an identifier (the
///    *identifier-character* ranges of "Lexical Structure") **and** it is a visible letter
///    (Unicode categories L*), letter-number (Nl) or decimal digit (Nd) — so `é`, `ü`, `ß`, CJK,
///    Cyrillic and Arabic letters stay — or a combining mark (M*) that continues a word.
///    Everything else separates words and is dropped: spaces, punctuation, `-`, `_`, `$`,
///    symbols, emoji (allowed by the grammar, but not a name), superscripts and other numbers
///    (No), and invisible default-ignorable scalars (zero-width joiners, bidi controls, variation
///    selectors, Hangul fillers), which would make two identical-looking names differ.
///    A combining mark at the start of a word has nothing to combine with and is dropped too.
/// 3. Words split further at camel-case boundaries: before an uppercase letter that follows a
///    lowercase one (`unitPrice` → `unit|Price`), and before the last capital of an uppercase
///    run when a lowercase letter follows (`HTTPServer` → `HTTP|Server`, `UTF8String` →
///    `UTF8|String`). Digits stay with the letters before them (`line2`, `3D`).
/// 4. Acronyms: a word with uppercase letters and no lowercase one (`SKU`, `URL`, `3D`) is an
///    acronym and is cased uniformly, as the Swift API Design Guidelines ask: kept uppercase
///    inside names, lowercased whole when it starts a member or case name (`SKU code` →
///    `skuCode` / `SKUCode`, `URLString` → `urlString`). When the whole text has no lowercase
///    letter and more than one word (`ORDER_STATUS`), nothing tells acronyms from words, so every
///    word is lowercased first (`orderStatus` / `OrderStatus`); a single all-caps word keeps its
///    capitals in type names (`SKU` → `SKU` / `sku`).
/// 5. Words are joined in camel case: every word's first character is uppercased, except the
///    first word of a member or case name, whose first character is lowercased; the rest of each
///    word keeps its case (`unitPrice` stays `unitPrice`; `iOS version` → `iOSVersion` /
///    `IOSVersion`). Letters without case (CJK) are unchanged.
/// 6. A name whose first scalar cannot start an identifier (an ASCII digit) gets a `_` prefix:
///    `2nd line` → `_2ndLine`.
/// 7. When nothing is kept, the name is stable and distinct per input: `_empty` (`_Empty` for
///    types) for empty text, otherwise `_u` plus each scalar's hex code joined by `_`, e.g. `★★`
///    → `_u2605_u2605`. Such names cannot collide with rule 1–6 names, which never start with
///    `_` followed by a letter.
/// 8. Reserved words are then escaped with `escapedIfKeyword(_:)`: backticks where they give a
///    name usable everywhere (`` `default` ``, `` `class` ``, `` `operator` ``), a trailing `_`
///    where they do not (`self_`, `Self_`, `Type_`, `Protocol_`, `init_`, `Any_`); enum cases also
///    turn `none` into `none_`. See `escapedIfKeyword(_:)` for why each word goes which way.
///
/// Swift 6.2's raw identifiers (`` `two words` ``) are not used: the package supports Swift 6.0
/// toolchains, and camel-cased names read better. Distinct inputs may still give one name
/// (`unit price`, `unit_price`, `unitPrice`); detecting such collisions is the caller's job.
package enum SwiftIdentifier {
    /// An UpperCamelCase type name for `raw`, e.g. `order line` → `OrderLine`, `type` → `Type_`.
    package static func typeName(_ raw: String) -> String {
        let words = IdentifierWords.split(normalized(raw))
        let camel = words.map(uppercasingFirst).joined()
        return finish(camel, raw: raw, emptyName: "_Empty", reserved: [])
    }

    /// A lowerCamelCase property or variable name for `raw`, e.g. `Unit price` → `unitPrice`,
    /// `SKU code` → `skuCode`, `default` → `` `default` ``, `self` → `self_`.
    package static func memberName(_ raw: String) -> String {
        lowerCamel(raw, reserved: [])
    }

    /// An enum case name for `raw`: `memberName`'s rules, plus `none` → `none_` because a case
    /// named `none` makes comparisons with an `Optional` of the enum ambiguous.
    package static func caseName(_ raw: String) -> String {
        lowerCamel(raw, reserved: SwiftReservedWords.caseNamesNeedingSuffix)
    }

    /// The spelling of an already valid identifier as a declaration name.
    ///
    /// Backticks (`` `default` ``) for every keyword that is otherwise rejected somewhere a
    /// generated name appears and that works everywhere with them: the declaration, statement,
    /// expression and type keywords, plus `await`, `unsafe`, `any`, `some`, `each` and `async`.
    /// A trailing `_` instead where backticks do not give a usable name: `self` (a bare
    /// `` `self` `` still means the instance), `Type` and `Protocol` (`T.Type` means the metatype even with
    /// backticks), `init` (without its backticks `T.init` silently means the initializer),
    /// `Self` and `Any` (unescaped uses elsewhere mean the keyword), and `_`. Contextual words
    /// that work unescaped in every position (`get`, `set`, `open`, `lazy`, `weak`, `none`
    /// outside enum cases ...) are returned unchanged. The tables were derived by compiling
    /// each word in each position with Swift 6.3 under `-warnings-as-errors`.
    package static func escapedIfKeyword(_ identifier: String) -> String {
        if SwiftReservedWords.needingSuffix.contains(identifier) { return identifier + "_" }
        if SwiftReservedWords.needingBackticks.contains(identifier) { return "`\(identifier)`" }
        return identifier
    }

    /// The parameter name of an initializer parameter for a name returned by `memberName`: the
    /// argument label and the local name at once, so backticks go except where the declaration
    /// needs them (`let`, `var`, `inout`).
    package static func parameterName(_ name: String) -> String {
        let inner = name.trimmingBackticks
        return SwiftReservedWords.parameterNamesNeedingBackticks.contains(inner) ? name : inner
    }

    /// The argument label that passes the parameter `parameterName(name)` at a call site: without
    /// backticks, except for `inout`, the one keyword a call's label must escape.
    package static func argumentLabel(_ name: String) -> String {
        let inner = name.trimmingBackticks
        return SwiftReservedWords.labelsNeedingBackticks.contains(inner) ? "`\(inner)`" : inner
    }

    /// True when `identifier` can be written as is, without backticks, as a declaration name:
    /// it follows the grammar's identifier-head / identifier-character ranges and is not a
    /// word `escapedIfKeyword(_:)` would change.
    package static func isValid(_ identifier: String) -> Bool {
        guard let first = identifier.unicodeScalars.first, SwiftIdentifierGrammar.isHead(first),
            identifier.unicodeScalars.allSatisfy(SwiftIdentifierGrammar.isCharacter)
        else {
            return false
        }
        return escapedIfKeyword(identifier) == identifier
    }

    /// True when `name` can follow `import`: identifiers as ``isValid(_:)`` takes them, joined by
    /// dots for a submodule (`Darwin.C`).
    package static func isModuleName(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isValid(String($0)) }
    }

    private static func lowerCamel(_ raw: String, reserved: Set<String>) -> String {
        let words = IdentifierWords.split(normalized(raw))
        guard let first = words.first else {
            return finish("", raw: raw, emptyName: "_empty", reserved: reserved)
        }
        let head = IdentifierWords.isAcronym(first) ? first.lowercased() : lowercasingFirst(first)
        let camel = head + words.dropFirst().map(uppercasingFirst).joined()
        return finish(camel, raw: raw, emptyName: "_empty", reserved: reserved)
    }

    private static func normalized(_ text: String) -> String {
        // ASCII is already NFC, and most names are ASCII: Foundation's normalization is not free.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        return text.precomposedStringWithCanonicalMapping
    }

    private static func uppercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    private static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    /// Re-normalises after case mapping (`ǰ` uppercases to `J` + a combining caron), drops
    /// anything a case mapping might have produced outside the kept set, then applies rules 6–8.
    private static func finish(
        _ camel: String, raw: String, emptyName: String,
        reserved: Set<String>
    ) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in normalized(camel).unicodeScalars {
            switch IdentifierWords.role(of: scalar) {
            case .base: scalars.append(scalar)
            case .mark where !scalars.isEmpty: scalars.append(scalar)
            case .mark, .separator: break
            }
        }
        var name = String(scalars)
        guard let first = name.unicodeScalars.first else {
            return fallbackName(raw, emptyName: emptyName)
        }
        if !SwiftIdentifierGrammar.isHead(first) { name = "_" + name }
        if reserved.contains(name) { return name + "_" }
        return escapedIfKeyword(name)
    }

    private static func fallbackName(_ raw: String, emptyName: String) -> String {
        let scalars = normalized(raw).unicodeScalars
        guard !scalars.isEmpty else { return emptyName }
        return scalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "_u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined()
    }
}
