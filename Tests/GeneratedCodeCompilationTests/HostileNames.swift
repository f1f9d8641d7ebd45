import Foundation

@testable import DataSourceGenCore

/// Names chosen to break generated code: every Swift keyword and contextual keyword, every public
/// runtime type, every member and type the generated code uses, standard-library, SwiftUI and
/// FioriSwiftUICore names, and text with control, bidi and zero-width characters.
enum HostileNames {
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup", "private",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "associativity", "async", "convenience", "didSet", "dynamic",
        "final", "get", "indirect", "infix", "lazy", "left", "mutating", "none", "nonmutating", "optional",
        "override", "package", "postfix", "precedence", "prefix", "Protocol", "required", "right", "set", "some",
        "any", "each", "Type", "unowned", "weak", "willSet", "actor", "macro", "consume", "copy", "discard",
        "sending", "unsafe", "then", "isolated", "distributed", "escaping", "autoclosure", "unchecked",
        "__owned", "__shared", "_modify", "_read", "yield", "throwing", "dependsOn", "compiler",
    ]

    static let standardNames = [
        "String", "Int", "Double", "Bool", "Array", "Set", "Dictionary", "Optional", "Void", "Never", "Error",
        "Result", "Date", "URL", "UUID", "Data", "Character", "AnyObject", "AnyHashable", "Codable", "Hashable",
        "Equatable", "Sendable", "Identifiable", "CaseIterable", "Comparable", "Swift", "Foundation", "Decodable",
        "Encodable", "Encoder", "Decoder", "CodingKey", "CustomStringConvertible", "Sequence", "Collection", "Range",
        "print", "fatalError", "Body",
    ]

    /// Names generated code binds as locals and parameters: setters' implicit parameter, the
    /// locals of accessors, and the parameters of a table's row handlers. A member of one of these
    /// names is read where the local hides it, so the corpus gives them every kind of row. Every
    /// name a template binds where it reads a member bare is here (``TemplateLocalNames``,
    /// checked by ``TemplateLocalNamesTests``).
    static let localNames = [
        "newValue", "number", "value", "date", "order", "cell", "element", "option", "isSelected", "item", "index",
        "choice", "chosen", "configureAttachments", "decoder", "duplicates", "field", "fields", "handlers", "message",
        "model", "object", "pickers", "row", "rows", "sectionIsEditable", "sections", "shown", "source", "state",
        "tableView",
    ]

    /// The ``localNames`` that take every row kind of the kind with key `kind` (`tables`,
    /// `forms`): those a template of its output binds (``TemplateLocalNames/derivedKinds()``), and
    /// those no template is read to bind (a setter's `newValue`, …), which could be any kind's.
    static func localNames(takingEveryRowOf kind: String) -> [String] {
        localNames.filter { localKinds[$0]?.contains(kind) ?? true }
    }

    private static let localKinds = (try? TemplateLocalNames.derivedKinds()) ?? [:]

    static let generatedMembers =
        [
            "id", "ID", "hashValue", "hash", "rawValue", "RawValue", "allCases", "AllCases", "headerTitle",
            "listPickerTitle", "listPickerSubtitle", "configuration", "Configuration", "DataSource", "emptyDataSource",
            "makeDataSource",
            "makeController", "reuseIdentifier", "sizing", "itemCount", "Object", "Cell", "CodingKeys", "encode",
            "description", "debugDescription", "object", "item", "sectioning", "title", "search",
        ] + localNames + [
            // Members of SwiftUI's `Binding`, which `$model.name` finds first.
            "animation", "transaction", "wrappedValue", "projectedValue",
        ]

    /// SwiftUI's and FioriSwiftUICore's: a declaration may not take one with the platform that
    /// imports its framework on (refused at its name: it would hide the framework's), so such
    /// files compile without platforms, and they are members like any other; `Table` and `Gauge`
    /// are SwiftUI's public names that no generated code writes (`SwiftUINameTests` checks every
    /// name the templates write), refused all the same.
    static let frameworkNames = [
        "List", "Section", "Form", "Picker", "Toggle", "Text", "View", "State", "Binding", "ForEach", "Label",
        "NavigationLink", "DatePicker", "ObjectItem", "ListPickerItem", "IllustratedMessage", "Table", "Gauge",
    ]

    static let strangeText = [
        "", " ", "\u{0}", "a\nb", "\t", "line\r\n", "\u{202E}evil", "a\u{200B}b", "\u{FEFF}bom", "\u{2066}x\u{2069}",
        "e\u{301}", "\u{E9}", "1", "2nd", "$x", "`tick`", "a.b", "a b", "\"quote\"", "back\\slash", "😀", "ｶﾀｶﾅ",
        "Ⅻ", "\u{1FFFE}", "ß", "İstanbul", "#if", "@objc", "x-y", "__", "...", "ǅ",
        // A leading combining mark or joiner fuses with a `!` written before it into one character.
        "\u{301}x", "\u{200D}y",
    ]

    /// The types generated code nests in a declaration's namespace (with every platform on), which a
    /// declaration or a type it names could be confused with.
    static let nestedTypeNames: [String] = Set(DeclarationKinds.all.flatMap { $0.everyNestedType }).sorted()

    /// The public type names of the runtime, read from its sources so the list follows the code.
    static func runtimeTypeNames() throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/DataSourceRuntime")
        let pattern = try NSRegularExpression(
            pattern: #"public (?:final )?(?:struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)"#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        return names.sorted()
    }

    /// The identifiers `code` writes.
    static func identifiers(in code: String) -> Set<String> {
        let word = try! NSRegularExpression(pattern: "[A-Za-z_][A-Za-z0-9_]*")
        let text = code as NSString
        return Set(
            word.matches(in: code, range: NSRange(location: 0, length: text.length)).map {
                text.substring(with: $0.range)
            })
    }

    /// The names that stay hostile where a name is written as a type name. There a name that
    /// starts lowercase is capitalized (`default` → `Default`, `hashValue` → `HashValue`) into an
    /// identifier like any other, unless that identifier is one generated code or what it imports
    /// has: so such a name is kept only when its type name is escaped or changed beyond the first
    /// letter (`self` → `Self_`), or is a name of the list (`set` → `Set`) or a ``knownIdentifiers``
    /// one (`animation` → SwiftUI's `Animation`). A name that is a type name as written is kept.
    static func hostileAsTypeNames(_ names: [String]) -> [String] {
        hostile(names, as: SwiftIdentifier.typeName) { $0.prefix(1).uppercased() + $0.dropFirst() }
    }

    /// The names that stay hostile where a name is written as a member (a field, case, row, flag
    /// or section): the rule of ``hostileAsTypeNames(_:)`` the other way round, so a type name of
    /// the list (`ListDiffer` → `listDiffer`, `String` → `string`) is kept only where its member
    /// name is a name of the list or one generated code has (`State` → `state`, `Body` → `body`).
    static func hostileAsMembers(_ names: [String]) -> [String] {
        hostile(names, as: SwiftIdentifier.memberName) { $0.prefix(1).lowercased() + $0.dropFirst() }
    }

    /// The names of `names` whose identifier `derive` makes is other than `recased` (the name with
    /// its first letter's case changed, which only changes a name written other than it is used)
    /// or is a name of the list or a known identifier; names of other scripts than ASCII are kept.
    private static func hostile(
        _ names: [String], as derive: (String) -> String, recased: (String) -> String
    ) -> [String] {
        return names.filter { name in
            // Other scripts' case mappings (`ß`, `ǅ`, `İ`) are what the strange names test.
            guard name.allSatisfy(\.isASCII) else { return true }
            let identifier = derive(name)
            guard identifier == recased(name), identifier != name else { return true }
            // The whole list, as a role's names have lost those whose type name another already has.
            return names.contains(identifier) || listedNames.contains(identifier)
                || knownIdentifiers.contains(identifier)
        }
    }

    /// Every name of ``all()``, read once: the runtime's come from its sources.
    private static let listedNames = Set((try? all()) ?? [])

    /// Every identifier generated code writes or finds in a module it imports: each word of the
    /// templates, and the type names the runtime and the platform stubs declare (in their sources,
    /// and one a line in the stubs' lists of a framework's public names).
    static let knownIdentifiers: Set<String> = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let word = try! NSRegularExpression(pattern: "[A-Za-z_][A-Za-z0-9_]*")
        let declared = try! NSRegularExpression(
            pattern: #"(?:class|struct|enum|protocol|typealias|actor|func|var|let|case) +([A-Za-z_][A-Za-z0-9_]*)"#)
        var identifiers: Set<String> = []
        func scan(_ folder: String, _ suffix: String, _ pattern: NSRegularExpression, group: Int) {
            let directory = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(suffix) {
                guard let text = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                else { continue }
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    identifiers.insert(String(text[Range(match.range(at: group), in: text)!]))
                }
            }
        }
        let nameALine = try! NSRegularExpression(pattern: "^[A-Za-z_][A-Za-z0-9_]*$", options: .anchorsMatchLines)
        scan("Templates", ".mustache", word, group: 0)
        scan("PlatformStubs", ".swift", declared, group: 1)
        scan("PlatformStubs", ".txt", nameALine, group: 0)
        scan("Sources/DataSourceRuntime", ".swift", declared, group: 1)
        return identifiers
    }()

    static func all() throws -> [String] {
        var seen: Set<String> = []
        let names = keywords + standardNames + generatedMembers + nestedTypeNames + frameworkNames + strangeText
        return (names + (try runtimeTypeNames())).filter { seen.insert($0).inserted }
    }
}
