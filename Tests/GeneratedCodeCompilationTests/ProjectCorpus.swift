import Foundation
import Testing

@testable import DataSourceGenCore

/// The project's own accepted definitions: the starter `init` writes, the examples and the golden
/// inputs.
enum ProjectCorpus {
    struct File: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func files() throws -> [File] {
        var files = [File(name: "Starter.datasources.json", text: StarterDefinitions.text)]
        for folder in ["Examples", "Tests/GeneratedCodeTests/Definitions"] {
            let base = root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for path in paths.sorted() where path.hasSuffix(".datasources.json") && !path.contains(".build") {
                files.append(
                    File(
                        name: "\(folder)/\(path)",
                        text: try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)))
            }
        }
        return files
    }

    /// Whether `output` is exactly the committed golden file of `file`, which the test target that
    /// holds the golden files compiles.
    static func isCompiledGolden(_ output: GeneratedFile, of file: File) -> Bool {
        guard file.name.hasPrefix("Tests/GeneratedCodeTests/Definitions/") else { return false }
        let golden = root.appendingPathComponent("Tests/GeneratedCodeTests/Generated")
            .appendingPathComponent(output.relativePath)
        return (try? String(contentsOf: golden, encoding: .utf8)) == output.contents
    }

    /// Stand-ins for the app types a file declares, with the conformances it claims, so that the
    /// generated file can be compiled without the app; public, as a file with public access needs.
    static func appTypeStubs(for definitions: Definitions) -> String {
        let entities = definitions.entities.filter { !$0.isGenerated }.map { entity in
            let conformances =
                (entity.uniqueID == nil ? [] : ["Identifiable"]) + (entity.conformances ?? []).map(\.value)
            let fields = entity.fields.map {
                "public var \(SwiftIdentifier.memberName($0.name.value)): \($0.type.value)"
            }
            return
                "public struct \(SwiftIdentifier.typeName(entity.name.value)): \((conformances + ["Sendable"]).joined(separator: ", ")) { \(fields.joined(separator: "; ")) }"
        }
        return "import Foundation\n"
            + (entities + types(definitions) + validatorFunctions(definitions))
            .joined(separator: "\n") + "\n"
    }

    /// Stand-ins for the app's static functions that forms' `validator`s name (`Type.function`):
    /// in an extension of a type the file declares, else in namespaces of their own.
    private static func validatorFunctions(_ definitions: Definitions) -> [String] {
        let declared = Set(
            definitions.entities.map { SwiftIdentifier.typeName($0.name.value) }
                + definitions.appTypes.map(\.name.value)
                + definitions.sections.map { SwiftIdentifier.typeName($0.name.value) })
        var functionsByType: [String: Set<String>] = [:]
        for form in definitions.declarations[FormKind.self] {
            for row in form.sections.flatMap(\.rows) {
                guard let name = row.rules?.validator?.value, let dot = name.lastIndex(of: ".") else { continue }
                functionsByType[String(name[..<dot]), default: []].insert(String(name[name.index(after: dot)...]))
            }
        }
        return functionsByType.sorted { $0.key < $1.key }.map { type, names in
            let functions = names.sorted().map { "public static func \($0)<Value>(_ value: Value) -> String? { nil }" }
                .joined(separator: "; ")
            let path = type.split(separator: ".").map(String.init)
            if declared.contains(path[0]) { return "extension \(type) { \(functions) }" }
            return path.reversed().reduce(functions) { "public enum \($1) { \($0) }" }
        }
    }

    private static func types(_ definitions: Definitions) -> [String] {
        definitions.appTypes.map { type in
            let claimed = type.conformances.map(\.value).filter { $0 != "Comparable" && $0 != "Identifiable" }
            let comparable = type.conformances.contains { $0.value == "Comparable" }
            let identifiable = type.conformances.contains { $0.value == "Identifiable" }
            let protocols = claimed + (comparable ? ["Comparable"] : []) + (identifiable ? ["Identifiable"] : [])
            var members: [String] = []
            if comparable { members.append("public static func < (a: Self, b: Self) -> Bool { false }") }
            if identifiable { members.append("public var id: Int { 0 }") }
            return
                "public struct \(type.name.value)\(protocols.isEmpty ? "" : ": " + protocols.joined(separator: ", ")) { \(members.joined(separator: "; ")) }"
        }
    }
}
