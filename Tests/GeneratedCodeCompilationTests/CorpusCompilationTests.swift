import Foundation
import TestSupport
import Testing

@testable import DataSourceGenCore

/// Whatever the generator accepts compiles: hostile names in every position, and every accepted
/// definitions file of the project (starter, examples, golden inputs), each checked to plan every
/// declaration it makes.
@Suite struct CorpusCompilationTests {
    /// Runs the generator on one file; checks every diagnostic is one located line.
    func generate(_ name: String, _ text: String) -> GenerationResult {
        let result = GenerationPipeline().run([DefinitionsInput(path: name, contents: text)])
        check(result, of: name)
        return result
    }

    /// Every diagnostic of `name` is one located line, and output comes exactly without errors.
    func check(_ result: GenerationResult, of name: String) {
        for diagnostic in result.diagnostics {
            let line = diagnostic.description
            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(line)")
            #expect(line.hasPrefix("\(name):\(diagnostic.location.line):\(diagnostic.location.column): "))
        }
        #expect(result.files.isEmpty == result.diagnostics.containsErrors)
    }

    /// Both corpora have every kind of the registry: a new kind fails here until they do.
    @Test func everyKindHasAHostileCorpusAndALongNamesDeclaration() {
        for kind in DeclarationKinds.all {
            let key = kind.key.rawValue
            #expect(HostileCorpus.kinds[key] != nil, "add the \(kind.pluralNoun) to HostileCorpus.kinds")
            #expect(
                LongNamesCorpus.definitions[key] != nil, "add \(kind.pluralNoun) to LongNamesCorpus.definitions")
        }
    }

    /// Hostile names in every position of each role compile with every platform on, against the
    /// runtime and glue built with the platform stubs: names the glue uses (`Configuration`, `ID`,
    /// `Request`, …) must not break it; the packs compile with `swiftui` alone too. See
    /// ``HostileCorpusBuild`` for which files are compiled.
    @Test(arguments: HostileCorpus.Role.allCases)
    func acceptedHostileNamesCompile(role: HostileCorpus.Role) async throws {
        // Start building the platform modules now, so it runs beside the generation below.
        _ = PlatformModules.shared
        let names = HostileCorpus.usableNames(try HostileNames.all(), for: role)
        let corpus = try await OwnThread.run { try HostileCorpusBuild(role: role, names: names) }
        for (name, result) in corpus.results { check(result, of: name) }
        // Most hostile names are usable (escaped or renamed); only the reserved ones (among them
        // the SwiftUI and FioriSwiftUICore names generated views write), and the names of types
        // generated code nests in the declaration, are refused.
        #expect(corpus.accepted * 2 > corpus.singles, "\(corpus.accepted) of \(corpus.singles) accepted")
        // With `swiftui` alone a file's output is its output with every platform less the other
        // platforms' glue, but for a section controller's cell: only files with one compile again.
        for file in corpus.uncoveredSwiftUIAlone {
            #expect(
                file.json.contains(#""sectionControllers":{"#),
                "\(file.name) is not its every-platform output less glue")
        }
        if role == .kind("sectionControllers") { #expect(!corpus.uncoveredSwiftUIAlone.isEmpty) }
        // Each group in a compiler of its own, side by side, so no one compiler is left running alone.
        try await withThrowingTaskGroup { group in
            group.addTask { try await SwiftCompiler.typeCheck(corpus.withoutPlatforms) }
            for files in corpus.withPlatforms {
                group.addTask { try await SwiftCompiler.typeCheck(files, platforms: true) }
            }
            try await group.waitForAll()
        }
    }

    /// Lines the templates write in one piece are broken before 120 columns where long names
    /// make them longer, and still compile with every platform on, and with Fiori for SwiftUI alone
    /// (the shared models and only its own views, tables and section controllers with their
    /// SwiftUI views, a table's cells with no UIKit glue, and nothing importing UIKit but the cells).
    @Test(arguments: [HostileCorpus.allPlatforms, ["fiori-swiftui"]])
    func longNamesStayWithin120ColumnsAndCompile(platforms: [String]) async throws {
        let result = generate("LongNames.datasources.json", try LongNamesCorpus.json(platforms: platforms))
        let output = try #require(result.files.first, "\(result.diagnostics)")
        for (number, line) in output.contents.components(separatedBy: "\n").enumerated() where line.count > 120 {
            Issue.record("line \(number + 1) has \(line.count) columns: \(line)")
        }
        try await SwiftCompiler.typeCheck(
            [output.relativePath: output.contents, "Cells.swift": LongNamesCorpus.cells], platforms: true)
    }

    @Test func keywordsWorkAsFieldsAndCases() throws {
        let names = [
            "let", "var", "inout", "get", "set", "willSet", "default", "self", "init", "Type", "in", "none", "_",
        ]
        for file in try HostileCorpus.files(for: .member, names: names) {
            #expect(!generate(file.name, file.json).diagnostics.containsErrors, "\(file.name) was refused")
        }
    }

    @Test func lowercaseNamesNameTypesOnlyWhereTheirTypeNameIsHostile() throws {
        let kept = Set(HostileNames.hostileAsTypeNames(try HostileNames.all()))
        #expect(kept.isSuperset(of: ["self", "Self", "set", "Type", "any", "Protocol", "optional", "\u{202E}evil"]))
        #expect(kept.isDisjoint(with: ["default", "class", "fileprivate", "some"]))
        #expect(kept.isSuperset(of: ["animation", "configuration", "rawValue", "ß"]))
        #expect(kept.isDisjoint(with: ["hashValue", "makeDataSource"]))
    }

    @Test func typeNamesNameMembersOnlyWhereTheirMemberNameIsHostile() throws {
        let kept = Set(HostileNames.hostileAsMembers(try HostileNames.all()))
        #expect(
            kept.isSuperset(of: ["Body", "State", "Configuration", "ID", "Self", "Protocol", "default", "İstanbul"]))
        #expect(kept.isDisjoint(with: ["ListDiffer", "Int", "Codable"]))
    }

    @Test(arguments: try ProjectCorpus.files())
    func everyAcceptedProjectFileIsPlannedCompletelyAndCompiles(file: ProjectCorpus.File) async throws {
        let result = generate(file.name, file.text)
        let output = try #require(result.files.first, "\(result.diagnostics)")
        let (definitions, _) = DefinitionsDecoder().decode(file.text, file: file.name)
        let declared = try #require(definitions)
        for entity in declared.entities where entity.isGenerated {
            #expect(output.contents.contains("struct \(SwiftIdentifier.typeName(entity.name.value))"))
        }
        for section in declared.sections {
            #expect(output.contents.contains("enum \(SwiftIdentifier.typeName(section.name.value)): String"))
        }
        for kind in DeclarationKinds.all {
            for name in kind.declaredTypeNames(in: declared) {
                #expect(output.contents.contains("enum \(name): "), "the \(kind.noun) \(name) is declared")
            }
        }
        // A golden file's output is the committed file (GoldenFileTests), which this test target
        // compiles already; compiling it again would prove nothing more.
        guard !ProjectCorpus.isCompiledGolden(output, of: file) else { return }
        try await SwiftCompiler.typeCheck([
            output.relativePath: output.contents, "AppTypes.swift": ProjectCorpus.appTypeStubs(for: declared),
        ])
    }
}

extension DeclarationKind {
    /// The Swift type names of the kind's declarations in `definitions`, each generated as an enum.
    fileprivate static func declaredTypeNames(in definitions: Definitions) -> [String] {
        definitions.declarations[Self.self].map { SwiftIdentifier.typeName(name(of: $0).value) }
    }
}
