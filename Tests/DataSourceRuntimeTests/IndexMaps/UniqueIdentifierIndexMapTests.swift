import Testing

@testable import DataSourceRuntime

@Suite struct UniqueIdentifierIndexMapTests {
    /// Positions that are never valid, whatever the count.
    static let badPositions = [-1, Int.min, Int.max]

    @Test func emptyMapAnswersNilEverywhere() throws {
        for map in [
            UniqueIdentifierIndexMap<String>(),
            try UniqueIdentifierIndexMap(identifiers: [String](), duplicates: .reject),
        ] {
            #expect(map.count == 0)
            #expect(map.isEmpty)
            #expect(map.identifier(at: 0) == nil)
            #expect(map.index(of: "a") == nil)
            #expect(!map.contains("a"))
        }
    }

    @Test func roundTripsEveryPositionAndIdentifier() throws {
        let ids = (0..<500).map { "item-\($0 * 7 % 500)" }
        let map = try UniqueIdentifierIndexMap(identifiers: ids, duplicates: .reject)
        #expect(map.count == 500)
        #expect(map.identifiers == ids)
        for position in 0..<map.count {
            let id = try #require(map.identifier(at: position))
            #expect(id == ids[position])
            #expect(map.index(of: id) == position)
        }
        for id in ids { #expect(map.identifier(at: try #require(map.index(of: id))) == id) }
        for position in Self.badPositions + [500] { #expect(map.identifier(at: position) == nil) }
        #expect(map.index(of: "item-500") == nil)
        #expect(!map.contains("nope"))
    }

    @Test func keepFirstDropsLaterRepeatsAndRenumbers() throws {
        let map = try UniqueIdentifierIndexMap(identifiers: ["a", "b", "a", "c", "b", "d"], duplicates: .keepFirst)
        #expect(map.identifiers == ["a", "b", "c", "d"])
        #expect(map.droppedPositions == [2, 4])
        #expect(map.index(of: "a") == 0)
        #expect(map.index(of: "c") == 2)
        #expect(map.index(of: "d") == 3)
        #expect(map.identifier(at: 4) == nil)
    }

    @Test func rejectThrowsWithBothPositions() {
        #expect(throws: DuplicateIdentifierPolicy.Rejection(identifier: "b", firstPosition: 1, duplicatePosition: 3)) {
            try UniqueIdentifierIndexMap(identifiers: ["a", "b", "c", "b", "a"], duplicates: .reject)
        }
    }

    @Test func acceptsAnySequence() throws {
        let map = try UniqueIdentifierIndexMap(identifiers: stride(from: 10, to: 0, by: -2), duplicates: .reject)
        #expect(map.identifiers == [10, 8, 6, 4, 2])
        #expect(map.index(of: 4) == 3)
    }

    @Test func collidingHashesStillResolveExactly() throws {
        let ids = (0..<200).map { CollidingID(value: $0 % 150) }
        let map = try UniqueIdentifierIndexMap(identifiers: ids, duplicates: .keepFirst)
        #expect(map.count == 150)
        #expect(map.droppedPositions == Array(150..<200))
        for value in 0..<150 { #expect(map.index(of: CollidingID(value: value)) == value) }
        #expect(map.index(of: CollidingID(value: 150)) == nil)
    }

    @Test func randomizedAgainstReference() throws {
        var rng = SplitMix64(seed: 0xDA7A)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<60, using: &rng)
            let range = Int.random(in: 1..<80, using: &rng)
            let input = (0..<count).map { _ in Int.random(in: 0..<range, using: &rng) }
            // Reference de-duplication, written independently of the map.
            var seen = Set<Int>(), expected: [Int] = [], dropped: [Int] = []
            for (position, id) in input.enumerated() {
                if seen.insert(id).inserted { expected.append(id) } else { dropped.append(position) }
            }
            let map = try UniqueIdentifierIndexMap(identifiers: input, duplicates: .keepFirst)
            #expect(map.identifiers == expected)
            #expect(map.droppedPositions == dropped)
            for position in 0..<map.count {
                #expect(map.index(of: try #require(map.identifier(at: position))) == position)
            }
            for id in 0..<range { #expect(map.index(of: id) == expected.firstIndex(of: id)) }
            #expect(map.identifier(at: map.count) == nil)
            if let firstDrop = dropped.first {
                let firstPosition = try #require(input.firstIndex(of: input[firstDrop]))
                #expect(
                    throws: DuplicateIdentifierPolicy.Rejection(
                        identifier: "\(input[firstDrop])", firstPosition: firstPosition, duplicatePosition: firstDrop)
                ) {
                    try UniqueIdentifierIndexMap(identifiers: input, duplicates: .reject)
                }
            } else {
                #expect(try UniqueIdentifierIndexMap(identifiers: input, duplicates: .reject).identifiers == input)
            }
        }
    }
}
