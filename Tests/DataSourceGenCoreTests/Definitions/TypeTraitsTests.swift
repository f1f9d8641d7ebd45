@testable import DataSourceGenCore
import Testing

@Suite struct TypeTraitsTests {
    let traits = TypeTraits { name, trait in
        switch name {
        case "Category": return true
        case "Closure": return false
        case "Product": return trait == .sendable
        default: return nil
        }
    }

    func answer(_ text: String, _ trait: TypeTraits.Trait) throws -> Bool? {
        traits.conforms(try SwiftTypeParser.parse(text).get(), to: trait)
    }

    @Test func builtinsAndContainers() throws {
        for text in ["String", "Int", "UUID", "[Date]", "Set<URL>", "[String: [Int]]", "Bool?", "Swift.Int"] {
            #expect(try answer(text, .hashable) == true, "\(text)")
            #expect(try answer(text, .sendable) == true, "\(text)")
        }
    }

    @Test func knownNonConformers() throws {
        #expect(try answer("(Int, Int)", .hashable) == false)
        #expect(try answer("(Int, Int)", .sendable) == true)
        #expect(try answer("() -> Void", .hashable) == false)
        #expect(try answer("Any", .hashable) == false)
        #expect(try answer("[Any]", .sendable) == false)
        #expect(try answer("any Error", .hashable) == false)
        #expect(try answer("[(Int) -> Int: Int]", .hashable) == false)
    }

    @Test func declaredNamesAreResolvedAndUnknownStaysUnknown() throws {
        #expect(try answer("Category", .hashable) == true)
        #expect(try answer("[Category]?", .hashable) == true)
        #expect(try answer("Closure", .hashable) == false)
        #expect(try answer("Product", .hashable) == false)
        #expect(try answer("Product", .sendable) == true)
        #expect(try answer("Money", .hashable) == nil)
        #expect(try answer("[Money]", .hashable) == nil)
        #expect(try answer("[Money: Any]", .sendable) == false)
        #expect(try answer("MyModule.Money", .hashable) == nil)
    }
}
