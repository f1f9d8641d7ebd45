import Foundation
import Testing

@testable import DataSourceRuntime

@Suite struct SearchTextFoldingTests {
    @Test(arguments: [
        ("É", "e"), ("e\u{301}", "e"), ("Crème BRÛLÉE", "creme brulee"), ("Straße", "strasse"),
        ("ẞ", "ss"), ("ﬁ", "fi"), ("Åland", "aland"), ("İ", "i"), ("ΣΊΣΥΦΟΣ", "σισυφοσ"),
    ])
    func foldsCaseAndDiacritics(input: String, folded: String) {
        #expect(SearchTextFolding.fold(input) == folded)
    }

    /// Distinct letters are not accented forms of ASCII ones: they stay, lowercased.
    @Test(arguments: [("Ø", "ø"), ("Æ", "æ"), ("Œ", "œ"), ("Ł", "ł"), ("ı", "ı")])
    func keepsDistinctLetters(input: String, folded: String) {
        #expect(SearchTextFolding.fold(input) == folded)
    }

    /// The ASCII fast path must agree byte for byte with Foundation's folding.
    @Test func asciiFastPathMatchesFoundation() {
        var rng = SplitMix64(seed: 0xA5C11)
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        var samples = [everyASCII]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<24, using: &rng)).map { _ in UInt8.random(in: 0..<128, using: &rng) }
            samples.append(String(decoding: bytes, as: UTF8.self))
        }
        for text in samples {
            #expect(
                SearchTextFolding.fold(text)
                    == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
        }
    }
}

extension SearchTextFoldingTests {
    /// Folding run by run must give exactly what folding the whole string with Foundation gives.
    @Test func runByRunFoldingMatchesWholeStringFolding() {
        let pieces = [
            "a", "Z", "e", " ", "1", "-", "é", "e\u{301}", "\u{301}", "\u{308}", "ß", "ẞ", "ﬁ", "ﬀ", "Σ", "ς", "σ", "İ",
            "ı",
            "Å", "ø", "Æ", "ǅ", "Ǆ", "Ω", "ệ", "Ёлка", "ЙОГ", "가", "\u{1100}", "\u{1161}", "日本", "😀", "👍🏽", "🇩🇪",
            "\u{0600}", "Ａ", "ｶ", "\r\n", "\u{200D}", "ǰ", "ŉ", "ΐ", "Ǳ", "Ꭰ", "ꭰ",
        ]
        var rng = SplitMix64(seed: 0xF01D)
        for _ in 0..<600 {
            let text = (0..<Int.random(in: 0..<7, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            #expect(
                SearchTextFolding.fold(text)
                    == text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

@Suite struct SearchQueryTests {
    @Test func emptyAfterTrimmingMeansNoSearch() {
        for text in ["", " ", "\t\n  "] { #expect(SearchQuery(text).isEmpty) }
        #expect(SearchQuery.none.isEmpty)
        #expect(!SearchQuery(" x ").isEmpty)
    }

    @Test func trimsEndsKeepsInnerWhitespaceAndFolds() {
        let query = SearchQuery("  Crème  Brûlée\n")
        #expect(query.text == "  Crème  Brûlée\n")
        #expect(query.trimmedText == "Crème  Brûlée")
        #expect(query.foldedText == "creme  brulee")
    }
}
