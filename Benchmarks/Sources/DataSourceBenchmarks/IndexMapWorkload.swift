/// One item of an index-map benchmark: an identifier and the section a sectioned picker shows
/// it in.
struct Entry: Identifiable, Sendable {
    var id: String
    var section: Int
}

/// The identifiers an index-map benchmark builds from and the keys it looks up.
struct IndexMapWorkload {
    /// Unique identifiers in list order.
    var identifiers: [String]
    /// Every identifier once, shuffled, each an equal but separately allocated `String`: lookups
    /// come from elsewhere in an app (a stored selection, a server push), so neither side gets
    /// the shortcut of comparing a string with its own storage.
    var probes: [String]

    /// `count` UUID-shaped identifiers, the same for the same seed.
    init(count: Int, seed: UInt64) {
        var generator = SplitMix64(state: seed)
        identifiers = (0..<count).map { _ in uuidShapedIdentifier(using: &generator) }
        probes = identifiers.shuffled(using: &generator).map { String(decoding: Array($0.utf8), as: UTF8.self) }
    }

    /// The identifiers cut into `sectionCount` sections of (nearly) equal size, in order.
    func sections(_ sectionCount: Int) -> [[String]] {
        let size = (identifiers.count + sectionCount - 1) / sectionCount
        return stride(from: 0, to: identifiers.count, by: size).map {
            Array(identifiers[$0..<min($0 + size, identifiers.count)])
        }
    }

    /// The identifiers as items, in order, each with its section in ``sections(_:)``.
    func entries(sectionCount: Int) -> [Entry] {
        sections(sectionCount).enumerated().flatMap { section, ids in
            ids.map { Entry(id: $0, section: section) }
        }
    }
}

/// A 36-character identifier laid out like an uppercase UUID string (8-4-4-4-12 hex digits):
/// long enough that, as with real UUIDs, every one lives in its own heap allocation.
func uuidShapedIdentifier(using generator: inout SplitMix64) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    for word in [generator.next(), generator.next()] {
        for shift in stride(from: 60, through: 0, by: -4) {
            if [8, 13, 18, 23].contains(bytes.count) { bytes.append(UInt8(ascii: "-")) }
            bytes.append(digits[Int((word >> UInt64(shift)) & 0xF)])
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}
