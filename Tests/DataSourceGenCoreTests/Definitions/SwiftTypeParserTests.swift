import Testing

@testable import DataSourceGenCore

@Suite struct SwiftTypeParserTests {
    @Test(arguments: [
        ("String", "String"), (" [Int] ", "[Int]"), ("[String:Int]", "[String: Int]"),
        ("Date?", "Date?"), ("Set<UUID>", "Set<UUID>"), ("Swift.String", "Swift.String"),
        ("(Int, Int)", "(Int, Int)"), ("(Int)", "Int"), ("[[Int]?]?", "[[Int]?]?"),
        ("Dictionary<String, [Date]>", "Dictionary<String, [Date]>"), ("any Error", "any Error"),
        ("café", "café"), ("Int!", "Int?"),
    ])
    func parsesAndPrintsCanonically(text: String, expected: String) throws {
        let type = try SwiftTypeParser.parse(text).get()
        #expect(type.description == expected)
    }

    @Test func recognisesFunctions() throws {
        #expect(try SwiftTypeParser.parse("(Int) async throws -> Void").get() == .function(offset: 0))
        #expect(try SwiftTypeParser.parse(" () -> ()").get() == .function(offset: 1))
    }

    @Test func remembersWhereEachNameStarts() throws {
        let type = try SwiftTypeParser.parse("[String: Set< Doubel >]").get()
        guard case .dictionary(.named(_, _, let keyOffset), .named(_, let arguments, let setOffset)) = type,
            case .named(let parts, _, let innerOffset)? = arguments.first
        else {
            Issue.record("unexpected shape \(type)")
            return
        }
        #expect([keyOffset, setOffset, innerOffset] == [1, 9, 14])
        #expect(parts == ["Doubel"])
    }

    @Test(arguments: [
        ("", 0, "expected a type name but found nothing"),
        ("[Int", 4, "expected ']' to close the array type but found the end of the type"),
        ("Int]", 3, "unexpected ']' after the type `Int`"),
        ("Set<Int", 7, "expected '>' to close the generic arguments of `Set` but found the end of the type"),
        ("String.", 7, "expected a name after '.'"),
        ("1Int", 0, "expected a type name but found '1'"),
        ("Int Int", 4, "unexpected 'I' after the type `Int`"),
    ])
    func reportsWhereTheTypeBreaks(text: String, offset: Int, message: String) {
        guard case .failure(let failure) = SwiftTypeParser.parse(text) else {
            Issue.record("`\(text)` should not parse")
            return
        }
        #expect(failure.offset == offset)
        #expect(failure.message == message)
    }

    @Test func refusesHostileNestingWithoutCrashing() {
        let text = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        guard case .failure(let failure) = SwiftTypeParser.parse(text) else {
            Issue.record("deep nesting should be refused")
            return
        }
        #expect(failure.message.hasPrefix("the type is nested too deeply"))
    }

    /// 63 brackets or generic argument lists around a name are 64 levels, the most a type may
    /// nest; one more is refused where the 65th level would start.
    @Test func bracketsAndGenericArgumentsNestUpTo64Levels() {
        for (open, close) in [("[", "]"), ("Array<", ">"), ("Optional<", ">")] {
            func text(_ levels: Int) -> String {
                String(repeating: open, count: levels) + "Int" + String(repeating: close, count: levels)
            }
            guard case .success = SwiftTypeParser.parse(text(63)) else {
                Issue.record("63 levels of \(open) are within the limit")
                continue
            }
            guard case .failure(let failure) = SwiftTypeParser.parse(text(64)) else {
                Issue.record("64 levels of \(open) are past the limit")
                continue
            }
            #expect(failure.message.hasPrefix("the type is nested too deeply (more than 64 levels"))
            #expect(failure.offset == 64 * open.unicodeScalars.count)
        }
    }

    /// `any` and `some` nest like brackets: a long chain of them must be refused, not recursed into
    /// until the stack overflows.
    @Test func existentialChainsNestUpTo64Levels() {
        for word in ["any ", "some "] {
            guard case .success(.existential) = SwiftTypeParser.parse(String(repeating: word, count: 63) + "P") else {
                Issue.record("63 levels of \(word) are within the limit")
                continue
            }
            for count in [64, 50_000] {
                guard case .failure(let failure) = SwiftTypeParser.parse(String(repeating: word, count: count) + "P")
                else {
                    Issue.record("\(count) levels of \(word) are past the limit")
                    continue
                }
                #expect(failure.message.hasPrefix("the type is nested too deeply"))
                #expect(failure.offset == 63 * word.unicodeScalars.count, "at the word that goes one level too deep")
            }
        }
    }

    /// Optionals nest like brackets: 50,000 of them once overflowed the stack in resolution.
    @Test func refusesHostileOptionalChainsAndEffectRunsWithoutCrashing() {
        for text in ["Int" + String(repeating: "?", count: 50_000), "Int" + String(repeating: "!", count: 64)] {
            guard case .failure(let failure) = SwiftTypeParser.parse(text) else {
                Issue.record("\(text.prefix(8))… should be refused")
                continue
            }
            #expect(failure.message.hasPrefix("the type is nested too deeply"))
            #expect(failure.offset == 66, "at the optional that goes one level too deep")
        }
        guard case .success = SwiftTypeParser.parse("Int" + String(repeating: "?", count: 63)) else {
            Issue.record("63 optionals are within the limit")
            return
        }
        let effects = "() " + String(repeating: "async throws ", count: 50_000) + "-> Void"
        guard case .success(.function) = SwiftTypeParser.parse(effects) else {
            Issue.record("a long run of effects parses as a function type")
            return
        }
    }
}
