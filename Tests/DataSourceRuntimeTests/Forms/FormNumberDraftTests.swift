import DataSourceRuntime
import Foundation
import Testing

/// A number control's text while it is not the number's own: kept as typed, read as a number
/// where it is one, and dropped once it is the number's own text again.
@Suite struct FormNumberDraftTests {
    static let english = Locale(identifier: "en_US")
    static let german = Locale(identifier: "de_DE")

    @Test(arguments: ["", "-", " ", "1.2.3", "abc"])
    func textThatIsNoNumberIsKeptWithAMessage(text: String) {
        let draft = FormNumberDraft(text, locale: Self.english)
        #expect(draft.number == nil && draft.message == "Enter a number")
        #expect(draft.kept(over: 2, locale: Self.english) == draft)
        #expect(FormNumberDraft.text(draft, of: 2, locale: Self.english) == text)
    }

    @Test func aNumberWrittenOtherwiseIsKeptWithoutAMessage() {
        let draft = FormNumberDraft("1.", locale: Self.english)
        #expect(draft.number == 1 && draft.message == nil)
        #expect(FormNumberDraft.text(draft.kept(over: 1, locale: Self.english), of: 1, locale: Self.english) == "1.")
        let comma = FormNumberDraft("1,", locale: Self.german)
        #expect(comma.number == 1 && comma.kept(over: 1, locale: Self.german) == comma)
    }

    @Test func theNumbersOwnTextLeavesNoDraft() {
        #expect(FormNumberDraft("12", locale: Self.english).kept(over: 12, locale: Self.english) == nil)
        #expect(FormNumberDraft("0,5", locale: Self.german).kept(over: 0.5, locale: Self.german) == nil)
        #expect(FormNumberDraft.text(nil, of: 0.5, locale: Self.german) == "0,5")
    }

    /// Text read as another number than the field holds (the engine kept the field) stays as typed.
    @Test func aNumberTheFieldDoesNotHoldIsKept() {
        let draft = FormNumberDraft("12", locale: Self.english)
        #expect(draft.kept(over: 3, locale: Self.english) == draft)
    }
}
