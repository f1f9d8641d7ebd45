/// A protocol the generator reasons about when it decides what generated code may declare and
/// what a rule (a Hashable unique identifier, an Equatable section-controller object) needs, as
/// the schema lists them.
package typealias Conformance = SchemaKeys.Conformance

extension Conformance: Comparable {
    /// The value-semantics protocols a container or a generated struct passes on from its parts
    /// (`Comparable` and `Identifiable` are never synthesized for them).
    static let structural: Set<Conformance> = [.equatable, .hashable, .sendable, .codable]

    /// Declaration order, so that lists of conformances print the same way every run.
    package static func < (lhs: Conformance, rhs: Conformance) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// `conformances` with what they imply added: `Hashable` and `Comparable` refine `Equatable`.
    static func closed(_ conformances: Set<Conformance>) -> Set<Conformance> {
        var result = conformances
        if result.contains(.hashable) || result.contains(.comparable) { result.insert(.equatable) }
        return result
    }
}
