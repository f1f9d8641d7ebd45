import Testing

@testable import DataSourceRuntime

/// The differ's own string hash must agree with `==` as `hashValue` does, or equal identifiers
/// written differently would no longer meet in the identity table.
@Suite struct IdentifierHashTests {
    /// The fast path's premise, checked over every scalar: a one-scalar string beyond ASCII that
    /// equals an ASCII string hashes as that string. A scalar missing from the hash's table of
    /// ASCII decompositions would fail here.
    @Test func everyScalarEqualToASCIIHashesAsIt() {
        let asciiByHash = Dictionary(grouping: (0..<128).map { String(UnicodeScalar(UInt8($0))) }, by: \.hashValue)
        var equalToASCII: [UInt32] = []
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            guard let ascii = asciiByHash[text.hashValue]?.first(where: { $0 == text }) else { continue }
            equalToASCII.append(value)
            #expect(stringIdentifierHash(text) == stringIdentifierHash(ascii), "U+\(String(value, radix: 16))")
        }
        // Guards the scan itself: it must find the known ones.
        #expect(equalToASCII == [0x037E, 0x1FEF, 0x212A])
    }

    /// Seeded: strings rebuilt with canonically equivalent spellings (composed and decomposed
    /// letters, singleton decompositions) hash as the original, on whichever path each takes.
    @Test(arguments: [UInt64(1), 2, 3])
    func equivalentSpellingsHashAlike(seed: UInt64) {
        var random = RandomLists(seed: seed)
        let spellings: [[String]] = [
            ["K", "\u{212A}"], [";", "\u{037E}"], ["`", "\u{1FEF}"], ["é", "e\u{301}"],
            ["Å", "\u{212B}", "A\u{30A}"], ["a"], ["-"], ["0"], ["😀"], ["\u{200D}"], ["\0"],
        ]
        for _ in 0..<2_000 {
            let parts = (0..<random.below(40)).map { _ in spellings[Int(random.below(spellings.count))] }
            let first = parts.map { $0[0] }.joined()
            let second = parts.map { $0[random.below($0.count)] }.joined()
            #expect(first == second)
            #expect(stringIdentifierHash(first) == stringIdentifierHash(second), "\(first.debugDescription)")
        }
    }

    /// The byte-at-a-time path (taken by strings not stored as contiguous UTF-8) gives the value
    /// the block path does, at every length around the block size.
    @Test func bytesOneByOneHashAsWholeBlocks() {
        var random = RandomLists(seed: 7)
        for length in 0...70 {
            let text = String(decoding: (0..<length).map { _ in UInt8(random.below(128)) }, as: UTF8.self)
            #expect(unusualIdentifierHash(text) == stringIdentifierHash(text), "length \(length)")
        }
    }

    /// Distinct identifiers get distinct hash values: UUID-shaped ones as the benchmarks use,
    /// and ones that differ only in trailing zero bytes, which fill a block's padding.
    @Test func distinctIdentifiersHashApart() {
        var random = RandomLists(seed: 11)
        let digits = Array("0123456789ABCDEF")
        let uuids = (0..<50_000).map { _ in
            String((0..<36).map { [8, 13, 18, 23].contains($0) ? "-" : digits[random.below(16)] })
        }
        let zeros = (0..<40).map { String(repeating: "\0", count: $0) }
        for texts in [uuids, zeros] {
            #expect(Set(texts.map(stringIdentifierHash)).count == Set(texts).count)
        }
    }

    /// Through the differ: a new list spelling every identifier in an equivalent form is the old
    /// list moved, with nothing deleted or inserted.
    @Test func equivalentIdentifiersAreTheSameRow() throws {
        let old = ["Kelvin", "Café", "a;b", "plain"].map { Row(id: $0, value: 0) }
        let new = ["plain", "\u{212A}elvin", "a\u{037E}b", "Cafe\u{301}"].map { Row(id: $0, value: 0) }
        let diff = try ListDiffer(from: old, to: new, stagedFor: .tableView)
        guard case .batches(let batches) = diff.update else {
            Issue.record("expected batches, got \(diff.update)")
            return
        }
        #expect(batches.allSatisfy { $0.deletedRows.isEmpty && $0.insertedRows.isEmpty && !$0.movedRows.isEmpty })
    }

    private struct Row: Identifiable, Equatable {
        var id: String
        var value: Int
    }
}
