#if !canImport(UIKit) && DEBUG
import DataSourceRuntime
import Foundation
import Testing

/// The forms' `#Preview` models show numbers their own rows accept: every slider, stepper,
/// rating, duration and option index of the golden forms' `previewModel` passes the generated
/// `validate` (range and steps), as the controls the preview shows offer no other value.
@MainActor @Suite struct PreviewSampleTests {
    @Test func workRequestPreviewNumbersPassTheirRows() {
        let sample = WorkRequestForm.previewModel.form.model
        let fields: [WorkRequestForm.Field] = [
            .distance, .hours, .rating, .duration, .priority, .confidence, .reviewRounds,
        ]
        for field in fields {
            let message = WorkRequestForm.validate(field, of: sample, with: CompanyContactValidator())
            #expect(message == nil, "\(field): \(message ?? "")")
        }
    }

    @Test func deliveryPreviewNumbersPassTheirRows() {
        let sample = DeliveryForm.previewModel.form.model
        let fields: [DeliveryForm.Field] = [.load, .stars, .crates, .pause, .rest, .shift]
        for field in fields {
            let message = DeliveryForm.validate(field, of: sample, with: StarsValidator(refused: -1))
            #expect(message == nil, "\(field): \(message ?? "")")
        }
    }
}
#endif
