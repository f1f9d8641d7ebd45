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

    /// Hostile names in every position of each role compile with every platform on, against the
    /// runtime and glue built with the platform stubs: names the glue uses (`Configuration`, `ID`,
    /// `Request`, …) must not break it.
    @Test(arguments: HostileCorpus.Role.allCases)
    func acceptedHostileNamesCompile(role: HostileCorpus.Role) async throws {
        // Start building the platform modules now, so it runs beside the generation below.
        _ = PlatformModules.shared
        let names = try HostileNames.all()
        let files = try HostileCorpus.files(for: role, names: names, platforms: true)
        let plain = try HostileCorpus.files(for: role, names: names)
        // Every file with every platform on (its code without platforms is the same minus the
        // glue), and, as they are without platforms, the files only the platforms' rules refuse.
        let results = try await OwnThread.run {
            zip(files, plain).map { file, plainFile in
                let result = GenerationPipeline().run([DefinitionsInput(path: file.name, contents: file.json)])
                guard result.files.isEmpty else { return (result, nil as GenerationResult?) }
                return (
                    result, GenerationPipeline().run([DefinitionsInput(path: plainFile.name, contents: plainFile.json)])
                )
            }
        }
        var outputs: [String: String] = ["ZzCells.swift": HostileCorpus.cellDeclarations(platforms: true)]
        for (file, (result, plainResult)) in zip(files, results) {
            check(result, of: file.name)
            if let plainResult { check(plainResult, of: file.name) }
            guard let output = result.files.first ?? plainResult?.files.first else { continue }
            outputs[output.relativePath] = output.contents
        }
        // Most hostile names are usable (escaped or renamed); only the reserved ones, and the
        // names of types generated code nests in the declaration, are refused.
        let accepted = results.filter { !$0.0.files.isEmpty }.count
        #expect(accepted * 3 > files.count * 2, "\(accepted) of \(files.count) accepted with every platform")
        try await SwiftCompiler.typeCheck(outputs, platforms: true)
    }

    /// Runs the generator on each file by itself.
    private func generateAll(_ files: [(name: String, json: String)]) -> [GenerationResult] {
        files.map { GenerationPipeline().run([DefinitionsInput(path: $0.name, contents: $0.json)]) }
    }

    @Test func keywordsWorkAsFieldsAndCases() throws {
        let names = [
            "let", "var", "inout", "get", "set", "willSet", "default", "self", "init", "Type", "in", "none", "_",
        ]
        for file in try HostileCorpus.files(for: .member, names: names) {
            #expect(!generate(file.name, file.json).diagnostics.containsErrors, "\(file.name) was refused")
        }
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
        for picker in declared.declarations[ListPickerKind.self] {
            #expect(
                output.contents.contains("enum \(SwiftIdentifier.typeName(picker.name.value)): GeneratedListPicker"))
        }
        for controller in declared.declarations[SectionControllerKind.self] {
            #expect(
                output.contents.contains(
                    "enum \(SwiftIdentifier.typeName(controller.name.value)): GeneratedSectionController"))
        }
        for list in declared.declarations[ListScreenKind.self] {
            #expect(output.contents.contains("enum \(SwiftIdentifier.typeName(list.name.value)): GeneratedListScreen"))
        }
        for table in declared.declarations[TableKind.self] {
            #expect(
                output.contents.contains("enum \(SwiftIdentifier.typeName(table.name.value)): TableSchemeDefinition"))
        }
        try await SwiftCompiler.typeCheck([
            output.relativePath: output.contents, "AppTypes.swift": ProjectCorpus.appTypeStubs(for: declared),
        ])
    }
}
