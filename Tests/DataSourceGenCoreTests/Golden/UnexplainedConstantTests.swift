import Foundation
import Testing

@testable import DataSourceGenCore

/// No unexplained constants in generated code: every numeric literal of a generated file (the
/// goldens and the example's) is one the definitions wrote, or a comment on its line or above
/// its statement says where it comes from (a default, a unit conversion, a derived count or
/// index, a layout choice). Not checked: `@available` lines (platform versions), preview samples
/// (`#if DEBUG` blocks, whose numbers are made-up sample values and say so), and a range counted
/// from zero (`0..<count`, every index's start).
@Suite struct UnexplainedConstantTests {
    /// Each generated file with the definitions it is generated from: the goldens and the example.
    static func outputs() -> [(definitions: URL, output: URL)] {
        let goldens = GoldenFileTests.inputNames().map { name in
            (
                GoldenFileTests.definitionsDirectory.appendingPathComponent(name),
                GoldenFileTests.generatedDirectory.appendingPathComponent(
                    name.replacingOccurrences(of: ".json", with: ".swift"))
            )
        }
        let example = DocumentationSnippetTests.root.appendingPathComponent(
            "Examples/ProductCatalog/Sources/CatalogScaffolded")
        return goldens + [
            (
                example.appendingPathComponent("Products.datasources.json"),
                example.appendingPathComponent("Generated/Products.datasources.swift")
            )
        ]
    }

    /// Each number written in a definitions file, without its sign.
    static func writtenNumbers(_ node: JSONNode) -> Set<Double> {
        switch node.value {
        case .number(let number): Double(number.literal).map { [abs($0)] } ?? []
        case .array(let items): items.reduce(into: []) { $0.formUnion(writtenNumbers($1)) }
        case .object(let members): members.reduce(into: []) { $0.formUnion(writtenNumbers($1.value)) }
        default: []
        }
    }

    /// The numeric literals of a line of Swift, without their signs: not those in string
    /// literals, names (`row2`, `$0`) or members (`.0`).
    static func numbers(in code: String) -> [Double] {
        let characters = Array(
            code.replacingOccurrences(of: "...", with: " ... ").replacingOccurrences(of: "..<", with: " ..< "))
        var numbers: [Double] = []
        var index = 0
        var inString = false
        let continuesName = { (at: Int) in
            at < characters.count && (characters[at].isLetter || characters[at].isNumber || characters[at] == "_")
        }
        while index < characters.count {
            let character = characters[index]
            if inString {
                index += character == "\\" ? 2 : 1
                if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
                index += 1
            } else if character.isLetter || character == "_" || character == "$" || character == "." {
                index += 1
                while continuesName(index) { index += 1 }
            } else if character.isNumber {
                var end = index
                while end < characters.count,
                    characters[end].isNumber || characters[end] == "_"
                        || (characters[end] == "." && end + 1 < characters.count && characters[end + 1].isNumber)
                { end += 1 }
                numbers +=
                    Double(String(characters[index..<end]).replacingOccurrences(of: "_", with: "")).map { [$0] } ?? []
                index = end
            } else {
                index += 1
            }
        }
        return numbers
    }

    /// Whether a line is a comment, or declares or continues a statement a comment above may
    /// explain (`RatingControlFormView(` above its `ratingBounds:`).
    static func continuesStatement(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && (trimmed.hasSuffix("(") || trimmed.hasSuffix(",") || !numbers(in: trimmed).isEmpty)
    }

    /// Each number in `lines` that is not in `written` and has no comment on its line or above the
    /// run of lines it ends that hold numbers or open its statement (`minimumValue` and
    /// `maximumValue` under one comment), outside `@available` lines and `#if DEBUG` blocks: the
    /// line number (from 1) and the line.
    static func unexplained(in lines: [String], written: Set<Double>) -> [String] {
        var found: [String] = []
        var depth = 0
        var debugDepth: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if") {
                depth += 1
                if trimmed == "#if DEBUG", debugDepth == nil { debugDepth = depth }
            } else if trimmed == "#endif" {
                if debugDepth == depth { debugDepth = nil }
                depth -= 1
            }
            guard debugDepth == nil, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("@available") else { continue }
            let code = line.components(separatedBy: "//")[0].replacingOccurrences(of: "(0..<", with: "(")
                .replacingOccurrences(of: "= 0..<", with: "= ")
            guard !line.contains("//"), numbers(in: code).contains(where: { !written.contains($0) }) else { continue }
            var first = index
            while first > 0, !lines[first - 1].contains("//"), continuesStatement(lines[first - 1]) { first -= 1 }
            let above = first > 0 ? lines[first - 1].trimmingCharacters(in: .whitespaces) : ""
            if !above.hasPrefix("//") { found.append("\(index + 1): \(trimmed)") }
        }
        return found
    }

    @Test(arguments: outputs().map { [$0.definitions.path, $0.output.path] })
    func everyNumberIsWrittenOrExplained(paths: [String]) throws {
        let definitions = URL(fileURLWithPath: paths[0]), output = URL(fileURLWithPath: paths[1])
        let root = try JSONParser.parse(
            String(contentsOf: definitions, encoding: .utf8), file: definitions.lastPathComponent)
        let found = Self.unexplained(
            in: try String(contentsOf: output, encoding: .utf8).components(separatedBy: "\n"),
            written: Self.writtenNumbers(root))
        #expect(
            found.isEmpty,
            "\(output.lastPathComponent) has numbers neither written nor explained:\n\(found.joined(separator: "\n"))")
    }

    /// The check finds a number the definitions did not write, and accepts one they did or one
    /// a comment explains; it skips platform versions, preview samples and counts from zero.
    @Test func findsOnlyUnwrittenUnexplainedNumbers() {
        let lines = [
            "Slider(value: $model.load, in: 0.0...10.0)",
            "// the kind's default range: no \"min\" or \"max\" given",
            "Slider(value: $model.rate, in: 0.0...1.0)",
            "cell.minimumValue = 0.0",
            "}",
            "static var pageSize: Int { 50 }",
            "FormRules.range(model.name, min: 2, max: 8, message: \"Between 1 and 9\")",
            "// the stars FUIRatingControl has",
            "RatingControlFormView(",
            "    title: AttributedString(\"Rating\"),",
            "    ratingBounds: 0...5)",
            "tableView.rowHeight = UITableView.automaticDimension",
            "tableView.estimatedRowHeight = 200",
            "@available(iOS 17.0, macOS 14.0, *)",
            "let keys = 0..<adapter.numberOfRows(inSection: section)",
            "#if DEBUG",
            "Favourite(id: 7, name: \"name 7\")",
            "#endif",
        ]
        #expect(
            Self.unexplained(in: lines, written: [0, 10, 2, 8])
                == ["6: static var pageSize: Int { 50 }", "13: tableView.estimatedRowHeight = 200"])
        #expect(Self.numbers(in: #"f(row2, $0.1, "3", x: 4_000, in: 0.5...-6)"#) == [4_000, 0.5, 6])
        #expect(
            Self.unexplained(in: lines, written: [0, 2, 8, 50, 200]).first
                == "1: Slider(value: $model.load, in: 0.0...10.0)")
    }
}
