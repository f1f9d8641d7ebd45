import DataSourceGenCore
import Testing

/// Strict JSON in the spirit of JSONTestSuite: every valid document must mean exactly what an
/// independent parser (Foundation's, in strict mode) says it means; every invalid one must fail.
@Suite struct JSONConformanceTests {
    static let valid: [String] = [
        "[[]   ]", "[\"\"]", "[]", "[\"a\"]", "[false]", "[null, 1, \"1\", {}]", "[null]", "[1\n]",
        " [1]", "[1,null,null,null,2]", "[2] ", "[123e65]", "[0e+1]", "[ 4]",
        "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]\n",
        "[20e1]", "[-0]", "[-123]", "[-1]", "[1E22]", "[1E-2]", "[1E+2]", "[123e45]", "[123.456e78]",
        "[1e-2]", "[1e+2]", "[123]", "[123.456789]", "[0.5]", "[-0.0e-0]",
        "{\"asd\":\"sdf\", \"dfg\":\"fgh\"}", "{\"asd\":\"sdf\"}", "{}", "{\"\":0}",
        "{\"foo\\u0000bar\": 42}", "{ \"min\": -1.0e+28, \"max\": 1.0e+28 }",
        "{\"x\":[{\"id\": \"xxx\"}], \"id\": \"xxx\"}", "{\"a\":[]}",
        "{\"title\":\"\\u041f\\u043e\\u043b\\u0442\\u043e\\u0440\\u0430 \\u0417\\u0435\\u043c\\u043b\\u0435\\u043a\\u043e\\u043f\\u0430\" }",
        "[\"\\u0060\\u012a\\u12AB\"]", "[\"\\uD801\\udc37\"]", "[\"\\ud83d\\ude39\\ud83d\\udc8d\"]",
        "[\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"]", "[\"\\\\u0000\"]", "[\"\\\"\"]", "[\"a/*b*/c/*d//e\"]",
        "[\"\\\\a\"]", "[\"\\\\n\"]", "[\"\\u0012\"]", "[\"\\uFFFF\"]", "[\"asd\"]", "[ \"asd\"]",
        "[\"\\uDBFF\\uDFFF\"]", "[\"new\\u00A0line\"]", "[\"\\u0000\"]", "[\"\\u002c\"]", "[\"π\"]",
        "[\"𛿿\"]", "[\"asd \"]", "\" \"", "[\"\\uD834\\uDd1e\"]", "[\"\\u0821\"]", "[\"\\u0123\"]",
        "[\"\\u2028\"]", "[\"\\u2029\"]", "[\"\\u0061\\u30af\\u30EA\\u30b9\"]", "[\"new\\u000Aline\"]",
        "[\"\\uA66D\"]", "[\"\\u005C\"]", "[\"⍂㈴⍂\"]", "[\"\\uDBFF\\uDFFE\"]", "[\"\\uD83F\\uDFFE\"]",
        "[\"\\u200B\"]", "[\"\\u2064\"]", "[\"\\uFDD0\"]", "[\"\\uFFFE\"]", "[\"\\u0022\"]", "[\"€𝄞\"]",
        "[\"\u{2028}\"]", "[\"\u{2029}\"]", "false", "42", "-0.1", "null", "\"asd\"", "true", "\"\"",
        "[\"a\"]\n", "[true]", " [] ", "\r\n\t [ 1 , \r\n 2 ] \t\r\n",
        "{\"a\": {\"b\": {\"c\": [1, [2, [3, {\"d\": null}]]]}}}",
    ]

    @Test(arguments: valid)
    func validDocumentMeansWhatFoundationSays(_ text: String) throws {
        let ours = PlainJSON(try JSONTest.parse(text))
        #expect(ours == (try PlainJSON.foundation(text)))
    }

    @Test func objectsKeepMemberOrderAndDuplicates() throws {
        #expect(try JSONTest.compact("{\"b\":1,\"a\":2,\"b\":3}") == "{\"b\":1,\"a\":2,\"b\":3}")
        #expect(try JSONTest.compact("{\"a\":\"b\",\"a\":\"b\"}") == "{\"a\":\"b\",\"a\":\"b\"}")
    }

    /// Foundation's decoder rejects `0e1`, so this valid case is checked by hand.
    @Test func zeroWithExponentIsValid() throws {
        let node = try JSONTest.parse("[0e1]")
        #expect(JSONTest.compact(node) == "[0e1]")
        guard case .array(let elements) = node.value, case .number(let number)? = elements.first?.value else {
            Issue.record("expected an array holding a number")
            return
        }
        #expect(number.doubleValue == 0)
        #expect(number.intValue == 0)
    }

    @Test func numbersKeepTheirSpelling() throws {
        #expect(try JSONTest.compact("[1.0, -0, 1E+2, 0.50]") == "[1.0,-0,1E+2,0.50]")
    }

    static let invalid: [String] = [
        "", " ", "[", "]", "{", "}", "[1 true]", "[a\u{E5}]", "[\"\": 1]", "[\"\"],", "[,1]", "[1,,2]",
        "[\"x\",,]", "[,]", "{,}", "[\"x\"]]", "[1:2]", "[-]", "[-foo]", "[- 1]", "[1e]", "[1e+]",
        "[1E-]", "[0x]", "[01]", "[-01]", "[1.2.3]", "[1e5x]", "[0x1G]", "[tru]", "[nul]", "[True]",
        "[fals]", "{\"a\" \"b\"}", "{\"a\":\"a\" 123}", "{\"a\" b}", "{1:1}", "{\"a\":\"b\"}#{}",
        "{\"a\":\"b\"}}", "{\"a\" : }", "{\"a\":", "[\"a", "[\"\\u00A\"]", "[\"\\uD800\"]",
        "[\"\\uDC00\"]", "[\"\\uD800\\u0041\"]", "[\"\\uD800\\\"]", "[\"\\x4\"]", "[*]", "/* open",
        "[1] /*", "// only a comment", "[\"a\nb\"]", "{'a':1", "[1,", "{\"a\":1,\"b\":2", "[1]x",
        "[\"\\01\"]", "[\"\\1\"]", "{a b: 1}", "{\\u0020: 1}", "{a\\: 1}", "[+-1]", "[--1]", "[.]",
        "[-Inf]", "[Infinityx]", "{\"a\":1,,}", "[1,,]", "[\"\\", "[\"\\u", "[\"\\uD83D\\u",
        "[1]\u{0}", "{\"a\":1 \"b\":2}", "[[1]", "[{}", "{\"a\":[}", "[1}", "{\"a\":1]", "\u{FEFF}",
        "'abc", "[\"\\u12G4\"]", "{a:1}{", "[0x1.5]", "[1 2]", "[NaN1]", "[+]", "[.e1]",
        "{\"a\"", "{\"a\" :", "{a", "[\u{7}]", "[\"a\"\u{A0}\"b\"]", "[1,\u{2028}", "{:1}",
    ]

    @Test(arguments: invalid)
    func invalidDocumentIsRejectedWithOneLocatedError(_ text: String) throws {
        let diagnostic = try #require(JSONTest.error(text))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.file == JSONTest.file)
        #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        #expect(!diagnostic.message.isEmpty)
    }
}
