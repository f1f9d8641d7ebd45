import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// The app-supplied type the `EdgeCases` definitions refer to with `"generate": false`.
struct SuppliedItem: Identifiable, Hashable, Sendable {
    var id: UUID
    var label: String
}

/// The app type the `EdgeCases` definitions declare under `types`.
struct Money: Hashable, Sendable, Codable, CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}

/// The generated `EdgeCases` code: keyword and non-identifier names compile, and every hostile
/// title survives the trip through a generated string literal exactly.
@Suite struct EdgeCaseTests {
    /// Fields with defaults: the initializer takes none of them, so the model starts as `Draft()`,
    /// and any of them can still be passed.
    @Test func fieldDefaultsMakeTheInitializerArgumentsOptional() {
        let draft = Draft()
        #expect(draft.title == "Untitled \"draft\"" && draft.count == -3 && draft.ratio == 0.5 && !draft.done)
        #expect(draft.note == nil && draft.size == 2 && draft.tags.isEmpty && draft.flags.isEmpty)
        #expect(draft.stage == .final && draft.created == 0)
        #expect(Draft(count: 4, stage: .draft) == Draft(count: 4, stage: .draft, created: 0))
    }

    @Test func aFormWithoutValidatorsIsMadeFromItsModelAlone() throws {
        var form = FormScheme<DraftForm>(model: Draft(title: ""))
        var host = HeadlessListHost<FormRow<DraftForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        #expect(host.sections.map { $0.map(\.id) } == [[.title, .done, .stage, .scanFiles]])
        #expect(!form.isValid && form.firstInvalidField == .title)
        try host.apply(form.validateAll(), from: form)
        #expect(host.sections[0][0] == FormRow(.title, isEditable: true, message: "Required"))
        try host.apply(form.set(\.done, to: true, validating: .done), from: form)  // "visibleWhen": "!done"
        #expect(host.sections.map { $0.map(\.id) } == [[.title, .done, .scanFiles]])
        #expect(form.model.stage == .final)
    }

    @Test func keywordAndNonIdentifierNamesAreUsable() {
        let item = Class(default: 7, self_: "group", displayName: "Seven", _2ndLabel: "second", tags: ["a"])
        #expect(item.id == 7)
        #expect(item.`default` == 7)
        #expect(item.listPickerTitle == "Seven")
        #expect(item.listPickerSubtitle == "second")
        #expect(Protocol_.allCases == [.default, .in, .émoji, .nul, .bidi])
    }

    /// Fields named `let`, `var`, `inout`, `get`, `set` and `willSet`: the initializer, the computed
    /// `id` (`self.get`), row text and search all reach the right property.
    @Test func fieldsNamedLikeKeywordsAndAccessorsWork() throws {
        let priced = Keywords(
            let: 1, var: 2, get: "k1", set: "blue", willSet: "Kettle", `inout`: 3, price: Money(cents: 1250))
        let plain = Keywords(let: 4, var: 5, get: "k2", set: "red", willSet: "Toaster", `inout`: 6, price: nil)
        #expect(priced.id == "k1" && priced.`let` == 1 && priced.`var` == 2 && priced.`inout` == 3)
        #expect(priced.listPickerTitle == "Kettle" && priced.listPickerSubtitle == "$12.50")
        #expect(plain.listPickerSubtitle == nil)
        var picker = KeywordPicker.makeDataSource(items: [priced, plain])
        picker.setSearchQuery("12.5")
        #expect(picker.numberOfRows() == 1 && picker.uniqueIdentifier(at: 0) == "k1")
        picker.setSearchQuery("red")
        #expect(picker.numberOfRows() == 1 && picker.uniqueIdentifier(at: 0) == "k2")
        let data = try JSONEncoder().encode(priced)
        #expect(try JSONDecoder().decode(Keywords.self, from: data) == priced)
    }

    /// The expected texts are spelled with Swift escapes here by hand, independently of the
    /// generator's literal encoder, and must equal what the definitions file holds.
    @Test func titlesRoundTripExactly() {
        #expect(Protocol_.default.headerTitle == ##"Quote " backslash \ interpolation \(x) triple """ hash #"raw"#"##)
        #expect(Protocol_.in.headerTitle == "Line one\nLine two\ttabbed\r\n")
        #expect(Protocol_.émoji.headerTitle == "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} caf\u{E9} \u{FF76}")
        #expect(Protocol_.nul.headerTitle == "before\u{0}after \u{7} bell")
        #expect(
            Protocol_.bidi.headerTitle?.unicodeScalars.map(\.value)
                == Array("safe\u{202E}evil\u{2066}iso\u{2069} \u{2028}sep e\u{301}".unicodeScalars.map(\.value)))
    }

    @Test func keywordPickersWorkOnTheHost() {
        let items = [
            Class(default: 1, self_: "b", displayName: "One", _2ndLabel: nil, tags: []),
            Class(default: 2, self_: "a", displayName: "Two", _2ndLabel: nil, tags: []),
            Class(default: 3, self_: "b", displayName: "Three", _2ndLabel: nil, tags: []),
        ]
        let picker = SectionedKeywords.makeDataSource(items: items)
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        #expect(host.headerTitles == ["b", "a"])
        #expect(host.sections == [["One", "Three"], ["Two"]])
        var multiple = ClassPicker.makeDataSource(items: items)
        #expect(multiple.selectAll() == .selected)
        #expect(multiple.selectedUniqueIdentifiers == [1, 2, 3])
    }

    @Test func appSuppliedTypesAreUsedAsTheyAre() {
        let items = [SuppliedItem(id: UUID(), label: "x"), SuppliedItem(id: UUID(), label: "y")]
        let picker = Supplied.makeDataSource(items: items)
        #expect(picker.index(forUniqueIdentifier: items[1].id) == 1)
        #expect(items[0].listPickerTitle == "x")
    }

    /// The entities' `Codable` (written out over the runtime) encodes and decodes as the conformance
    /// Swift synthesizes for the same properties: same keys, keyword and renamed properties
    /// included, and optionals left out when `nil`.
    @Test func codableMatchesTheSynthesizedConformance() throws {
        struct SynthesizedClass: Codable, Equatable {
            var `default`: Int
            // swift-format-ignore: AlwaysUseLowerCamelCase
            // The generated entity's Swift name for a field called "self".
            var self_: String
            var displayName: String
            var _2ndLabel: String?
            var tags: [String]
        }
        struct SynthesizedKeywords: Codable, Equatable {
            var `let`: Int
            var `var`: Int
            var get: String
            var set: String
            var willSet: String
            var `inout`: Int
            var price: Money?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for note in ["second", nil] as [String?] {
            let item = Class(default: 7, self_: "group", displayName: "Seven", _2ndLabel: note, tags: ["a"])
            let twin = SynthesizedClass(default: 7, self_: "group", displayName: "Seven", _2ndLabel: note, tags: ["a"])
            let data = try encoder.encode(item)
            #expect(data == (try encoder.encode(twin)))
            #expect(try JSONDecoder().decode(SynthesizedClass.self, from: data) == twin)
            #expect(try JSONDecoder().decode(Class.self, from: encoder.encode(twin)) == item)
        }
        let keywords = Keywords(let: 1, var: 2, get: "k", set: "s", willSet: "w", `inout`: 3, price: Money(cents: 5))
        let keywordsTwin = SynthesizedKeywords(
            let: 1, var: 2, get: "k", set: "s", willSet: "w", `inout`: 3, price: Money(cents: 5))
        #expect(try encoder.encode(keywords) == encoder.encode(keywordsTwin))
    }

    /// A generated entity hashes its unique identifier; `==` still compares every field.
    @Test func hashingFollowsTheIdentifierAndEqualityEveryField() {
        let item = Class(default: 7, self_: "group", displayName: "Seven", _2ndLabel: nil, tags: ["a"])
        let renamed = Class(default: 7, self_: "group", displayName: "Sieben", _2ndLabel: nil, tags: ["a"])
        #expect(item != renamed && item.hashValue == renamed.hashValue && item.hashValue == 7.hashValue)
        #expect(Set([item, renamed, item]).count == 2)
    }
}
