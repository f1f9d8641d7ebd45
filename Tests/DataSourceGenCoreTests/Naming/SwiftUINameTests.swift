import Foundation
import Testing

@testable import DataSourceGenCore

/// The names generated SwiftUI code declares never clash with SwiftUI's or FioriSwiftUICore's
/// public names, so an app importing them never has to qualify one: checked against the stubs'
/// declarations and the full lists of SwiftUI's and FioriSwiftUICore's public names.
@Suite struct SwiftUINameTests {
    static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("PlatformStubs")

    /// Top-level names the SwiftUI and PhotosUI stubs declare, and every name SwiftUI and
    /// FioriSwiftUICore have.
    static func frameworkNames() throws -> Set<String> {
        let declaration =
            #/^(?:@\w+ +)*(?:nonisolated +)?(?:public|open) +(?:final +)?(?:class|struct|enum|protocol|typealias) +(\w+)/#
        var names: Set<String> = []
        for folder in ["SwiftUI", "PhotosUI"] {
            let directory = stubs.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    if let match = try declaration.prefixMatch(in: line) { names.insert(String(match.1)) }
                }
            }
        }
        for list in ["SwiftUI/PublicSwiftNames.txt", "FioriSwiftUICore/PublicSwiftNames.txt"] {
            let text = try String(contentsOf: stubs.appendingPathComponent(list), encoding: .utf8)
            names.formUnion(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        }
        return names
    }

    @Test func theStubsDeclareTheNamesTheCheckReads() throws {
        let names = try Self.frameworkNames()
        #expect(names.isSuperset(of: ["View", "List", "Section", "PhotosPicker", "ListPickerItem", "ObjectItem"]))
        // Names only the full list has, not the stubs.
        #expect(names.isSuperset(of: ["Table", "TableColumn", "OutlineGroup", "Gauge"]))
    }

    @Test func generatedSwiftUINamesClashWithNoFrameworkName() throws {
        let nested = Set(DeclarationKinds.all.flatMap { $0.swiftUINestedTypes }).union(FormKind.fioriSwiftUINestedTypes)
        #expect(
            nested.isSuperset(of: ["PickerView", "EditorView", "TableView", "ScreenView", "SectionsView"]),
            "every kind's names are read")
        let clashing = nested.intersection(try Self.frameworkNames())
        #expect(clashing.isEmpty, "generated SwiftUI names that SwiftUI or FioriSwiftUICore declare: \(clashing)")
    }
}
