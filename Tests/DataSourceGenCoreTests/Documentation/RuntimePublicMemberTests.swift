import Foundation
import Testing

/// Issue 20: what is public is what generated code, the example and the docs name. Every public
/// member of DataSourceRuntime and DataSourceRuntimeTesting (a `public` or `open` `func`, `var` or
/// `let`, each requirement of a public protocol and each case of a public enum) is named by a
/// template, the example app, a golden file, the README, docs/ or a DocC article (prose or
/// Topics); what nothing names is made `package` (tests still reach it) or documented. Read line
/// by line from the source, no compiler: an attribute on a line of its own is not seen, so such a
/// member is counted, never skipped.
///
/// Not counted, each for a reason the source shows: initializers and subscripts (no name of their
/// own), `@objc` and `override` members (UIKit and Objective-C call them, not apps), members whose
/// name a protocol of Swift's requires (``foreignRequirements``), and the picker façades' members,
/// whose list ``PickerFacadeAPI`` (Tests/DataSourceRuntimeTests) keeps next to the Fiori methods
/// they stand for: that file counts as naming text.
@Suite struct RuntimePublicMemberTests {
    typealias API = RuntimePublicAPITests

    /// Requirements of the standard library's protocols that runtime types adopt
    /// (`CustomStringConvertible`, `Identifiable`, `Clock`): the protocol names them.
    static let foreignRequirements: Set = ["description", "id", "now", "minimumResolution", "sleep"]

    struct Member: CustomStringConvertible {
        var name: String
        var file: String
        var line: Int
        var description: String { "\(file):\(line): \(name)" }
    }

    /// The public members declared in `source` (`file` names it in messages).
    static func members(in source: String, file: String) throws -> [Member] {
        // A `public`/`open` member: attributes, modifiers, then `func`, `var` or `let` and its name
        // (`init` and `subscript` have none); a public protocol's requirements carry no modifier.
        let declaration = try Regex(
            #"^ *((?:@\w+(?:\([^)]*\))? +)*)((?:\w+(?:\(\w+\))? +)*)(?:func|var|let) +(\w+)"#)
        let requirement = try Regex(#"^ +(?:@\w+ +)*(?:(?:static|mutating|nonisolated) +)*(?:func|var) +(\w+)"#)
        let protocolHead = try Regex(#"^(?:@\w+ +)*public protocol .*\{$"#)
        // A public enum's cases are one indentation step inside its body; the indentation of each
        // open public enum's head is kept until the line that closes it.
        let enumHead = try Regex(#"^( *)(?:@\w+(?:\([^)]*\))? +)*public +(?:indirect +)?enum .*\{$"#)
        let enumCase = try Regex(#"^( *)case +(.*)"#)
        let payload = try Regex(#"\([^)]*\)"#)
        var publicEnums: [Int] = []
        var found: [Member] = []
        var inProtocol = false
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let indent = publicEnums.last, line == String(repeating: " ", count: indent) + "}" {
                publicEnums.removeLast()
            }
            if let head = line.prefixMatch(of: enumHead) {
                publicEnums.append(head.output[1].substring?.count ?? 0)
            } else if let match = line.prefixMatch(of: enumCase), let indent = publicEnums.last,
                match.output[1].substring?.count == indent + 4, let cases = match.output[2].substring
            {
                // `case plain, fancy(Int)`: each name before its payload, comma by comma.
                for name in cases.replacing(payload, with: "").split(separator: ",") {
                    let identifier = name.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    if !identifier.isEmpty {
                        found.append(Member(name: String(identifier), file: file, line: index + 1))
                    }
                }
            }
            if line.prefixMatch(of: protocolHead) != nil {
                inProtocol = true
            } else if line.hasPrefix("}") {
                inProtocol = false
            } else if let match = line.prefixMatch(of: declaration) {
                let attributes = match.output[1].substring ?? "", modifiers = match.output[2].substring ?? ""
                let words = modifiers.split(separator: " ")
                if (words.contains("public") || words.contains("open")) && !words.contains("override")
                    && !attributes.contains("@objc"), let name = match.output[3].substring
                {
                    found.append(Member(name: String(name), file: file, line: index + 1))
                } else if inProtocol, let name = line.prefixMatch(of: requirement)?.output[1].substring {
                    found.append(Member(name: String(name), file: file, line: index + 1))
                }
            }
        }
        return found
    }

    static func libraryMembers() throws -> [Member] {
        try ["Sources/DataSourceRuntime", "Sources/DataSourceRuntimeTesting"].flatMap { folder in
            try API.swiftFiles(under: API.root.appendingPathComponent(folder)).sorted { $0.path < $1.path }
                .flatMap { file in
                    try members(
                        in: try String(contentsOf: file, encoding: .utf8),
                        file: String(file.path.dropFirst(API.root.path.count + 1)))
                }
        }
    }

    /// Every identifier in the texts that may name a member: templates, the example, golden files,
    /// README, docs/, both DocC catalogs and the façade list.
    static func namedIdentifiers() throws -> Set<Substring> {
        let folders = [
            "Templates", "Examples", "Tests/GeneratedCodeTests/Generated", "docs",
            "Sources/DataSourceRuntime/DataSourceRuntime.docc",
            "Sources/DataSourceRuntimeTesting/DataSourceRuntimeTesting.docc",
        ]
        var files = ["README.md", "Tests/DataSourceRuntimeTests/ListPicker/PickerFacadeAPI.swift"].map {
            API.root.appendingPathComponent($0)
        }
        for folder in folders {
            files +=
                FileManager.default.enumerator(
                    at: API.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }
                .filter { ["swift", "md", "mustache"].contains($0.pathExtension) && !$0.path.contains("/.build/") }
                ?? []
        }
        var identifiers: Set<Substring> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            identifiers.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
        }
        return identifiers
    }

    @Test func everyPublicMemberIsNamedOutsideTheLibraries() throws {
        let named = try Self.namedIdentifiers()
        let unnamed = try Self.libraryMembers().filter {
            !named.contains(Substring($0.name)) && !Self.foreignRequirements.contains($0.name)
        }
        #expect(
            unnamed.isEmpty,
            """
            public members named by no template, example, golden file, README, docs/ or DocC article: \
            say what each is for in its kind's article, or make it `package` (with a CHANGELOG entry):
            \(unnamed.map(\.description).joined(separator: "\n"))
            """)
    }

    /// The exceptions stay true: each foreign requirement is declared.
    @Test func theExceptionsAreStillNeeded() throws {
        let declared = Set(try Self.libraryMembers().map(\.name))
        let gone = Self.foreignRequirements.subtracting(declared)
        #expect(gone.isEmpty, "no longer declared, drop from `foreignRequirements`: \(gone.sorted())")
    }

    /// The reader sees what it should: members with attributes and modifiers, requirements, and
    /// not `@objc`, `override`, internal or commented declarations.
    @Test func theScannerReadsDeclarations() throws {
        let source = """
            public protocol Host {
                mutating func prepare()
                var count: Int { get }
            }
            public struct Box {
                @inlinable public static func make() -> Box { Box() }
                public private(set) var size = 0
                open func drawn() {}
                @objc public func tableView() {}
                public override var hash: Int { 0 }
                func hidden() {}
                /// public func commented()
                public init() {}
                public enum Kind: Sendable {
                    case plain, fancy(Int)
                    enum Inner { case hidden }
                    public func describe() -> String {
                        switch self { case .plain: "" }
                    }
                }
                enum Internal {
                    case secret
                }
            }
            """
        #expect(
            try Self.members(in: source, file: "Box.swift").map(\.description) == [
                "Box.swift:2: prepare", "Box.swift:3: count", "Box.swift:6: make", "Box.swift:7: size",
                "Box.swift:8: drawn", "Box.swift:15: plain", "Box.swift:15: fancy",
                "Box.swift:17: describe",
            ])
    }
}
