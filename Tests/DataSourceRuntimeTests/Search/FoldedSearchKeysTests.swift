import Testing

@testable import DataSourceRuntime

@Suite struct FoldedSearchKeysTests {
    struct Row {
        var name: String
        var code: String
    }

    let rows = [
        Row(name: "Crème Brûlée", code: "CB-1"), Row(name: "Straße", code: "ST-2"),
        Row(name: "ab", code: "cd"), Row(name: "Ærø", code: "DK"),
    ]

    var keys: FoldedSearchKeys { FoldedSearchKeys(items: rows, fields: [{ $0.name }, { $0.code }]) }

    @Test func matchesAnyFieldCaseAndDiacriticInsensitive() {
        #expect(keys.indices(matching: SearchQuery("BRULEE")) == [0])
        #expect(keys.indices(matching: SearchQuery("É")) == [0, 1])  // "e" is in "strasse" too
        #expect(keys.indices(matching: SearchQuery("strasse")) == [1])
        #expect(keys.indices(matching: SearchQuery("ß")) == [1])
        #expect(keys.indices(matching: SearchQuery("-")) == [0, 1])
        #expect(keys.indices(matching: SearchQuery("dk")) == [3])
        #expect(keys.indices(matching: SearchQuery("aero")) == [])
        #expect(keys.indices(matching: SearchQuery("zzz")) == [])
    }

    @Test func neverMatchesAcrossTwoFields() {
        #expect(keys.indices(matching: SearchQuery("bc")) == [])
        #expect(keys.indices(matching: SearchQuery("ab")) == [2])
    }

    @Test func emptyQueryMatchesEverythingAndRangesAreChecked() {
        #expect(keys.indices(matching: .none) == [0, 1, 2, 3])
        #expect(keys.item(at: 3, matches: .none))
        #expect(!keys.item(at: 4, matches: .none))
        #expect(!keys.item(at: -1, matches: SearchQuery("a")))
        #expect(keys.item(at: 2, matches: SearchQuery("CD")))
    }

    @Test func candidatesRestrictTheScan() {
        #expect(keys.indices(matching: SearchQuery("-"), among: [1, 2, 9, -3]) == [1])
        #expect(keys.indices(matching: .none, among: [3, 7]) == [3])
    }

    @Test func noFieldsMatchesNoQuery() {
        let none = FoldedSearchKeys(items: rows, fields: [])
        #expect(none.indices(matching: SearchQuery("a")) == [])
        #expect(none.keysPerItem == 0)
        #expect(none.itemCount == 4)
    }

    @Test func randomizedSubstringAgainstStringSearch() {
        var rng = SplitMix64(seed: 0x5EA2C4)
        let alphabet = Array("abAB é")
        func word(_ length: Int) -> String { String((0..<length).map { _ in alphabet.randomElement(using: &rng)! }) }
        let names = (0..<200).map { _ in word(Int.random(in: 0..<8, using: &rng)) }
        let keys = FoldedSearchKeys(items: names, fields: [{ $0 }])
        for _ in 0..<200 {
            let query = SearchQuery(word(Int.random(in: 1..<3, using: &rng)))
            // Independent reference: lowercase, é → e, then Swift's own substring search.
            func fold(_ s: String) -> String { s.lowercased().replacingOccurrences(of: "é", with: "e") }
            let expected =
                query.isEmpty
                ? Array(names.indices) : names.indices.filter { fold(names[$0]).contains(fold(query.trimmedText)) }
            #expect(keys.indices(matching: query) == expected)
        }
    }
}
