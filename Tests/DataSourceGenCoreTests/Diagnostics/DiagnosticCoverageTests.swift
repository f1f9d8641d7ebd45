import DataSourceGenCore
import Testing

/// Every diagnostic the generator can emit is reached by an input of ``DiagnosticCorpus``, and
/// every usage and output error by one of ``ToolErrorCorpus``, run through the entry points the
/// tool uses. The places that make them are listed from the source by ``DiagnosticSiteScanner``,
/// so a new diagnostic or error without an input that triggers it fails here, named by its
/// `file:line`. A site is a factory call and the severity it makes, so each severity needs its
/// own call, and an input that reaches it; each wording chosen before a call needs an input that
/// fires it (``DiagnosticWordingTests``).
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

    @Test func everySiteIsReachedByAnInput() async throws {
        let run = try await DiagnosticCoverageRun.shared.result()
        let allowed = try Self.unreachable.map { entry in
            let matches = run.sites.filter { $0.path.hasSuffix("/" + entry.file) && $0.call.contains(entry.containing) }
            try #require(matches.count == 1, "the allow-list entry \(entry.file) “\(entry.containing)” names one site")
            return matches[0]
        }
        let unreached = run.sites.filter { !run.firedKeys.contains($0.key) && !allowed.contains($0) }
        #expect(
            unreached.isEmpty,
            Comment(
                rawValue:
                    "no input of DiagnosticCorpus reaches these diagnostics; add one that does, or remove dead code:\n"
                    + unreached.map { "\($0) (\($0.severity)): \($0.call.prefix(100))" }.joined(separator: "\n")))
        let reachedAnyway = allowed.filter { run.firedKeys.contains($0.key) }
        #expect(reachedAnyway.isEmpty, "reached, so no longer unreachable: \(reachedAnyway)")
    }

    /// The scanner misses nothing: every diagnostic the corpus fired comes from a listed line, with
    /// the severity its factory call makes (a call whose severity is a variable is not listed, so
    /// each severity needs a call of its own).
    @Test func everyKindHasADiagnosticCorpus() {
        let registered = DeclarationKinds.keysAndPluralNouns
        for (key, pluralNoun) in registered {
            #expect(
                DiagnosticCorpus.kinds[key] != nil,
                "no diagnostic corpus for \(pluralNoun): add their texts to DiagnosticCorpus.kinds[\"\(key)\"]")
        }
        #expect(Set(DiagnosticCorpus.kinds.keys) == Set(registered.map(\.key)), "DiagnosticCorpus.kinds names no kind")
    }

    @Test func everyFiredDiagnosticComesFromAListedSite() async throws {
        let run = try await DiagnosticCoverageRun.shared.result()
        let unlisted = run.firedKeys.subtracting(run.sites.map(\.key))
        #expect(
            unlisted.isEmpty,
            Comment(
                rawValue: "diagnostics made where DiagnosticSiteScanner sees no factory call of their severity: "
                    + "\(unlisted.map { "\($0.site) (\($0.severity))" }.sorted())"))
    }

    @Test func everyFiredDiagnosticPrintsAsOneLocatedLine() async throws {
        let fired = try await DiagnosticCoverageRun.shared.result().fired
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
    @Test func everyUsageAndOutputErrorIsOneLineWithItsFix() async throws {
        let fired = try await DiagnosticCoverageRun.shared.result().toolErrors
        #expect(fired.count > 30)
        for error in fired {
            #expect(
                error.message.wholeMatch(of: #/[^\n\r\x00]+; [^\n\r\x00]+/#) != nil,
                "\(error.site) printed \(error.message)")
        }
    }

    /// Sites whose call chooses between wordings that differ only in a word or an example, each
    /// found by its file and a piece of its call's text, with a piece of text only each wording
    /// has: the corpus must fire every one.
    static let wordingVariants: [(file: String, containing: String, variants: [String])] = [
        (
            "Kinds/SectionControllers/SectionControllerRules.swift", "has no `cell`",
            ["` dequeues each object's cells", "` dequeue each object's cells"]
        ),
        (
            "Resolution/ResolutionContext+Types.swift", "generic argument\\(arguments.count",
            ["1 generic argument, but", "generic arguments, but", "`[String: Int]`", "<Int>`"]
        ),
    ]

    /// Each wording of a message is a site of its own, so the corpus must reach each: no factory
    /// call picks between wordings with `? :` or `switch` (the code of interpolations counts, the
    /// text of literals does not), except those of ``wordingVariants``, each variant of which an
    /// input fires.
    @Test func eachWordingIsASiteOrAVariantTheCorpusFires() async throws {
        let run = try await DiagnosticCoverageRun.shared.result()
        let listed = try Self.wordingVariants.map { entry in
            let matches = run.sites.filter { $0.path.hasSuffix("/" + entry.file) && $0.call.contains(entry.containing) }
            try #require(matches.count == 1, "the variant entry \(entry.file) “\(entry.containing)” names one site")
            let messages = run.fired.filter { $0.site == matches[0].site }.map(\.message)
            for variant in entry.variants {
                #expect(messages.contains { $0.contains(variant) }, "no input fires “\(variant)” at \(matches[0])")
            }
            return matches[0]
        }
        #expect(listed.allSatisfy { $0.choosesWording }, "a listed site no longer chooses its wording")
        let choosing = run.sites.filter { $0.choosesWording && !listed.contains($0) }
        #expect(
            choosing.isEmpty,
            Comment(
                rawValue: "these sites choose between wordings; make one factory call for each wording:\n"
                    + choosing.map { "\($0): \($0.call.prefix(160))" }.joined(separator: "\n")))
    }

    @Test func theScannerSeesAChoiceOfWordingsInACallButNotInItsLiterals() throws {
        let source = #"""
            error(at: a, "a \(kind == .radio ? "radio" : "accordion") row")
            error(at: a, "b \(switch kind { case .radio: "radio"; default: "other" }) row")
            error(at: a, "c? d : e \(name ?? "") \(list?.first ?? "")")
            """#
        let kept = SwiftCodeText(source, keepingInterpolations: true).bytes
        let sites = DiagnosticSiteScanner.calls(of: ["error"], in: SwiftCodeText(source).text).map {
            DiagnosticSiteScanner.Site(
                fileID: "", path: "", line: 0, call: "", code: String(decoding: kept[$0], as: UTF8.self))
        }
        #expect(sites.map(\.choosesWording) == [true, true, false])
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

/// The sites and what the corpora fire, computed once per test process. Each test awaits the one
/// computation, so none blocks a Swift Testing thread while another computes it.
actor DiagnosticCoverageRun {
    struct Snapshot: Sendable {
        var sites: [DiagnosticSiteScanner.Site]
        var fired: [Diagnostic]
        var toolErrors: [ToolErrorCorpus.Fired]
        /// The wordings of each of ``DiagnosticWordingScanner/helpers``.
        var helperWordings: [[DiagnosticWordingScanner.Wording]]
        /// Where each diagnostic and error was made, with its severity.
        var firedKeys: Set<DiagnosticSiteScanner.Key> {
            Set(
                fired.map { DiagnosticSiteScanner.Key(site: $0.site, severity: $0.severity) }
                    + toolErrors.map { DiagnosticSiteScanner.Key(site: $0.site, severity: .error) })
        }
    }

    static let shared = DiagnosticCoverageRun()
    private var computation: Task<Snapshot, any Error>?

    func result() async throws -> Snapshot {
        if let computation { return try await computation.value }
        let started = Task.detached {
            Snapshot(
                sites: try DiagnosticSiteScanner.sites(), fired: try DiagnosticCorpus.run(),
                toolErrors: try ToolErrorCorpus.run(), helperWordings: try DiagnosticSiteScanner.helperWordings())
        }
        computation = started
        return try await started.value
    }
}
