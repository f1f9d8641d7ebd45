/// The standard-library and Foundation types a definitions file may use without declaring them,
/// with the conformances each has on every platform the package supports.
enum StandardTypes {
    /// What the generator knows about one standard type.
    struct Entry: Sendable, Hashable {
        /// `Swift` or `Foundation`: a Foundation type makes the generated file import Foundation.
        var module: String
        var conformances: Set<Conformance>
    }

    private static let valueConformances: Set<Conformance> = [.equatable, .hashable, .sendable, .codable]
    private static let ordered = valueConformances.union([.comparable])

    /// Every known type by name.
    static let byName: [String: Entry] = {
        var table: [String: Entry] = [:]
        let swiftOrdered = [
            "String", "Int", "Int8", "Int16", "Int32", "Int64",
            "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        ]
        for name in swiftOrdered { table[name] = Entry(module: "Swift", conformances: ordered) }
        // Not Codable: Swift encodes no single character (a one-character `String` is the usual stand-in).
        table["Character"] = Entry(module: "Swift", conformances: ordered.subtracting([.codable]))
        table["Substring"] = Entry(module: "Swift", conformances: [.equatable, .hashable, .sendable, .comparable])
        table["Bool"] = Entry(module: "Swift", conformances: valueConformances)
        table["ObjectIdentifier"] = Entry(
            module: "Swift", conformances: [.equatable, .hashable, .sendable, .comparable])
        for name in ["Date", "Decimal", "TimeInterval", "CGFloat"] {
            table[name] = Entry(module: "Foundation", conformances: ordered)
        }
        for name in ["UUID", "URL", "Data", "Locale", "TimeZone", "DateComponents"] {
            table[name] = Entry(module: "Foundation", conformances: valueConformances)
        }
        return table
    }()

    /// The generic containers definitions may use, by name and number of arguments.
    static let containers: [String: Int] = ["Optional": 1, "Array": 1, "Set": 1, "Dictionary": 2]

    /// Module names a type may be qualified with (`Swift.String`, `Foundation.Date`).
    static let qualifyingModules: Set<String> = ["Swift", "Foundation"]
}
