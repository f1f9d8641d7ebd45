#if !canImport(UIKit) && DEBUG
import DataSourceRuntime
import Foundation
import Testing

/// The forms' `#Preview` models open without a message: every row of every golden form's
/// `previewModel` (all of `Field`, shown or hidden) passes the generated `validate` with the
/// preview's own validators — numbers within range and steps, required choices, switches, dates
/// and text given, text within its lengths and pattern.
@MainActor @Suite struct PreviewSampleTests {
    @Test func workRequestPreviewPassesEveryRow() {
        #expect(failures(of: WorkRequestForm.previewModel.form) == [])
    }

    /// The preview's list pickers show their sample items, and each sample choice (an index of an
    /// item; `approvers` chooses by identifier, none in the sample) names one of them.
    @Test func workRequestPreviewChoosesAmongItsPickersSampleItems() {
        let model = WorkRequestForm.previewModel
        #expect(!model.pickers.approvers.picker.items.isEmpty && model.approvers.isEmpty)
        let choices: [(String, [Int], Int)] = [
            ("crew", model.crew, model.pickers.crew.picker.items.count),
            ("lead", model.lead, model.pickers.lead.picker.items.count),
        ]
        for (field, chosen, itemCount) in choices {
            #expect(itemCount > 0, "\(field)")
            #expect(chosen.allSatisfy { (0..<itemCount).contains($0) }, "\(field): \(chosen) of \(itemCount)")
        }
        #expect(!model.crew.isEmpty, "the required crew row has a sample choice")
    }

    @Test func deliveryPreviewPassesEveryRow() {
        #expect(failures(of: DeliveryForm.previewModel.form) == [])
    }

    /// A pallet's weight is the app's `Weight`, whose sample `types.Weight.sample` gives.
    @Test func palletPreviewPassesEveryRow() {
        #expect(failures(of: PalletForm.previewModel.form) == [])
    }

    /// A form of one required attachments row: its sample holds one attachment.
    @Test func proofPreviewPassesEveryRow() {
        #expect(failures(of: ProofForm.previewModel.form) == [])
    }

    /// A golden form that gains a `previewModel` is checked here too: the tests above name every
    /// form whose generated file declares one.
    @Test func everyGoldenPreviewModelIsChecked() throws {
        let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated")
        var forms: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: generated.path) where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: generated.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var extended: Substring?
            for line in lines {
                if line.hasPrefix("extension ") {
                    extended = line.dropFirst("extension ".count).split(separator: " ").first
                }
                if line.contains("static var previewModel: FormModel"), let extended { forms.insert(String(extended)) }
            }
        }
        let checked = [WorkRequestForm.self, DeliveryForm.self, PalletForm.self, ProofForm.self] as [Any.Type]
        #expect(forms == Set(checked.map { String(describing: $0) }))
    }

    /// Each field of `scheme`'s form whose rules refuse the model, with the message.
    private func failures<Form: FormDefinition>(of scheme: FormScheme<Form>) -> [String]
    where Form.Field: CaseIterable {
        Form.Field.allCases.compactMap { field in
            Form.validate(field, of: scheme.model, with: scheme.validators).map { "\(field): \($0)" }
        }
    }
}
#endif
