import DataSourceGenCore
import Testing

/// Every JSON5 addition to JSON (json5.org), each checked against its known meaning.
@Suite struct JSON5FeatureTests {
    @Test func lineAndBlockComments() throws {
        let text = """
            // leading comment
            /* block
               comment */ { // after brace
              a /* between key and colon */ : /* before value */ 1, // trailing
              /* before key */ b: [ /* empty */ 2 /* after */ , ] // end
            } /* after document */ // last
            """
        #expect(try JSONTest.compact(text) == "{\"a\":1,\"b\":[2]}")
    }

    @Test func blockCommentsDoNotNestAndLineCommentsEndAtAnyLineTerminator() throws {
        #expect(try JSONTest.compact("/* /* */ 1") == "1")
        #expect(try JSONTest.compact("[1, // c\r\n2, // c\r3, // c\u{2028}4, // c\u{2029}5]") == "[1,2,3,4,5]")
        #expect(try JSONTest.compact("/**/[/***/]") == "[]")
        #expect(try JSONTest.compact("[1] // no newline at the end") == "[1]")
    }

    @Test func trailingCommas() throws {
        #expect(try JSONTest.compact("[1,]") == "[1]")
        #expect(try JSONTest.compact("{a: 1,}") == "{\"a\":1}")
        #expect(try JSONTest.compact("[[1,], {b: [],},]") == "[[1],{\"b\":[]}]")
    }

    @Test func unquotedKeys() throws {
        let text =
            "{$: 1, _a: 2, a1: 3, café: 4, ℵ: 5, \\u0061bc: 6, a\\u0062: 7, null: 8, true: 9, while: 10, ǅx: 11, Ⅻ: 12}"
        #expect(
            try JSONTest.compact(text)
                == "{\"$\":1,\"_a\":2,\"a1\":3,\"café\":4,\"ℵ\":5,\"abc\":6,\"ab\":7,\"null\":8,\"true\":9,\"while\":10,\"ǅx\":11,\"Ⅻ\":12}"
        )
    }

    @Test func unquotedKeysTakeCombiningMarksDigitsConnectorsAndJoiners() throws {
        let node = try JSONTest.parse("{e\u{301}: 1, a\u{203F}b: 2, a\u{200C}b\u{200D}: 3, x\u{0663}: 4, a_b$: 5}")
        guard case .object(let members) = node.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.key) == ["e\u{301}", "a\u{203F}b", "a\u{200C}b\u{200D}", "x\u{0663}", "a_b$"])
    }

    @Test func singleQuotedStrings() throws {
        #expect(try JSONTest.string("'a\"b'") == "a\"b")
        #expect(try JSONTest.string("'it\\'s'") == "it's")
        #expect(try JSONTest.string("\"\\'\"") == "'")
        #expect(try JSONTest.compact("{'key': 'value'}") == "{\"key\":\"value\"}")
    }

    @Test func singleCharacterEscapes() throws {
        #expect(try JSONTest.string(#""\b\f\n\r\t\v""#) == "\u{8}\u{C}\n\r\t\u{B}")
        #expect(try JSONTest.string(#""\"\\\/\'""#) == "\"\\/'")
    }

    @Test func nullEscapeNotFollowedByDigit() throws {
        #expect(try JSONTest.string(#""a\0b""#) == "a\u{0}b")
        #expect(try JSONTest.string(#""\0""#) == "\u{0}")
    }

    @Test func hexEscapes() throws {
        #expect(try JSONTest.string(#""\x41\x62\xE9\xff""#) == "Abéÿ")
    }

    @Test func nonEscapeCharactersStandForThemselves() throws {
        #expect(try JSONTest.string(#""\a\q\é\😀\ ""#) == "aqé😀 ")
    }

    @Test func lineContinuations() throws {
        #expect(try JSONTest.string("'a\\\nb'") == "ab")
        #expect(try JSONTest.string("'a\\\r\nb'") == "ab")
        #expect(try JSONTest.string("'a\\\rb'") == "ab")
        #expect(try JSONTest.string("'a\\\u{2028}b'") == "ab")
        #expect(try JSONTest.string("'a\\\u{2029}b'") == "ab")
    }

    @Test func surrogatePairEscapesBecomeOneScalar() throws {
        let value = try #require(try JSONTest.string(#""\uD83D\uDE00""#))
        #expect(value == "😀")
        #expect(value.unicodeScalars.count == 1)
        #expect(value.unicodeScalars.first?.value == 0x1F600)
        #expect(try JSONTest.string(#""\uDBFF\uDFFF""#)?.unicodeScalars.first?.value == 0x10FFFF)
        #expect(try JSONTest.string(#""\u00e9\u00C9""#) == "éÉ")
    }

    @Test func stringsMayHoldUnescapedSeparatorsAndControlCharacters() throws {
        #expect(try JSONTest.string("'a\u{2028}b\u{2029}c'") == "a\u{2028}b\u{2029}c")
        #expect(try JSONTest.string("'tab\there'") == "tab\there")
    }

    @Test func numbers() throws {
        #expect(
            try JSONTest.compact("[0x1F, 0XaB, -0x10, +1, .5, 5., +.5e1, -5.e-1, 1e+2]")
                == "[0x1F,0XaB,-0x10,+1,.5,5.,+.5e1,-5.e-1,1e+2]")
        #expect(try JSONTest.number("0x1F")?.doubleValue == 31)
        #expect(try JSONTest.number("0XaB")?.intValue == 171)
        #expect(try JSONTest.number("-0x10")?.intValue == -16)
        #expect(try JSONTest.number("+1")?.intValue == 1)
        #expect(try JSONTest.number(".5")?.doubleValue == 0.5)
        #expect(try JSONTest.number("5.")?.intValue == 5)
        #expect(try JSONTest.number("+.5e1")?.intValue == 5)
    }

    @Test func infinityAndNaN() throws {
        #expect(
            try JSONTest.compact("[Infinity, -Infinity, +Infinity, NaN, -NaN, +NaN]")
                == "[Infinity,-Infinity,+Infinity,NaN,-NaN,+NaN]")
        #expect(try JSONTest.number("Infinity")?.doubleValue == .infinity)
        #expect(try JSONTest.number("-Infinity")?.doubleValue == -.infinity)
        #expect(try JSONTest.number("NaN")?.doubleValue.isNaN == true)
        #expect(try JSONTest.number("NaN")?.intValue == nil)
    }

    @Test func nanNodesAreEqualToThemselves() throws {
        #expect(try JSONTest.parse("[NaN]") == JSONTest.parse("[NaN]"))
    }

    @Test(arguments: [
        "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{1680}", "\u{2000}", "\u{200A}",
        "\u{202F}", "\u{205F}", "\u{3000}",
    ])
    func extraWhitespace(_ space: String) throws {
        #expect(
            try JSONTest.compact(
                "\(space)[\(space)1\(space),\(space){\(space)a\(space):\(space)2\(space)}\(space)]\(space)")
                == "[1,{\"a\":2}]")
    }

    @Test func byteOrderMarkAtTheStartIsSkipped() throws {
        #expect(try JSONTest.compact("\u{FEFF}{\"a\": 1}") == "{\"a\":1}")
    }

    @Test func strictJSONParsesTheSameWithOrWithoutJSON5Features() throws {
        let strict = "{\"name\": \"x\", \"list\": [1, 2.5, -3e2, true, null], \"nested\": {\"k\": \"v\"}}"
        let json5 = "// c\n{name: 'x', list: [1, 2.5, -3e2, true, null,], nested: {k: \"v\",},}"
        #expect(try JSONTest.compact(strict) == JSONTest.compact(json5))
    }
}
