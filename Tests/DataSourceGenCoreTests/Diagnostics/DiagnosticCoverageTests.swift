import DataSourceGenCore
import Testing

/// Every diagnostic the generator can emit is reached by an input of ``DiagnosticCorpus``, and
/// every usage and output error by one of ``ToolErrorCorpus``, run through the entry points the
/// tool uses. The places that make them are listed from the source by ``DiagnosticSiteScanner``,
/// so a new diagnostic or error without an input that triggers it fails here, named by its
/// `file:line`.
@Suite struct DiagnosticCoverageTests {
    /// Sites no input can reach, each found by its file and a piece of its call's text, with the
    /// reason. Keep it short: a diagnostic nothing can trigger is better removed.
    static let unreachable: [(file: String, containing: String, reason: String)] = [
        (
            "Rendering/TemplateSet.swift", "the main template is missing",
            "only a defective build lacks the embedded main template (EmbeddedResourcesTests parses every "
                + "embedded template), and an override replaces a template but cannot remove it"
        ),
        (
            "Rendering/TemplateSet.swift", "this is a defect of datasource-gen",
            "only a default template rendered in its own context can name a key that context lacks, "
                + "where an override is at fault it is a warning; DefaultTemplateNameTests checks every tag "
                + "of every default template, in every branch, against the plan types (rendering reaches "
                + "only the branches its definitions enter), and TemplateSetDiagnosticsTests proves the error"
        ),
    ]

    /// The sites and the corpus's diagnostics, computed once for the tests of this suite.
    static let sites = Result { try DiagnosticSiteScanner.sites() }
    static let fired = Result { try DiagnosticCorpus.run() }
    static let toolErrors = Result { try ToolErrorCorpus.run() }
    static let firedSites = Result { try Set(fired.get().map(\.site) + toolErrors.get().map(\.site)) }

    @Test func everySiteIsReachedByAnInput() throws {
        let sites = try Self.sites.get()
        let hit = try Self.firedSites.get()
        let allowed = try Self.unreachable.map { entry in
            let matches = sites.filter { $0.path.hasSuffix("/" + entry.file) && $0.call.contains(entry.containing) }
            try #require(matches.count == 1, "the allow-list entry \(entry.file) “\(entry.containing)” names one site")
            return matches[0]
        }
        let unreached = sites.filter { !hit.contains($0.site) && !allowed.contains($0) }
        #expect(
            unreached.isEmpty,
            Comment(
                rawValue:
                    "no input of DiagnosticCorpus reaches these diagnostics; add one that does, or remove dead code:\n"
                    + unreached.map { "\($0): \($0.call.prefix(100))" }.joined(separator: "\n")))
        let reachedAnyway = allowed.filter { hit.contains($0.site) }
        #expect(reachedAnyway.isEmpty, "reached, so no longer unreachable: \(reachedAnyway)")
    }

    /// The scanner misses nothing: every diagnostic the corpus fired comes from a listed line.
    @Test func everyFiredDiagnosticComesFromAListedSite() throws {
        let listed = Set(try Self.sites.get().map(\.site))
        let unlisted = try Self.firedSites.get().subtracting(listed)
        #expect(
            unlisted.isEmpty,
            "diagnostics made where DiagnosticSiteScanner sees no factory call: \(unlisted.map(\.description).sorted())"
        )
    }

    @Test func everyFiredDiagnosticPrintsAsOneLocatedLine() throws {
        let fired = try Self.fired.get()
        #expect(fired.count > 200)
        for diagnostic in fired {
            let printed = diagnostic.description
            #expect(
                printed.wholeMatch(of: #/[^\n\r]+:[1-9][0-9]*:[1-9][0-9]*: (error|warning): [^\n\r]+/#) != nil,
                "\(diagnostic.site) printed \(printed)")
        }
    }

    /// A usage error's message comes before its usage lines, an output error's stands alone: each
    /// is one line and says what to do after a `;`.
    @Test func everyUsageAndOutputErrorIsOneLineWithItsFix() throws {
        let fired = try Self.toolErrors.get()
        #expect(fired.count > 30)
        for error in fired {
            #expect(
                error.message.wholeMatch(of: #/[^\n\r\x00]+; [^\n\r\x00]+/#) != nil,
                "\(error.site) printed \(error.message)")
        }
    }

    @Test func theScannerSkipsLiteralsCommentsAndForwardingCalls() {
        let source = #"""
            func error(_ m: String, siteFile: String = #fileID) {}
            // error("in a comment")
            let text = "error(\(name.map { "error(" }))" + #"error("#
            error("a site")
            error("forwarded", siteFile: siteFile)
            """#
        let code = SwiftCodeText(source).text
        #expect(DiagnosticSiteScanner.factoryNames(in: code) == ["error"])
        let calls = DiagnosticSiteScanner.calls(of: ["error"], in: code)
        #expect(calls.map { String(decoding: Array(source.utf8)[$0], as: UTF8.self) } == [#"error("a site")"#])
    }
}
