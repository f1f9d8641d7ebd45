import Foundation
import Testing

/// The three list-picker façades keep exactly their public API (``PickerFacadeAPI``), and so each
/// its seed-000 mode's method set: a method leaked into a façade or lost from it, a changed
/// signature or conformance, or a façade that offers another mode's method fails here, named.
@Suite struct PickerFacadeAPITests {
    struct Facade {
        var name: String
        /// Each seed function listed for the façade's mode, with the member that stands for it.
        var seed: [(function: String, member: String)] = []
        var api: [String] = []
    }

    static let facades: [Facade] = {
        var facades: [Facade] = []
        for line in PickerFacadeAPI.committed.split(separator: "\n") where !line.hasPrefix("#") {
            if line.hasPrefix("[") {
                facades.append(Facade(name: String(line.dropFirst().dropLast())))
            } else if line.hasPrefix("seed ") {
                let parts = line.dropFirst("seed ".count).components(separatedBy: " => ")
                facades[facades.count - 1].seed.append((parts[0], parts.count == 2 ? parts[1] : ""))
            } else {
                facades[facades.count - 1].api.append(String(line))
            }
        }
        return facades
    }()

    static func runtimeSources() throws -> [String] {
        let runtime = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/DataSourceRuntime")
        let files =
            FileManager.default.enumerator(at: runtime, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test func theListNamesTheThreeFacades() {
        #expect(
            Self.facades.map(\.name) == ["IndexListPicker", "UniqueIdentifierListPicker", "SectionedListPicker"])
    }

    @Test(arguments: facades.map(\.name))
    func aFacadesPublicAPIIsExactlyTheListed(name: String) throws {
        let facade = try #require(Self.facades.first { $0.name == name })
        let scanned = PublicMemberScanner.api(of: name, in: try Self.runtimeSources())
        // The scan finds the declaration, so an empty or misread scan is not a pass.
        #expect(scanned.contains { $0.hasPrefix("struct \(name)") })
        let leaked = scanned.filter { !facade.api.contains($0) }
        let lost = facade.api.filter { !scanned.contains($0) }
        #expect(leaked.isEmpty, "public in \(name) but not in PickerFacadeAPI (leaked?): \(leaked)")
        #expect(lost.isEmpty, "in PickerFacadeAPI but not public in \(name) (lost?): \(lost)")
    }

    /// Each seed function of a façade's mode has its member, and no façade has a member that stands
    /// for a seed function of another mode that its own mode lacks.
    @Test func eachFacadeHasExactlyItsModesSeedMethods() throws {
        for facade in Self.facades {
            #expect(facade.seed.count >= 2, "\(facade.name): the seed's functions for its mode")
            for (function, member) in facade.seed {
                #expect(
                    function.contains("func ") && facade.api.contains(member),
                    "\(facade.name): seed 000's `\(function)` stands for no listed member (`\(member)`)")
            }
            let own = Set(facade.seed.map(\.function))
            for other in Self.facades where other.name != facade.name {
                for (function, member) in other.seed where !own.contains(function) {
                    #expect(
                        !facade.api.contains(member),
                        "\(facade.name) has `\(member)`, which stands for `\(function)`, a method of \(other.name)'s mode only"
                    )
                }
            }
        }
    }

    @Test func theScannerReadsMembersAsWritten() {
        let source = """
            /// A `{` in a comment.
            public struct Box<Item>: Sendable {
                public var items: [Item] { [] }
                public let count: Int
                var hidden: Int { 0 }
                @discardableResult
                public mutating func reload(
                    _ items: [Item], separator: String = "{, }"
                ) -> Int where Item: Equatable {
                    struct Nested { public var inner = 0 }
                    return 0
                }
            }
            extension Box where Item: Hashable {
                public init(label: Int) { self.init() }
            }
            extension Box {}
            extension Other { public func notBoxs() {} }
            """
        #expect(
            PublicMemberScanner.api(of: "Box", in: [source])
                == [
                    "extension Box where Item: Hashable", "init(label: Int)",
                    #"mutating func reload(_ items: [Item], separator: String = "_, _") -> Int where Item: Equatable"#,
                    "struct Box<Item>: Sendable", "var items: [Item]", "let count: Int",
                ].sorted())
    }
}
