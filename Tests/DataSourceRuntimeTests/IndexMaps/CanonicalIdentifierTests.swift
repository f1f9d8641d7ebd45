import Testing

@testable import DataSourceRuntime

/// String identifiers are equal when Swift's `==` says so: canonical equivalence, which the
/// README documents because Objective-C's `isEqual:` compares code units and would see two.
@Suite struct CanonicalIdentifierTests {
    static let precomposed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func precomposedAndDecomposedAreOneIdentifier() throws {
        #expect(Array(Self.precomposed.utf16) != Array(Self.decomposed.utf16), "the test needs two spellings")
        let map = try UniqueIdentifierIndexMap(
            identifiers: [Self.precomposed, "tea", Self.decomposed], duplicates: .keepFirst)
        #expect(map.count == 2)
        #expect(map.index(of: Self.decomposed) == 0)
        #expect(map.droppedPositions == [2])
        #expect(throws: DuplicateIdentifierPolicy.Rejection.self) {
            try UniqueIdentifierIndexMap(identifiers: [Self.precomposed, Self.decomposed], duplicates: .reject)
        }
    }
}
