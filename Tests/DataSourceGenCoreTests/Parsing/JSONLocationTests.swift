import DataSourceGenCore
import Testing

/// Every node and key must point at its first character; lines and columns are counted by hand
/// in each text below (columns count Unicode scalars, a tab is one column).
@Suite struct JSONLocationTests {
    @Test func afterMultiLineCommentTabsAndNonASCII() throws {
        let text = "/* multi\n   line */ {\n\t\"name\": \"x\",   // comment\n  é: [1, true],\n  \"ü😀\": null\n}"
        let root = try JSONTest.parse(text)
        #expect(root.location == JSONTest.at(2, 12))
        let name = try #require(JSONTest.member(root, "name"))
        #expect(name.keyLocation == JSONTest.at(3, 2))
        #expect(name.value.location == JSONTest.at(3, 10))
        let list = try #require(JSONTest.member(root, "é"))
        #expect(list.keyLocation == JSONTest.at(4, 3))
        #expect(list.value.location == JSONTest.at(4, 6))
        #expect(JSONTest.element(list.value, 0)?.location == JSONTest.at(4, 7))
        #expect(JSONTest.element(list.value, 1)?.location == JSONTest.at(4, 10))
        let emoji = try #require(JSONTest.member(root, "ü😀"))
        #expect(emoji.keyLocation == JSONTest.at(5, 3))
        #expect(emoji.value.location == JSONTest.at(5, 9))
    }

    @Test(arguments: ["\r\n", "\r", "\n", "\u{2028}", "\u{2029}"])
    func everyLineTerminatorStartsALine(_ newline: String) throws {
        let text = ["{", "  \"a\": 1,", "  \"b\": [", "    null", "  ]", "}"].joined(separator: newline)
        let root = try JSONTest.parse(text)
        let a = try #require(JSONTest.member(root, "a"))
        #expect(a.keyLocation == JSONTest.at(2, 3))
        #expect(a.value.location == JSONTest.at(2, 8))
        let b = try #require(JSONTest.member(root, "b"))
        #expect(b.keyLocation == JSONTest.at(3, 3))
        #expect(b.value.location == JSONTest.at(3, 8))
        #expect(JSONTest.element(b.value, 0)?.location == JSONTest.at(4, 5))
    }

    @Test func lineBreaksInsideStringsAndCommentsAreCounted() throws {
        let separator = try JSONTest.parse("[\"a\u{2028}b\", 3]")
        #expect(JSONTest.element(separator, 1)?.location == JSONTest.at(2, 5))
        let continuation = try JSONTest.parse("[\"a\\\r\nb\", 3]")
        #expect(JSONTest.element(continuation, 1)?.location == JSONTest.at(2, 5))
        let comment = try JSONTest.parse("[/*\r\n\r\n*/ 1, // x\r\n 2]")
        #expect(JSONTest.element(comment, 0)?.location == JSONTest.at(3, 4))
        #expect(JSONTest.element(comment, 1)?.location == JSONTest.at(4, 2))
    }

    @Test func columnsCountScalarsAsWrittenNotAsDecoded() throws {
        let combining = try JSONTest.parse("[\"e\u{301}\", 1]")
        #expect(JSONTest.element(combining, 1)?.location == JSONTest.at(1, 8))
        let escaped = try JSONTest.parse("[\"\\u00e9\", 2]")
        #expect(JSONTest.element(escaped, 1)?.location == JSONTest.at(1, 12))
        let astral = try JSONTest.parse("[\"𝄞𝄞\",\t3]")
        #expect(JSONTest.element(astral, 1)?.location == JSONTest.at(1, 8))
    }

    @Test func byteOrderMarkDoesNotShiftColumnsButALaterOneDoes() throws {
        let root = try JSONTest.parse("\u{FEFF}{\"a\": 1}")
        #expect(root.location == JSONTest.at(1, 1))
        let a = try #require(JSONTest.member(root, "a"))
        #expect(a.keyLocation == JSONTest.at(1, 2))
        #expect(a.value.location == JSONTest.at(1, 7))
        #expect(JSONTest.element(try JSONTest.parse("[\u{FEFF}1]"), 0)?.location == JSONTest.at(1, 3))
    }

    @Test func numbersStartAtTheirSignAndKeysAtTheirQuoteOrFirstCharacter() throws {
        let numbers = try JSONTest.parse("[ -1, +2, .5 ]")
        #expect(JSONTest.element(numbers, 0)?.location == JSONTest.at(1, 3))
        #expect(JSONTest.element(numbers, 1)?.location == JSONTest.at(1, 7))
        #expect(JSONTest.element(numbers, 2)?.location == JSONTest.at(1, 11))
        let keys = try JSONTest.parse("{'a': 1, b: 2, \\u0063: 3}")
        #expect(JSONTest.member(keys, "a")?.keyLocation == JSONTest.at(1, 2))
        #expect(JSONTest.member(keys, "b")?.keyLocation == JSONTest.at(1, 10))
        #expect(JSONTest.member(keys, "c")?.keyLocation == JSONTest.at(1, 16))
        #expect(JSONTest.member(keys, "c")?.value.location == JSONTest.at(1, 24))
    }

    @Test func duplicateKeysKeepTheirOwnLocations() throws {
        let root = try JSONTest.parse("{\n  \"a\": 1,\n  \"a\": 2\n}")
        guard case .object(let members) = root.value else {
            Issue.record("expected an object")
            return
        }
        #expect(members.map(\.keyLocation) == [JSONTest.at(2, 3), JSONTest.at(3, 3)])
        #expect(members.map(\.value.location) == [JSONTest.at(2, 8), JSONTest.at(3, 8)])
    }

    @Test func locationsCarryTheFileAsGiven() throws {
        let node = try JSONParser.parse("\n  true", file: "Sources/App/My Products.datasources.json")
        #expect(node.location == SourceLocation(file: "Sources/App/My Products.datasources.json", line: 2, column: 3))
        #expect(node.value == .bool(true))
    }
}
