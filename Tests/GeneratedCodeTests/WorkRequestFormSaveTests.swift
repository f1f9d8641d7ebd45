#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// `FormScheme.save()`, the one Save both the UIKit data source and the SwiftUI model call: the
/// messages of the failing visible fields as one update the host accepts, and the model to save
/// only once every visible field passes.
@Suite struct WorkRequestFormSaveTests {
    typealias Form = FormScheme<WorkRequestForm>

    @Test func saveShowsTheMessagesOrGivesTheModel() throws {
        var form = Form(model: .blank, validators: CompanyContactValidator())
        var host = WorkRequestFormTests.host(form)
        let refused = form.save()
        try host.apply(refused.update, from: form)
        #expect(refused.model == nil)
        #expect(form.messages == [.title: "Required", .contact: "Enter an e-mail address"])
        #expect(host.sections[0].first { $0.id == .title }?.message == "Required")

        _ = form.set(\.title, to: "Leaking tap", validating: .title)
        _ = form.set(\.contact, to: "pat@example.com", validating: .contact)
        host = WorkRequestFormTests.host(form)
        let saved = form.save()
        try host.apply(saved.update, from: form)
        #expect(saved.model == form.model && saved.model?.title == "Leaking tap")
        #expect(form.messages.isEmpty)
    }

    /// A message a programmatic update left behind clears on Save when its field passes now.
    @Test func saveClearsMessagesOfFieldsThatPassNow() {
        var form = Form(model: .blank, validators: CompanyContactValidator())
        _ = form.validateAll()
        _ = form.update {
            $0.title = "Leaking tap"
            $0.contact = "pat@example.com"
        }
        let saved = form.save()
        #expect(saved.model != nil && form.messages.isEmpty)
    }
}
#endif
