import DataSourceGenCore
import Testing

/// A form's `tapChoice(<field>:)` reads its field through `self` and names its parameter other
/// than its label, so a field named as the parameter or the locals (`choice`, `chosen`) compiles.
@Suite struct FormChoiceNameTests {
    static func output(field: String) throws -> String {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Order": { "mutable": true, "fields": { "\(field)": "[Int]" } } },
              "forms": { "F": { "model": "Order", "sections": { "s": { "rows": {
                "\(field)": { "kind": "listPicker", "options": ["A", "B"] } } } } } } }
            """
        return try SwiftUIPreviewTests.output(of: text)
    }

    @Test func aFieldNamedChoiceIsNotItsOwnParameter() throws {
        let output = try Self.output(field: "choice")
        #expect(output.contains("func tapChoice(choice tapped: Int) {"))
        #expect(output.contains("self.choice, tapping: tapped,"))
        #expect(!output.contains("choice choice"))
    }

    @Test func aFieldNamedChosenIsReadThroughSelf() throws {
        let output = try Self.output(field: "chosen")
        #expect(output.contains("func tapChoice(chosen choice: Int) {"))
        #expect(output.contains("self.chosen, tapping: choice,"))
        #expect(output.contains("self.chosen = chosen"))
    }
}
