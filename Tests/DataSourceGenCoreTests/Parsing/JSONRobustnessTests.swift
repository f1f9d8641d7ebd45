import DataSourceGenCore
import Testing

/// Inputs that must never crash or stall the parser.
@Suite struct JSONRobustnessTests {
    @Test func nestingUpToTheLimitParses() throws {
        let depth = JSONParser.maximumDepth
        var node = try JSONTest.parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var levels = 1
        while case .array(let elements) = node.value, let first = elements.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func nestingPastTheLimitIsAClearErrorAtTheBracket() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "{\"a\":[", count: depth / 2) + "[1]" + String(repeating: "]}", count: depth / 2)
        let diagnostic = try #require(JSONTest.error(text))
        #expect(diagnostic.location == JSONTest.at(1, 6 * (depth / 2) + 1))
        #expect(
            diagnostic.message
                == "nesting is too deep: more than 512 arrays and objects are open here; flatten the structure")
    }

    @Test func hugeNestingDoesNotOverflowTheStack() throws {
        let text = String(repeating: "[", count: 200_000)
        let diagnostic = try #require(JSONTest.error(text))
        #expect(diagnostic.location == JSONTest.at(1, JSONParser.maximumDepth + 1))
    }

    @Test func everyPrefixOfAValidDocumentIsHandled() throws {
        let text =
            "\u{FEFF}{a: [1, -2.5e+3, 0x1F, 'x\\u00e9\\uD83D\\uDE00', \"\\x41\\\n\"], /* c */ b: {c: null, d: true,}, // e\n f: NaN}"
        let scalars = Array(text.unicodeScalars)
        for length in 0..<scalars.count {
            let prefix = String(String.UnicodeScalarView(scalars[0..<length]))
            _ = JSONTest.error(prefix)
        }
        #expect(JSONTest.error(text) == nil)
    }

    @Test func randomInputsNeverCrash() {
        let alphabet: [String] = [
            "{", "}", "[", "]", ",", ":", "\"", "'", "\\", "u", "x", "0", "1", "e", "-", "+", ".",
            "/", "*", "\n", "\r", " ", "a", "tru", "null", "NaN", "Infinity", "é", "\u{2028}", "\u{FEFF}", "D8", "0x",
        ]
        var generator = SplitMix64(seed: 42)
        for _ in 0..<3_000 {
            let count = Int(generator.next() % 24)
            let text = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            if let diagnostic = JSONTest.error(text) {
                #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            }
        }
    }

    /// Correctness on a large input only: speed is measured in Benchmarks/, never timed here.
    @Test func oneMegabyteParsesCompletely() throws {
        var text = "[\n"
        var index = 0
        while text.utf8.count < 1_000_000 {
            text +=
                "  {\"id\": \(index), \"name\": \"Product \(index) – café\", 'price': 12.5, tags: [\"a\", \"b\\n\"], ok: true, /* c */ note: null},\n"
            index += 1
        }
        text += "]\n"
        let node: JSONNode? = try JSONTest.parse(text)
        guard case .array(let elements)? = node?.value else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.count == index)
        #expect(JSONTest.element(node, index - 1)?.location == JSONTest.at(index + 1, 3))
    }
}
