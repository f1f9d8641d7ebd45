import Foundation
import Testing

@testable import DataSourceGenCore

/// No unexplained constants in generated code: a number a form row's control or rules, or a list
/// screen's paging, is given is one the definitions wrote, or a comment on its line or the line
/// above says where it comes from (a default, a unit conversion, a derived step).
@Suite struct UnexplainedConstantTests {
    /// What lines holding a row's range, step or limits, or a list screen's paging values, hold.
    static let scopeMarkers = [
        "cell.minimumValue = ", "cell.maximumValue = ", "cell.stepValue = ", "cell.minuteInterval = ",
        "FormRules.range(", "FormRules.durationRange(", "FormRules.steps(", "FormRules.minuteSteps(",
        "FormRules.length(", "FormRules.attachmentCount(", " in: ", "range: ", "step: ", "decimalPlaces: ",
        "maximumMinutes: ", "minimumMinutes: ", "minuteInterval: ", "maxTextLength: ", "maxCount: ",
        "pageSize: Int {", ".milliseconds(",
    ]

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

    static func isScoped(_ line: String) -> Bool {
        scopeMarkers.contains(where: line.contains)
    }

    /// Each scoped number in `lines` that is not in `written` and has no comment on its line or
    /// as the line above it, or above the run of scoped lines it ends (`minimumValue` and
    /// `maximumValue` under one comment): the line number (from 1) and the line.
    static func unexplained(in lines: [String], written: Set<Double>) -> [String] {
        var found: [String] = []
        for (index, line) in lines.enumerated() where isScoped(line) {
            var first = index
            while first > 0, isScoped(lines[first - 1]), !lines[first - 1].contains("//") { first -= 1 }
            let above = first > 0 ? lines[first - 1].trimmingCharacters(in: .whitespaces) : ""
            let commented = line.contains("//") || above.hasPrefix("//")
            let code = line.components(separatedBy: "//")[0]
            if !commented, numbers(in: code).contains(where: { !written.contains($0) }) {
                found.append("\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test(arguments: GoldenFileTests.inputNames())
    func everyScopedNumberIsWrittenOrExplained(inputName: String) throws {
        let definitions = GoldenFileTests.definitionsDirectory.appendingPathComponent(inputName)
        let root = try JSONParser.parse(String(contentsOf: definitions, encoding: .utf8), file: inputName)
        let outputName = inputName.replacingOccurrences(of: ".json", with: ".swift")
        let output = try String(
            contentsOf: GoldenFileTests.generatedDirectory.appendingPathComponent(outputName), encoding: .utf8)
        let found = Self.unexplained(in: output.components(separatedBy: "\n"), written: Self.writtenNumbers(root))
        #expect(
            found.isEmpty, "\(outputName) has numbers neither written nor explained:\n\(found.joined(separator: "\n"))")
    }

    /// The check finds a number the definitions did not write, and accepts one they did or one
    /// a comment explains.
    @Test func findsOnlyUnwrittenUnexplainedNumbers() {
        let lines = [
            "Slider(value: $model.load, in: 0.0...10.0)",
            "// the kind's default range: no \"min\" or \"max\" given",
            "Slider(value: $model.rate, in: 0.0...1.0)",
            "cell.minimumValue = 0.0",
            "}",
            "static var pageSize: Int { 50 }",
            "FormRules.range(model.name, min: 2, max: 8, message: \"Between 1 and 9\")",
        ]
        #expect(Self.unexplained(in: lines, written: [0, 10, 2, 8]) == ["6: static var pageSize: Int { 50 }"])
        #expect(Self.numbers(in: #"f(row2, $0.1, "3", x: 4_000, in: 0.5...-6)"#) == [4_000, 0.5, 6])
        #expect(
            Self.unexplained(in: lines, written: [0, 2, 8, 50]).first == "1: Slider(value: $model.load, in: 0.0...10.0)"
        )
    }
}
