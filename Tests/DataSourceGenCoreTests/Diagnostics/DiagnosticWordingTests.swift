import DataSourceGenCore
import Testing

/// Each wording a diagnostic chooses before its call is fired by an input of the corpora, as each
/// call is (``DiagnosticCoverageTests``): the wordings are listed from the source by
/// ``DiagnosticWordingScanner``, so a new one without an input that shows it fails here.
@Suite struct DiagnosticWordingTests {
    @Test func eachChosenWordingIsFired() async throws {
        let run = try await DiagnosticCoverageRun.shared.result()
        var messages: [DiagnosticSite: [String]] = [:]
        for diagnostic in run.fired { messages[diagnostic.site, default: []].append(diagnostic.message) }
        for error in run.toolErrors { messages[error.site, default: []].append(error.message) }
        var missing: [String] = []
        for site in run.sites {
            for wording in site.chosenWordings.joined() {
                missing += Self.problem(with: wording, among: messages[site.site] ?? [], at: "\(site)")
            }
        }
        let everyMessage = messages.values.joined()
        for (helper, wordings) in zip(DiagnosticWordingScanner.helpers, run.helperWordings) {
            #expect(!wordings.isEmpty, "\(helper.file) \(helper.function) shows no wording any more; update its entry")
            for wording in wordings {
                missing += Self.problem(with: wording, among: Array(everyMessage), at: "\(helper.function)(…)")
            }
        }
        #expect(
            missing.isEmpty,
            Comment(
                rawValue: "these wordings are chosen before a call, and no input of the corpora fires them:\n"
                    + missing.joined(separator: "\n")))
    }

    private static func problem(
        with wording: DiagnosticWordingScanner.Wording, among messages: [String], at site: String
    ) -> [String] {
        guard let fragment = wording.fragment else {
            return ["\(site): \(wording) cannot be told from the call's other wordings; give it a call of its own"]
        }
        return messages.contains { $0.contains(fragment) } ? [] : ["\(site): \(wording)"]
    }

    @Test func theScannerListsTheWordingsALocalChooses() throws {
        let source = #"""
            func check() {
                let fix =
                    kind == .radio
                    ? "use a radio"
                    : "use \(other) instead"
                let why: String
                if a {
                    why = "it is \(a)"
                } else {
                    why = "it is empty"
                }
                var range = "1...2"
                if b {
                    range += " in steps of \(b)"
                }
                let plain = "no choice \(b ? 1 : 2)"
                let mode = name.hasPrefix("x") ? "first" : "second"
                let (reason, cure) = b ? ("\"editable\": false", "remove \"editable\": false") : ("no way", "add one")
                if let fix { error(a, "one \(fix) and \(why) in \(range), \(plain) \(mode): \(reason); \(cure)") }
            }
            """#
        let file = DiagnosticWordingScanner.File(path: "F.swift", source: source)
        let call = try #require(DiagnosticSiteScanner.calls(of: ["error"], in: file.text(0..<file.code.count)).first)
        let choices = DiagnosticWordingScanner.wordings(ofCallAt: call, named: "error", in: file)
        #expect(
            choices.map { $0.map(\.fragment) } == [
                ["use a radio", " instead"], [nil, "it is empty"], [" in steps of "], ["first", "second"],
                [#""editable": false"#, #"remove "editable": false"#, "no way", "add one"],
            ])
    }
}
