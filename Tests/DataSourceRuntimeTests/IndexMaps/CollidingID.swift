/// An identifier whose hash is always the same, to drive every lookup through long probe chains.
struct CollidingID: Hashable, CustomStringConvertible {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "C\(value)" }
}
