import Foundation

@testable import DataSourceGenCore

/// Definitions files that use each hostile name in every kind of position, one name or a pack of
/// names per file (see ``HostileCorpusBuild``); the outputs of one role's files compile together, as
/// no two of them declare the same type.
enum HostileCorpus {
    /// Where a name is used: the vocabulary every kind shares, and each kind of
    /// ``DeclarationKinds/all`` by its key, so a new kind is a role without being listed here (and
    /// fails until ``kinds`` says what its declarations hold).
    enum Role: Hashable, Sendable, CustomStringConvertible {
        /// As a field (also id, title, subtitle, search and groupBy) and as a section case.
        case member
        case entity
        case sectionEnum
        /// As the names in a kind's declarations, as ``kinds`` puts them there.
        case kind(String)

        static var allCases: [Role] {
            [.member, .entity, .sectionEnum] + DeclarationKinds.all.map { .kind($0.key.rawValue) }
        }

        var description: String {
            switch self {
            case .member: "member"
            case .entity: "entity"
            case .sectionEnum: "sectionEnum"
            case .kind(let key): key
            }
        }
    }

    /// The cell classes the files name, declared once for a batch: with platforms, the UIKit cells
    /// the glue dequeues (a table's by reuse identifier, a section controller's by class).
    static func cellDeclarations(platforms: Bool) -> String {
        platforms
            ? "import UIKit\nfinal class ZzCell: UITableViewCell {}\nfinal class \(itemCell): UICollectionViewCell {}\n"
            : "final class ZzCell {}\n"
    }

    /// The section controllers' cell with platforms on: IGListKit dequeues cells by class, so it is
    /// an app type (without platforms they show `String`).
    static let itemCell = "ZzItemCell"

    /// Every platform the generator has glue for.
    static let allPlatforms = FileOptions.Platform.allCases.map(\.rawValue)

    /// The platforms a corpus file asks for.
    enum Platforms: Sendable {
        /// None: the runtime alone.
        case none
        /// Every platform, with the cells UIKit and IGListKit dequeue.
        case every
        /// `swiftui` by itself: no glue but the SwiftUI models and views, and section controllers
        /// with no cell, which nothing dequeues.
        case swiftUIAlone
    }

    /// A hostile name with its position in the list of names, which numbers the declarations made
    /// for it.
    struct Name: Sendable {
        var index: Int
        var text: String
    }

    /// The names of `names` that can be used in `role` together: for a role that declares types
    /// named by them, one name per type name.
    static func usableNames(_ names: [String], for role: Role) -> [Name] {
        var seenTypeNames: Set<String> = []
        return names.enumerated().compactMap { index, name in
            // Type names must be distinct within a batch, or the files could not share a module.
            guard role == .member || seenTypeNames.insert(SwiftIdentifier.typeName(name)).inserted else { return nil }
            return Name(index: index, text: name)
        }
    }

    /// How many names a corpus file holds, at most, where its declarations can hold many: the
    /// fewer the files, the fewer the declarations compiled for the same names (a kind may hold
    /// fewer, ``KindCorpus/packSize``).
    static func packSize(of role: Role) -> Int {
        if case .kind(let key) = role, let kind = kinds[key] { return kind.packSize }
        return 48
    }

    /// How many of a role's packs compile again with `swiftui` alone whatever their output: all of
    /// them, but for tables and forms the first. The others compile so only where ``covers(_:_:)``
    /// finds their output there is not their output with every platform less the other platforms'
    /// glue, which compiled already; compiling every pack again, their views most of the corpus's
    /// time, cost 45 s of CPU more (2026-11-27).
    static func packsWithSwiftUIAlone(_ role: Role) -> Int {
        if case .kind(let key) = role, let kind = kinds[key] { return kind.packsWithSwiftUIAlone }
        return .max
    }

    /// The suffixes of a role's files: each file uses the names in different declarations.
    static func suffixes(of role: Role) -> [String] {
        switch role {
        case .member: ["-fields", "-cases"]
        case .entity, .sectionEnum: [""]
        case .kind(let key): kinds[key]?.suffixes ?? []
        }
    }

    /// Whether the names of a pack are members of the declarations of its file with that suffix
    /// (rather than each naming declarations of its own).
    static func packsNames(_ role: Role, suffix: String) -> Bool {
        role == .member || suffix == "-names"
    }

    /// Whether the file with that suffix has positions a declaration has one of, which a pack
    /// holds its first or last name in (an entity's id, title and subtitle, a picker's `groupBy`, a
    /// default, an empty-state text); every other position of a pack holds each of its names.
    static func hasOneOfPositions(_ role: Role, suffix: String) -> Bool {
        switch role {
        case .member: suffix == "-fields"
        case .entity, .sectionEnum: false
        case .kind(let key): kinds[key]?.oneOfPositionsSuffix == suffix
        }
    }

    /// The file of one pack of names with one suffix, asking for `platforms`.
    static func file(
        for role: Role, pack: [Name], suffix: String, platforms: Platforms
    ) throws -> (name: String, json: String) {
        let object = definitions(role, pack: pack).first { $0.0 == suffix }?.1 ?? [:]
        let (tail, asking): (String, [String: Any]) =
            switch platforms {
            case .none: ("", object)
            case .every: ("", withEveryPlatform(object))
            case .swiftUIAlone: ("-swiftui", withSwiftUIAlone(object))
            }
        return ("\(role)-\(pack[0].index)\(suffix)\(tail).datasources.json", try json(asking))
    }

    /// The files of one role with each name by itself, each asking for `platforms`.
    static func files(
        for role: Role, names: [String], platforms: Platforms = .none
    ) throws -> [(name: String, json: String)] {
        try usableNames(names, for: role).flatMap { name in
            try suffixes(of: role).map { try file(for: role, pack: [name], suffix: $0, platforms: platforms) }
        }
    }

    /// `object` with every platform on, each kind's declarations as ``KindCorpus/forPlatforms`` has them.
    static func withEveryPlatform(_ object: [String: Any]) -> [String: Any] {
        var object = object
        object["options"] = ["platforms": allPlatforms]
        return adjusted(object, for: .every)
    }

    /// `object` with `swiftui` alone on, each kind's declarations as ``KindCorpus/forPlatforms`` has them.
    static func withSwiftUIAlone(_ object: [String: Any]) -> [String: Any] {
        var object = object
        object["options"] = ["platforms": ["swiftui"]]
        return adjusted(object, for: .swiftUIAlone)
    }

    /// `object` with each kind's declarations as a file asking for `platforms` holds them, and the
    /// app types they then name declared.
    private static func adjusted(_ object: [String: Any], for platforms: Platforms) -> [String: Any] {
        var object = object
        for (key, kind) in kinds {
            guard var declarations = object[key] as? [String: Any] else { continue }
            for (name, value) in declarations {
                guard let declaration = value as? [String: Any] else { continue }
                declarations[name] = kind.forPlatforms(declaration, platforms)
            }
            object[key] = declarations
            guard platforms == .every, !kind.everyPlatformTypes.isEmpty else { continue }
            var types = object["types"] as? [String: Any] ?? [:]
            for type in kind.everyPlatformTypes { types[type] = [String: Any]() }
            object["types"] = types
        }
        return object
    }

    /// Whether compiling the output with every platform, `every`, compiled what the output with
    /// `swiftui` alone, `swiftUIAlone`, would: `every` holds each of its lines in the same order
    /// (imports, comments and blank lines left out), but for lines of `compiled`, another pack's
    /// output with `swiftui` alone, which name no name of this pack (a Fiori SwiftUI form's
    /// `validateAll()` also checks its steppers' text). A section controller's is not: with
    /// `swiftui` alone it names no cell (`typealias Cell = Void`).
    static func covers(_ every: String, _ swiftUIAlone: String, _ compiled: Set<Substring> = []) -> Bool {
        var lines = code(every)[...]
        for line in code(swiftUIAlone) {
            // A line `compiled` has is looked for close by only: found further on, it would skip
            // the lines between.
            let searched = compiled.contains(line) ? lines.prefix(50) : lines
            if let found = searched.firstIndex(of: line) {
                lines = lines[(found + 1)...]
            } else if !compiled.contains(line) {
                return false
            }
        }
        return true
    }

    /// The lines of `text` but imports, comments and blank lines.
    static func code(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.hasPrefix("//") && !trimmed.hasPrefix("import ")
                && !trimmed.hasPrefix("@preconcurrency import ")
        }
    }

    static func json(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
}
