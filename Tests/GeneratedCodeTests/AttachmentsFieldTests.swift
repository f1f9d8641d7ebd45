#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// Attachments rows bound to a field of the model, through the generated code on the headless
/// host: `WorkRequestForm`'s `photos` (`[URL]`, bound by the row's name, `"maxItems": 8`) and
/// `DraftForm`'s `scan files` (`"field": "scans"`, `[String]`, `"maxItems": 2`, required). The
/// limit is a validation message in the model, on every platform, not only the control's stop.
@MainActor @Suite struct AttachmentsFieldTests {
    static func photos(_ count: Int) -> [URL] {
        (0..<count).map { URL(fileURLWithPath: "/photos/\($0).jpg") }
    }

    /// A request every other rule accepts, so that only the photos decide whether it is valid.
    static var validRequest: WorkRequest {
        var request = WorkRequest.blank
        request.title = "Leaking tap"
        request.contact = "pat@example.com"
        return request
    }

    @Test func theLimitItselfIsAllowedAndOneMoreIsNot() throws {
        var form = FormScheme<WorkRequestForm>(model: Self.validRequest, validators: CompanyContactValidator())
        var host = HeadlessListHost<FormRow<WorkRequestForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        #expect(form.isValid && form.model.photos.isEmpty)  // none is allowed: not required
        try host.apply(form.set(\.photos, to: Self.photos(8), validating: .photos), from: form)
        #expect(form.messages[.photos] == nil && form.isValid)
        try host.apply(form.set(\.photos, to: Self.photos(9), validating: .photos), from: form)
        #expect(host.sections.last == [FormRow(.photos, isEditable: true, message: "At most 8 attachments")])
        #expect(form.model.photos.count == 9, "the model keeps the value; the message says what is wrong")
        #expect(!form.isValid && form.firstInvalidField == .photos)
        try host.apply(form.set(\.photos, to: Self.photos(8), validating: .photos), from: form)
        #expect(host.sections.last == [FormRow(.photos, isEditable: true, message: nil)])
        // Restored or set in code, the value is checked by "Save" the same way.
        try host.apply(form.update { $0.photos = Self.photos(12) }, from: form)
        try host.apply(form.validateAll(), from: form)
        #expect(form.messages == [.photos: "At most 8 attachments"])
        #expect(
            WorkRequestForm.validate(.photos, of: form.model, with: CompanyContactValidator())
                == "At most 8 attachments")
    }

    /// The SwiftUI and Fiori SwiftUI views' model: the app writes what it keeps to `model.photos`.
    @Test func theObservableModelChecksWhatTheAppWrites() {
        let model = WorkRequestForm.FormModel(model: Self.validRequest, validators: CompanyContactValidator())
        model.photos = Self.photos(9)
        #expect(model.form.messages == [.photos: "At most 8 attachments"] && !model.form.isValid)
        #expect(model.sections.last?.rows.first?.message == "At most 8 attachments")
        model.photos.removeLast()
        #expect(model.photos.count == 8 && model.form.messages.isEmpty && model.validateAll())
    }

    /// `"rules": { "required": true }` asks for at least one attachment, and `"field"` binds a
    /// field of another name, of any element type.
    @Test func aRequiredRowAsksForOneAndStopsAtItsLimit() throws {
        var form = FormScheme<DraftForm>(model: Draft(title: "Plan"))
        var host = HeadlessListHost<FormRow<DraftForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        #expect(!form.isValid && form.firstInvalidField == .scanFiles)
        try host.apply(form.validateAll(), from: form)
        #expect(host.sections[0].last == FormRow(.scanFiles, isEditable: true, message: "Required"))
        for (scans, message) in [
            (["a.pdf"], nil), (["a.pdf", "b.pdf"], nil), (["a", "b", "c"], "At most 2 attachments"),
        ] {
            try host.apply(form.set(\.scans, to: scans, validating: .scanFiles), from: form)
            #expect(form.messages[.scanFiles] == message, "\(scans.count) scans")
            #expect(form.isValid == (message == nil))
        }
        try host.apply(form.set(\.scans, to: [], validating: .scanFiles), from: form)
        #expect(form.messages == [.scanFiles: "Required"])
    }

    /// `ProofForm` has its attachments row only: one to four photos, through the engine and the
    /// observable model alike.
    @Test func aFormOfAttachmentsOnlyAsksForOneAndStopsAtItsLimit() throws {
        var form = FormScheme<ProofForm>(model: Proof())
        var host = HeadlessListHost<FormRow<ProofForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        #expect(host.sections == [[FormRow(.photos, isEditable: true, message: nil)]])
        try host.apply(form.validateAll(), from: form)
        #expect(host.sections == [[FormRow(.photos, isEditable: true, message: "Required")]])
        for (count, message) in [(1, nil), (4, nil), (5, "At most 4 attachments"), (0, "Required")] {
            try host.apply(form.set(\.photos, to: Self.photos(count), validating: .photos), from: form)
            #expect(form.messages[.photos] == message && form.isValid == (message == nil), "\(count) photos")
        }
        var saved: [Proof] = []
        let model = ProofForm.FormModel(onSave: { saved.append($0) })
        #expect(!model.save() && model.sections.first?.rows.first?.message == "Required")
        model.photos = Self.photos(2)
        #expect(model.save() && saved == [Proof(photos: Self.photos(2))])
    }
}
#endif
