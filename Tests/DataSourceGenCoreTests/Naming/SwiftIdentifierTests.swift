import DataSourceGenCore
import Testing

@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        // (raw, type, member)
        ("order line", "OrderLine", "orderLine"),
        ("unitPrice", "UnitPrice", "unitPrice"),
        ("Unit price", "UnitPrice", "unitPrice"),
        ("unit_price", "UnitPrice", "unitPrice"),
        ("unit-price", "UnitPrice", "unitPrice"),
        ("SKU code", "SKUCode", "skuCode"),
        ("URLString", "URLString", "urlString"),
        ("HTTPServer", "HTTPServer", "httpServer"),
        ("UTF8String", "UTF8String", "utf8String"),
        ("XCoordinate", "XCoordinate", "xCoordinate"),
        ("iOS version", "IOSVersion", "iOSVersion"),
        ("ORDER_STATUS", "OrderStatus", "orderStatus"),
        ("SKU", "SKU", "sku"),
        ("3D view", "_3DView", "_3dView"),
        ("2nd line", "_2ndLine", "_2ndLine"),
        ("line 2", "Line2", "line2"),
        ("café au lait", "CaféAuLait", "caféAuLait"),
        ("über größe", "ÜberGröße", "überGröße"),
        ("商品 名", "商品名", "商品名"),
        ("Цена товара", "ЦенаТовара", "ценаТовара"),
        ("hello 🌍 world", "HelloWorld", "helloWorld"),
        ("a.b/c:d", "ABCD", "aBCD"),
        ("  padded  ", "Padded", "padded"),
        ("x²", "X", "x"),
        ("zero\u{200B}width", "ZeroWidth", "zeroWidth"),
        ("evil\u{202E}name", "EvilName", "evilName"),
        ("__private", "Private", "`private`"),
        ("$price", "Price", "price"),
    ])
    func namesFollowTheDocumentedRule(raw: String, type: String, member: String) {
        #expect(SwiftIdentifier.typeName(raw) == type)
        #expect(SwiftIdentifier.memberName(raw) == member)
        #expect(SwiftIdentifier.caseName(raw) == member)
    }

    /// What may follow `import`: a module, or a submodule path; nothing that would write more Swift.
    @Test func moduleNamesAreIdentifiersJoinedByDots() {
        for name in ["Foundation", "Darwin.C", "Fiori_2", "Ünïcode"] {
            #expect(SwiftIdentifier.isModuleName(name), "\(name)")
        }
        for name in [
            "", ".", "A.", ".A", "A..B", "Fin ance", "struct", "struct Foundation", "A\nimport B", "@testable A", "A;",
        ] {
            #expect(!SwiftIdentifier.isModuleName(name), "\(name)")
        }
    }

    @Test func decomposedAndPrecomposedInputGiveOneName() {
        let decomposed = "cafe\u{0301}"
        let name = SwiftIdentifier.memberName(decomposed)
        #expect(Array(name.unicodeScalars) == Array("caf\u{00E9}".unicodeScalars))
    }

    @Test func combiningMarkAtAWordStartIsDropped() {
        #expect(SwiftIdentifier.memberName("\u{0301}abc") == "abc")
        #expect(SwiftIdentifier.memberName("a \u{0301}b") == "aB")
    }

    @Test func nothingKeptGivesStableDistinctNames() {
        #expect(SwiftIdentifier.memberName("") == "_empty")
        #expect(SwiftIdentifier.typeName("") == "_Empty")
        #expect(SwiftIdentifier.memberName("★") == "_u2605")
        #expect(SwiftIdentifier.memberName("★★") == "_u2605_u2605")
        #expect(SwiftIdentifier.typeName("🎉") == "_u1F389")
        #expect(SwiftIdentifier.caseName("-") == "_u002D")
        #expect(SwiftIdentifier.memberName("_") == "_u005F")
    }

    @Test(arguments: [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "false", "is", "nil", "super",
        "throw", "throws", "true", "try", "await", "unsafe", "any", "some", "each", "async",
    ])
    func keywordsGetBackticks(keyword: String) {
        #expect(SwiftIdentifier.memberName(keyword) == "`\(keyword)`")
        #expect(SwiftIdentifier.caseName(keyword) == "`\(keyword)`")
        #expect(SwiftIdentifier.escapedIfKeyword(keyword) == "`\(keyword)`")
        #expect(!SwiftIdentifier.isValid(keyword))
    }

    @Test func wordsWhereBackticksDoNotHelpGetATrailingUnderscore() {
        #expect(SwiftIdentifier.memberName("self") == "self_")
        #expect(SwiftIdentifier.memberName("init") == "init_")
        #expect(SwiftIdentifier.typeName("self") == "Self_")
        #expect(SwiftIdentifier.typeName("type") == "Type_")
        #expect(SwiftIdentifier.typeName("Protocol") == "Protocol_")
        #expect(SwiftIdentifier.typeName("any") == "Any_")
        for word in ["self", "Self", "Type", "Protocol", "init", "Any", "_"] {
            #expect(SwiftIdentifier.escapedIfKeyword(word) == word + "_")
        }
    }

    @Test func caseNamesAlsoAvoidNone() {
        #expect(SwiftIdentifier.caseName("none") == "none_")
        #expect(SwiftIdentifier.memberName("none") == "none")
        #expect(SwiftIdentifier.typeName("none") == "None")
    }

    @Test func contextualWordsThatWorkEverywhereAreLeftAlone() {
        for word in [
            "get", "set", "open", "lazy", "weak", "willSet", "didSet", "actor", "package",
            "mutating", "optional", "required", "consume", "then", "type", "none",
        ] {
            #expect(SwiftIdentifier.escapedIfKeyword(word) == word)
            #expect(SwiftIdentifier.memberName(word) == word)
        }
    }

    @Test func argumentLabelsDropBackticksExceptInout() {
        #expect(SwiftIdentifier.parameterName("`default`") == "default")
        #expect(SwiftIdentifier.parameterName("`inout`") == "`inout`")
        #expect(SwiftIdentifier.parameterName("`let`") == "`let`")
        #expect(SwiftIdentifier.parameterName("`var`") == "`var`")
        #expect(SwiftIdentifier.parameterName("unitPrice") == "unitPrice")
        #expect(SwiftIdentifier.parameterName("self_") == "self_")
    }

    @Test func validityFollowsTheGrammar() {
        #expect(SwiftIdentifier.isValid("unitPrice"))
        #expect(SwiftIdentifier.isValid("_2nd"))
        #expect(SwiftIdentifier.isValid("café"))
        #expect(SwiftIdentifier.isValid("e\u{0301}"))
        #expect(!SwiftIdentifier.isValid(""))
        #expect(!SwiftIdentifier.isValid("2nd"))
        #expect(!SwiftIdentifier.isValid("\u{0301}e"))
        #expect(!SwiftIdentifier.isValid("a-b"))
        #expect(!SwiftIdentifier.isValid("a b"))
        #expect(!SwiftIdentifier.isValid("self"))
    }

    /// The grammar's supplementary-plane ranges end at U+xFFFD: the noncharacters U+xFFFE and
    /// U+xFFFF of every plane, and the BMP noncharacters U+FDD0–U+FDEF, start no identifier.
    @Test(arguments: [0x1FFFE, 0x1FFFF, 0x2FFFE, 0xEFFFF, 0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0xF0000])
    func noncharactersAreNotIdentifiers(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(!SwiftIdentifier.isValid(String(scalar)))
        #expect(!SwiftIdentifier.isValid("a" + String(scalar)))
    }

    @Test func supplementaryLettersAreIdentifiers() throws {
        #expect(SwiftIdentifier.isValid(String(try #require(Unicode.Scalar(0x1FFFD)))))
        #expect(SwiftIdentifier.isValid("𝒳"))
    }

    @Test func camelCasedNamesAreFixedPoints() {
        for name in ["unitPrice", "skuCode", "iOSVersion", "überGröße", "line2", "httpServer", "ценаТовара"] {
            #expect(SwiftIdentifier.memberName(name) == name)
        }
        for name in ["UnitPrice", "SKUCode", "HTTPServer", "ÜberGröße", "Line2"] {
            #expect(SwiftIdentifier.typeName(name) == name)
        }
    }

    /// Every name, for any input, is built only from letters, digits, marks and `_` (checked by
    /// Unicode category, independently of the grammar table), never starts with a digit or mark,
    /// and is either valid as is or a backticked keyword.
    @Test func randomInputsAlwaysGiveUsableNames() {
        var random = SplitMix64(seed: 0x5EED_1D)
        let pool: [Unicode.Scalar] = [
            "a", "Z", "0", "9", "_", "-", " ", ".", "$", "`", "é", "ß", "ǰ", "ŉ", "İ", "商", "Ж", "ع",
            "\u{0301}", "\u{0660}", "\u{200D}", "\u{202E}", "\u{2066}", "\u{FE0F}", "\u{3164}",
            "🎉", "👩", "²", "Ⅻ", "\u{00A0}", "\u{2028}", "\n", "\0", "ǅ", "\u{1D41A}", "\u{E000}",
        ]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<random.next(below: 12) { text.append(pool[random.next(below: pool.count)]) }
            let raw = String(text)
            for name in [
                SwiftIdentifier.typeName(raw), SwiftIdentifier.memberName(raw),
                SwiftIdentifier.caseName(raw),
            ] {
                let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
                #expect(
                    SwiftIdentifier.isValid(name) || SwiftIdentifier.escapedIfKeyword(bare) == name,
                    "\(raw.debugDescription) -> \(name)")
                #expect(bare.unicodeScalars.allSatisfy(isNameScalar), "\(raw.debugDescription) -> \(name)")
                if let first = bare.unicodeScalars.first {
                    #expect(!("0"..."9").contains(first))
                    #expect(first.properties.generalCategory != .nonspacingMark)
                }
            }
        }
    }

    private func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar.properties.isDefaultIgnorableCodePoint { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .letterNumber, .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}
