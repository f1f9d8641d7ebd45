import Foundation
import Testing

@testable import DataSourceGenCore

/// The numbers the docs state about keys and form rows are the schema's, where the code reads
/// them (``SchemaKeys``): every numeric range `a...b` is the control range of the form row kind
/// named nearest before it (in its table row, else its paragraph) or, with no kind named, the
/// bounds of a key; every duration `H h M min` is the duration picker's limit, to the last whole
/// minute interval; and every "`key` … (default N)" is that key's schema default. So a default or
/// limit changed in the schema fails here until the prose says it too.
@Suite struct StatedLimitsTests {
    /// The README, the definitions and development guides, the schema's parts and every article
    /// of the runtime's catalog.
    static let documents =
        ["README.md", "docs/Definitions.md", "docs/Development.md", "Schema/parts/file.json"]
        + files(in: "Schema/kinds", ending: ".json")
        + files(in: "Sources/DataSourceRuntime/DataSourceRuntime.docc", ending: ".md")

    static func files(in folder: String, ending: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(
                atPath: DocumentationSnippetTests.root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(ending) }.sorted().map { "\(folder)/\($0)" }
    }

    static let rangedKinds = SchemaKeys.FormRow.controlRanges.keys.map(\.rawValue)

    static func text(of document: String) throws -> String {
        try String(contentsOf: DocumentationSnippetTests.root.appendingPathComponent(document), encoding: .utf8)
    }

    /// The form row kind named last in `context`, as a whole word.
    static func lastKind(in context: Substring) -> FormRowDefinition.Kind? {
        let found = rangedKinds.compactMap { kind -> (String, String.Index)? in
            let pattern = try! Regex("\\b\(kind)\\b")
            return context.matches(of: pattern).last.map { (kind, $0.range.lowerBound) }
        }
        return found.max { $0.1 < $1.1 }.flatMap { FormRowDefinition.Kind(rawValue: $0.0) }
    }

    /// Each range stated in `text` that is neither the nearest named kind's nor a key's bounds.
    static func wrongRanges(in text: String) -> [String] {
        let keyBounds = Set(
            SchemaKeys.numbers.compactMap { number -> String? in
                guard let low = number.bounds?["minimum"], let high = number.bounds?["maximum"] else { return nil }
                return "\(FormKindTable.written(low))...\(FormKindTable.written(high))"
            })
        var wrong: [String] = []
        for paragraph in text.components(separatedBy: "\n\n") {
            for line in paragraph.split(separator: "\n", omittingEmptySubsequences: false) {
                for match in line.matches(of: /(\d+(?:\.\d+)?)\.\.\.(\d+(?:\.\d+)?)(?![\d`])/) {
                    // A range of code (`61`...`119`) or part of a longer number is not a stated limit.
                    if match.range.lowerBound > line.startIndex,
                        "0123456789.`".contains(line[line.index(before: match.range.lowerBound)])
                    {
                        continue
                    }
                    let stated = String(line[match.range])
                    // A table row is its own context; prose looks back through its paragraph.
                    let context =
                        line.hasPrefix("|")
                        ? line[..<match.range.lowerBound]
                        : paragraph[..<paragraph.range(of: line)!.lowerBound] + line[..<match.range.lowerBound]
                    if let kind = lastKind(in: Substring(context)) {
                        let range = FormKindRules.defaultRange(of: kind)!
                        let expected =
                            "\(FormKindTable.written(range.low))...\(FormKindTable.written(range.high))"
                        if stated != expected { wrong.append("\(stated) for \(kind), whose range is \(expected)") }
                    } else if !keyBounds.contains(stated) {
                        wrong.append("\(stated), which is no kind's range nor any key's bounds: \(line)")
                    }
                }
            }
        }
        return wrong
    }

    /// Each duration stated in `text` that is not the limit at some minute interval dividing 60.
    static func wrongDurations(in text: String) -> [String] {
        let limit = FormValueBounds.durationMinutesLimit
        let ends = Set((1...60).filter { 60 % $0 == 0 }.map { limit / $0 * $0 })
        return text.matches(of: /(\d+) h (\d+) min/).compactMap { match in
            let minutes = Int(match.output.1)! * 60 + Int(match.output.2)!
            return ends.contains(minutes) ? nil : "\(match.output.0) (the limit is \(limit) minutes)"
        }
    }

    /// Each "`key` … default N" in `text` whose key has another default in the schema, or none.
    static func wrongDefaults(in text: String) -> [String] {
        text.matches(of: /`(\w+)`[^`|]{0,40}?\(default (\d+(?:\.\d+)?|true|false)\)/).compactMap { match in
            let key = String(match.output.1), stated = String(match.output.2)
            let numbers = SchemaKeys.numbers.filter { $0.path.hasSuffix(".\(key)") }.compactMap(\.defaultValue)
                .map(FormKindTable.written)
            let flags = SchemaKeys.flagDefaults.filter { $0.path.hasSuffix(".\(key)") }.map { "\($0.defaultValue)" }
            let ranges =
                ["min", "max"].contains(key)
                ? SchemaKeys.FormRow.controlRanges.values.map {
                    FormKindTable.written(key == "min" ? $0.lowerBound : $0.upperBound)
                } : []
            return (numbers + flags + ranges).contains(stated) ? nil : "`\(key)` (default \(stated))"
        }
    }

    @Test func everyCatalogArticleIsRead() {
        #expect(Self.documents.contains("Sources/DataSourceRuntime/DataSourceRuntime.docc/ListScreens.md"))
        #expect(Self.documents.contains("Schema/kinds/forms.json"))
    }

    @Test(arguments: documents) func statedRangesDurationsAndDefaultsAreTheSchemas(document: String) throws {
        let text = try Self.text(of: document)
        let wrong = Self.wrongRanges(in: text) + Self.wrongDurations(in: text) + Self.wrongDefaults(in: text)
        #expect(wrong.isEmpty, "\(document) states:\n\(wrong.joined(separator: "\n"))")
    }

    /// The checks find a wrong number and pass a right one (both made from the schema's).
    @Test func findsWhatDisagreesWithTheSchema() throws {
        func text(_ low: Double, _ high: Double) -> String {
            "\(FormKindTable.written(low))...\(FormKindTable.written(high))"
        }
        let slider = try #require(FormKindRules.defaultRange(of: .slider))
        let stepper = try #require(FormKindRules.defaultRange(of: .stepper))
        let rating = try #require(FormKindRules.defaultRange(of: .rating))
        let right =
            "| `slider` | default \(text(slider.low, slider.high)) |\n| `stepper` | \(text(stepper.low, stepper.high)) |"
        #expect(Self.wrongRanges(in: right).isEmpty)
        let prose =
            "a slider keeps to \(text(slider.low, slider.high)) and a stepper to\n\(text(stepper.low, stepper.high + 1))"
        #expect(Self.wrongRanges(in: prose).count == 1)
        #expect(Self.wrongRanges(in: "| `rating` | \(text(rating.low + 1, rating.high)) |").count == 1)
        let pageSizes = try #require(SchemaKeys.numbers.first { $0.path == "listScreen.pageSize" }?.bounds)
        let bounds = text(try #require(pageSizes["minimum"]), try #require(pageSizes["maximum"]))
        #expect(Self.wrongRanges(in: "`pageSize` is \(bounds), `x` \(text(2, 3))").count == 1)
        let limit = FormValueBounds.durationMinutesLimit
        func duration(_ minutes: Int) -> String { "\(minutes / 60) h \(minutes % 60) min" }
        #expect(Self.wrongDurations(in: "up to \(duration(limit)), or \(duration(limit / 15 * 15))").isEmpty)
        #expect(Self.wrongDurations(in: "up to \(duration(limit + 1))").count == 1)
        let pageSize = SchemaKeys.ListScreen.Defaults.pageSize, debounce = SchemaKeys.ListScreen.Defaults.debounce
        let defaults = "`pageSize` (default \(pageSize)), `debounce` in\nmilliseconds (default \(debounce))"
        #expect(Self.wrongDefaults(in: defaults).isEmpty)
        let zero = SchemaKeys.FormRow.Defaults.allowsZero
        #expect(
            Self.wrongDefaults(in: "`pageSize` (default \(pageSize + 1)), `allowsZero` (default \(!zero))").count == 2)
        #expect(Self.wrongDefaults(in: "`search` (default 3)").count == 1, "a key without a default")
    }
}
