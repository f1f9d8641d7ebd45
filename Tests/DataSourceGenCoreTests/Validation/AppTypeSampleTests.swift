import DataSourceGenCore
import Testing

/// `types.<Name>.sample`, a Swift expression on one line, is the value of that app type in the
/// previews' sample items, which without it have none; anything but one expression on one line
/// is refused at the value.
@Suite struct AppTypeSampleTests {
    static func pallets(sample: String) -> String {
        """
        { "options": { "platforms": ["swiftui", "fiori-swiftui"] },
          "types": { "Weight": { "conformances": ["Hashable", "Sendable"], "sample": \(sample) } },
          "entities": { "Pallet": { "fields": { "id": "Int", "weight": "Weight", "spare": "[Weight]", "label": "String" },
                                    "id": "id", "title": "label", "mutable": true } },
          "pickers": { "PalletPicker": { "entity": "Pallet", "mode": "uniqueID" } },
          "forms": { "PalletForm": { "model": "Pallet", "sections": { "s": { "rows": { "label": { "kind": "textField" } } } } } },
          "lists": { "PalletList": { "entity": "Pallet" } } }
        """
    }

    @Test func theSampleIsTheAppTypesValueInEveryPreview() throws {
        let output = try SwiftUIPreviewTests.output(of: Self.pallets(sample: #""Weight(kilograms: 12)""#))
        #expect(
            output.contains(
                #"(id: 1, weight: Weight(kilograms: 12), spare: [Weight(kilograms: 12)], label: "label 1")"#))
        #expect(!output.contains("No sample"))
        #expect(!output.contains("PalletPicker.Model(items: [])"))
    }

    @Test func withoutASampleTheReasonNamesTheKeyThatGivesOne() throws {
        let output = try SwiftUIPreviewTests.output(
            of: Self.pallets(sample: #""Weight()""#).replacingOccurrences(of: #""sample": "Weight()""#, with: ""))
        #expect(output.contains("`Pallet.weight` is `Weight`, which the generator makes no sample of unless"))
        #expect(output.contains("`types.Weight.sample` gives one"))
    }

    /// Samples that are not one expression on one line, each refused at its value.
    static let refused = [
        #""""#, #""Weight(\n)""#, #""Weight(); exit(0)""#, #""Weight() // heavy""#, #""Weight(/* kg */)""#,
        #""Weight(kilograms: 12""#, #""[Weight()))""#, #""Weight(name: \"12)""#, #""Weight(\u0007)""#,
        #""Weight(\u202E)""#,
    ]

    @Test(arguments: refused)
    func anythingButOneExpressionOnOneLineIsRefusedAtTheValue(sample: String) {
        let text = Self.pallets(sample: sample)
        let diagnostics = DiagnosticsTesting.diagnose(text)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let at = "T.datasources.json:" + DiagnosticsTesting.position(of: sample, in: text)
        #expect(
            diagnostics.first?.hasPrefix("\(at): error: `types.Weight.sample` must be one Swift expression") == true)
        #expect(diagnostics.first?.hasSuffix(#"write a value of `Weight`, for example "Weight(…)""#) == true)
    }

    /// Brackets and a `;` or `//` inside a string literal are the literal's.
    @Test func textInAStringLiteralIsTheLiterals() {
        #expect(DiagnosticsTesting.diagnose(Self.pallets(sample: #""Weight(label: \"a); // [\")""#)).isEmpty)
    }

    /// Brackets nest up to the limit of type strings, 64 levels; one more is refused at the value.
    @Test func bracketsNestUpToTheTypeStringLimit() {
        func sample(depth: Int) -> String {
            "\"Weight" + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "\""
        }
        #expect(DiagnosticsTesting.diagnose(Self.pallets(sample: sample(depth: SwiftTypeParser.maximumDepth))).isEmpty)
        let tooDeep = sample(depth: SwiftTypeParser.maximumDepth + 1)
        let text = Self.pallets(sample: tooDeep)
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "T.datasources.json:\(DiagnosticsTesting.position(of: tooDeep, in: text)): error: `types.Weight.sample` is "
                    + "nested too deeply (more than 64 levels of brackets); write a flatter value of `Weight` (it only "
                    + #"fills previews), for example "Weight(…)""#
            ])
    }

    /// A sample has at most 1,000 characters; one more is refused at the value.
    @Test func aSampleHasAtMostAThousandCharacters() {
        func sample(length: Int) -> String {
            "\"Weight(\\\"" + String(repeating: "é", count: length - 10) + "\\\")\""
        }
        #expect(sample(length: 1_000).count == 1_000 + 4)
        #expect(DiagnosticsTesting.diagnose(Self.pallets(sample: sample(length: 1_000))).isEmpty)
        let tooLong = sample(length: 1_001)
        let text = Self.pallets(sample: tooLong)
        #expect(
            DiagnosticsTesting.diagnose(text) == [
                "T.datasources.json:\(DiagnosticsTesting.position(of: tooLong, in: text)): error: `types.Weight.sample` is "
                    + "longer than 1000 characters; write a shorter value of `Weight` (it only fills previews), "
                    + #"for example "Weight(…)""#
            ])
    }
}
