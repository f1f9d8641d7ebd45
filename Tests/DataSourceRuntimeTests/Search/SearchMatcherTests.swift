import DataSourceRuntime
import Testing

/// `SearchMatcher.matches(_:searchText:)` answers one item at a time exactly as a picker filters.
@Suite struct SearchMatcherTests {
    struct Row: Identifiable, Sendable {
        var id: Int
        var name: String
        var code: String
    }

    static let alphabet: [String] = ["a", "B", "é", "E", "ß", "ss", " ", "-", "Æ", "ø", "\u{301}", "\n", "x"]

    static func text(_ random: inout SplitMix64, maxLength: Int) -> String {
        (0..<Int.random(in: 0...maxLength, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            .joined()
    }

    static let matchers: [(String, SearchMatcher<Row>)] = [
        ("fields", .fields(keyPaths: [\Row.name, \Row.code])),
        ("custom", .custom { row, query in row.code.hasPrefix(query) }),
        ("disabled", .disabled),
    ]

    @Test(arguments: 0..<3)
    func agreesWithThePickersFilteringOverRandomItemsAndQueries(matcherIndex: Int) {
        let (name, matcher) = Self.matchers[matcherIndex]
        var random = SplitMix64(seed: 0x5EA4_C4 + UInt64(matcherIndex))
        for _ in 0..<60 {
            let rows = (0..<Int.random(in: 0...12, using: &random)).map {
                Row(id: $0, name: Self.text(&random, maxLength: 6), code: Self.text(&random, maxLength: 3))
            }
            var picker = UniqueIdentifierListPicker<Row>(
                configuration: .init(title: { $0.name }, search: matcher))
            picker.replaceItems(rows)
            for _ in 0..<8 {
                let query = Self.text(&random, maxLength: 3)
                _ = picker.search(query)
                let shown = (0..<picker.numberOfRows()).map { picker.uniqueIdentifier(at: $0) }
                let matching = rows.filter { picker.searchMatcher.matches($0, searchText: query) }.map(\.id)
                #expect(shown == matching, "\(name) matcher, query \(query.debugDescription)")
            }
        }
    }

    @Test func everyItemMatchesAnEmptyQueryOrADisabledSearch() {
        let row = Row(id: 0, name: "Crème", code: "C1")
        #expect(SearchMatcher<Row>.fields(keyPaths: [\Row.name]).matches(row, searchText: "  \n"))
        #expect(SearchMatcher<Row>.disabled.matches(row, searchText: "zzz"))
        #expect(SearchMatcher<Row>.fields(keyPaths: [\Row.name]).matches(row, searchText: " CREME "))
        #expect(!SearchMatcher<Row>.fields(keyPaths: [\Row.name]).matches(row, searchText: "C1"))
    }

    /// Every mode answers with the matcher it was configured with, so a view that filters on its
    /// own (FioriSwiftUICore's `ListPickerDestination`) filters as the picker does.
    @Test func everyModeAnswersWithItsConfiguredMatcher() {
        let configuration = ListPickerConfiguration<Row>(
            title: { $0.name }, search: .fields(keyPaths: [\Row.code]))
        let index = IndexListPicker(configuration: configuration)
        let unique = UniqueIdentifierListPicker(configuration: configuration)
        let sectioned = SectionedListPicker<Int, Row>(
            configuration: configuration, groupedBy: { $0.id % 2 }, sectionTitle: { _ in nil })
        let row = Row(id: 1, name: "Anvil", code: "X-9")
        for matcher in [index.searchMatcher, unique.searchMatcher, sectioned.searchMatcher] {
            #expect(matcher.matches(row, searchText: "x-9"))
            #expect(!matcher.matches(row, searchText: "anvil"))
        }
        #expect(
            IndexListPicker<Row>(configuration: .init(title: { $0.name })).searchMatcher
                .matches(row, searchText: "nothing like it"))
    }
}
