import Testing

@testable import DataSourceGenCore

@Suite struct NameSuggestionTests {
    static let distances: [(String, String, Int)] = [
        ("kitten", "sitting", 3), ("abc", "abc", 0), ("", "abc", 3), ("abc", "", 3), ("ab", "ba", 1),
        ("search", "serach", 1), ("abcdef", "badcfe", 3), ("a cat", "an act", 2),
        // Unrestricted Damerau–Levenshtein: the restricted (OSA) variant gives 3 here.
        ("ca", "abc", 2),
    ]

    @Test(arguments: distances)
    func distanceMatchesKnownValues(_ a: String, _ b: String, _ expected: Int) {
        #expect(damerauLevenshteinDistance(Array(a), Array(b)) == expected)
        #expect(damerauLevenshteinDistance(Array(b), Array(a)) == expected)
    }

    @Test func suggestsTheClosestCandidateIgnoringCase() {
        #expect(suggestion(for: "serach", among: ["entity", "search", "mode"]) == "search")
        #expect(suggestion(for: "Serach", among: ["entity", "search", "mode"]) == "search")
        #expect(suggestion(for: "Search", among: ["search"]) == "search")
        #expect(suggestion(for: "fieldz", among: ["title", "fields"]) == "fields")
        #expect(suggestion(for: "entitie", among: ["entity", "entities"]) == "entities")
        #expect(suggestion(for: "cafe", among: ["café"]) == "café")
        #expect(suggestion(for: "ProdutPicker", among: ["ProductPicker", "ProductList"]) == "ProductPicker")
    }

    @Test func tiesGoToTheEarlierCandidate() {
        #expect(suggestion(for: "cat", among: ["bat", "hat"]) == "bat")
        #expect(suggestion(for: "cat", among: ["hat", "bat"]) == "hat")
    }

    @Test func noSuggestionWhenNothingIsCloseEnough() {
        #expect(suggestion(for: "x", among: ["id"]) == nil)
        #expect(suggestion(for: "a", among: ["b"]) == nil)
        #expect(suggestion(for: "searchable", among: ["search"]) == nil)
        #expect(suggestion(for: "colour", among: ["entity", "search", "mode"]) == nil)
        #expect(suggestion(for: "zzz", among: []) == nil)
        #expect(suggestion(for: "", among: ["a"]) == nil)
        #expect(suggestion(for: "mode", among: ["mode"]) == nil)
        #expect(suggestion(for: "name", among: [""]) == nil)
    }
}

/// Diagnosing a file full of very long names stays linear: no quadratic distance table is filled
/// for names past the suggestion limit, so these finish at once instead of taking seconds and
/// gigabytes (a 32 KB file used to take 30 s and 2 GB).
@Suite struct LongNameDiagnosticsTests {
    @Test(arguments: [8_000, 16_000])
    func aMissingHugeFieldIsReportedWithoutASuggestion(length: Int) {
        let field = String(repeating: "a", count: length)
        let missing = String(repeating: "a", count: length - 1) + "b"
        let text = #"{ "entities": { "E": { "fields": { ""# + field + #"": "Int" }, "id": ""# + missing + #"" } } }"#
        let output = DiagnosticsTesting.diagnose(text)
        #expect(output.count == 1)
        #expect(output.first?.hasSuffix("which is not a field of `E`") == true)
    }

    @Test func suggestionsStopAtTheLengthLimit() {
        let long = String(repeating: "x", count: suggestionLengthLimit)
        #expect(suggestion(for: long + "y", among: [long + "z"]) == nil)
        #expect(suggestion(for: String(long.dropLast()) + "y", among: [long]) == long)
        #expect(suggestion(for: long, among: [long + "y"]) == nil, "a candidate past the limit is never suggested")
    }
}
