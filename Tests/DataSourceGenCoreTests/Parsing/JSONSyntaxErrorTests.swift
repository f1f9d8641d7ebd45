import DataSourceGenCore
import Testing

/// Each syntax error: one diagnostic, at the exact line:column where the syntax breaks, saying
/// what was found and what was expected.
@Suite struct JSONSyntaxErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let line: Int
        let column: Int
        let message: String
        init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.text = text
            self.line = line
            self.column = column
            self.message = message
        }
        var testDescription: String { text.debugDescription }
    }

    static let cases: [Case] = [
        // Documents
        Case("", 1, 1, "the file is empty; expected a JSON value such as '{}'"),
        Case("\u{FEFF}", 1, 1, "the file is empty; expected a JSON value such as '{}'"),
        Case("// only a comment\n", 2, 1, "expected a JSON value but found the end of the file"),
        Case(
            "{}\n{}", 2, 1,
            "expected the end of the file after the top-level value but found '{'; a file holds exactly one JSON value"),
        Case(
            "[\"x\"]]", 1, 6,
            "expected the end of the file after the top-level value but found ']'; a file holds exactly one JSON value"),
        Case(
            "[1]\u{0}", 1, 4,
            "expected the end of the file after the top-level value but found the invisible character U+0000; a file holds exactly one JSON value"
        ),
        // Unclosed containers
        Case(
            "{\n  \"name\": \"x\",\n", 3, 1,
            "unexpected end of file: the object opened at 1:1 is never closed; close it with '}'"),
        Case(
            "[1, [2,\n 3]", 2, 4, "unexpected end of file: the array opened at 1:1 is never closed; close it with ']'"),
        Case(
            "{\"a\": [1,", 1, 10, "unexpected end of file: the array opened at 1:7 is never closed; close it with ']'"),
        Case("{\"a\"", 1, 5, "unexpected end of file: the object opened at 1:1 is never closed; close it with '}'"),
        Case("{\"a\":", 1, 6, "unexpected end of file: the object opened at 1:1 is never closed; close it with '}'"),
        // Separators and missing commas
        Case(
            "{\n  \"name\": \"x\"\n  \"title\": \"y\"\n}", 3, 3,
            "expected ',' or '}' after the value of \"name\" but found '\"'; did you forget a comma?"),
        Case("[1 true]", 1, 4, "expected ',' or ']' after the array element but found 'true'; did you forget a comma?"),
        Case(
            "{\"a\":\"a\" 123}", 1, 10,
            "expected ',' or '}' after the value of \"a\" but found '123'; did you forget a comma?"),
        Case(
            "{a: 1 b: 2}", 1, 7, "expected ',' or '}' after the value of \"a\" but found 'b'; did you forget a comma?"),
        Case("[1.2.3]", 1, 5, "expected ',' or ']' after the array element but found '.'"),
        Case(
            "[\"\": 1]", 1, 4,
            "expected ',' or ']' after the array element but found ':'; only objects have 'key: value' members, so use '{' and '}' for one"
        ),
        Case(
            "[1}", 1, 3,
            "expected ',' or ']' after the array element but found '}'; the array opened at 1:1 must be closed with ']'"
        ),
        Case(
            "{\"a\":1]", 1, 7,
            "expected ',' or '}' after the value of \"a\" but found ']'; the object opened at 1:1 must be closed with '}'"
        ),
        // Values
        Case("[,1]", 1, 2, "expected a value or ']' but found ','; remove the extra ','"),
        Case("[1,,]", 1, 4, "expected a value or ']' but found ','; remove the extra ','"),
        Case(
            "{\"a\":[}", 1, 7, "expected a value or ']' but found '}'; the array opened at 1:6 must be closed with ']'"),
        Case("{\"a\" : }", 1, 8, "expected a value for the key \"a\" but found '}'"),
        Case(
            "{mode: uniqueID}", 1, 8,
            "expected a value for the key \"mode\" but found 'uniqueID'; text values must be in quotes, as in \"uniqueID\""
        ),
        Case("[True]", 1, 2, "expected a value or ']' but found 'True'; did you mean 'true'?"),
        Case("[nan]", 1, 2, "expected a value or ']' but found 'nan'; did you mean 'NaN'?"),
        Case("[*]", 1, 2, "expected a value or ']' but found '*'"),
        Case("[\u{7}]", 1, 2, "expected a value or ']' but found the invisible character U+0007"),
        Case("]", 1, 1, "expected a JSON value but found ']'"),
        // Keys
        Case("{,}", 1, 2, "expected a key or '}' but found ','; remove the extra ','"),
        Case("{\"a\":1,,}", 1, 8, "expected a key or '}' but found ','; remove the extra ','"),
        Case("{1:1}", 1, 2, "expected a key or '}' but found '1'; a key that is not an identifier must be in quotes"),
        Case("{:1}", 1, 2, "expected a key or '}' but found ':'; write the key before the ':'"),
        Case("{\"a\" \"b\"}", 1, 6, "expected ':' after the key \"a\" but found '\"'"),
        Case("{a b: 1}", 1, 4, "expected ':' after the key \"a\" but found 'b'"),
        Case("{\"a\\\"b\" 1}", 1, 9, "expected ':' after the key \"a\\\"b\" but found '1'"),
        Case("{\\u0020: 1}", 1, 2, "the escape '\\u0020' is not allowed in an unquoted key; put the key in quotes"),
        Case("{a\\u002D: 1}", 1, 3, "the escape '\\u002D' is not allowed in an unquoted key; put the key in quotes"),
        Case(
            "{a\\: 1}", 1, 3,
            "expected 'u' after '\\' in an unquoted key; only '\\uXXXX' escapes are allowed in keys without quotes"),
        Case("{\\u00G1: 1}", 1, 6, "expected four hexadecimal digits after '\\u' but found 'G'"),
        // Numbers
        Case("[-]", 1, 3, "expected a digit, 'Infinity' or 'NaN' after '-' but found ']'"),
        Case("[- 1]", 1, 3, "expected a digit, 'Infinity' or 'NaN' after '-' but found a space"),
        Case("[--1]", 1, 3, "expected a digit, 'Infinity' or 'NaN' after '-' but found '-'"),
        Case("[-Inf]", 1, 3, "expected a digit, 'Infinity' or 'NaN' after '-' but found 'Inf'"),
        Case("[1e]", 1, 4, "expected a digit in the exponent of the number but found ']'"),
        Case("[1E+]", 1, 5, "expected a digit in the exponent of the number but found ']'"),
        Case("[0x]", 1, 4, "expected a hexadecimal digit after '0x' but found ']'"),
        Case("[.]", 1, 3, "expected a digit after '.' but found ']'"),
        Case(
            "[01]", 1, 3,
            "numbers cannot have leading zeros; remove the '0' before '1' (or quote the value if it is an identifier)"),
        Case(
            "[-007]", 1, 4,
            "numbers cannot have leading zeros; remove the '0' before '07' (or quote the value if it is an identifier)"),
        Case(
            "[1e5x]", 1, 5, "unexpected 'x' directly after the number '1e5'; separate values with ',' or quote the text"
        ),
        Case(
            "[0x1G]", 1, 5, "unexpected 'G' directly after the number '0x1'; separate values with ',' or quote the text"
        ),
        // Strings
        Case(
            "{\n  \"name\": \"Prod\n}", 2, 16,
            "unterminated string starting at 2:11: a string cannot continue onto the next line; add the closing '\"' (write '\\n' for a line break inside the text)"
        ),
        Case(
            "['abc\r\n]", 1, 6,
            "unterminated string starting at 1:2: a string cannot continue onto the next line; add the closing \"'\" (write '\\n' for a line break inside the text)"
        ),
        Case("[\"a", 1, 4, "unterminated string starting at 1:2; add the closing '\"'"),
        Case("[\"\\", 1, 4, "unterminated string starting at 1:2; add the closing '\"'"),
        Case("[\"\\u00A\"]", 1, 8, "expected four hexadecimal digits after '\\u' but found '\"'"),
        Case("[\"\\u", 1, 5, "expected four hexadecimal digits after '\\u' but found the end of the file"),
        Case("[\"\\x4\"]", 1, 6, "expected two hexadecimal digits after '\\x' but found '\"'"),
        Case(
            "[\"\\01\"]", 1, 3,
            "'\\0' cannot be followed by a digit in a string (JSON5 has no octal escapes); write '\\u0000' or '\\x00' instead"
        ),
        Case(
            "[\"\\1\"]", 1, 3,
            "invalid escape '\\1' in a string (JSON5 has no octal escapes); write '\\\\' for a backslash"),
        Case(
            "[\"\\uD800\"]", 1, 3,
            "lone surrogate '\\uD800' in a string: a high surrogate must be followed by a low surrogate escape '\\uDC00'…'\\uDFFF'; write the character itself or its full pair"
        ),
        Case(
            "[\"é\\uDC00\"]", 1, 4,
            "lone surrogate '\\uDC00' in a string: a low surrogate must follow a high surrogate escape '\\uD800'…'\\uDBFF'; write the character itself or its full pair"
        ),
        Case(
            "[\"\\uD800\\u0041\"]", 1, 3,
            "lone surrogate '\\uD800' in a string: it must be followed by a low surrogate escape '\\uDC00'…'\\uDFFF', not '\\u0041'"
        ),
        Case("[\"\\uD83D\\u", 1, 11, "expected four hexadecimal digits after '\\u' but found the end of the file"),
        // Comments
        Case("/* open", 1, 8, "unterminated comment starting at 1:1; close it with '*/'"),
        Case("[1] /*\n*", 2, 2, "unterminated comment starting at 1:5; close it with '*/'"),
        Case("[1 / 2]", 1, 4, "expected ',' or ']' after the array element but found '/'"),
    ]

    @Test(arguments: cases)
    func reportsOneErrorAtTheBreak(_ example: Case) throws {
        let diagnostic = try #require(JSONTest.error(example.text))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == JSONTest.at(example.line, example.column))
        #expect(diagnostic.message == example.message)
    }

    @Test func printsInTheFormXcodeReads() throws {
        let diagnostic = try #require(JSONTest.error("{\"a\": 1 \"b\": 2}"))
        #expect(
            diagnostic.description
                == "t.datasources.json:1:9: error: expected ',' or '}' after the value of \"a\" but found '\"'; did you forget a comma?"
        )
    }

    @Test func longWordsAndKeysAreShortenedInMessages() throws {
        let word = String(repeating: "x", count: 60)
        let diagnostic = try #require(JSONTest.error("[\(word)]"))
        #expect(
            diagnostic.message.hasPrefix("expected a value or ']' but found '\(String(repeating: "x", count: 40))…'"))
    }

    /// 40 scalars are shown whole; from 41 on, the first 40 and an ellipsis.
    @Test func wordsAreShortenedFromTheFortyFirstScalar() throws {
        let forty = String(repeating: "é", count: 40)
        let whole = try #require(JSONTest.error("[\(forty)]"))
        #expect(whole.message.hasPrefix("expected a value or ']' but found '\(forty)';"))
        let shortened = try #require(JSONTest.error("[\(forty)x]"))
        #expect(shortened.message.hasPrefix("expected a value or ']' but found '\(forty)…';"))
    }
}
