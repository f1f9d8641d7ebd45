/// How the differ reads an element's identifier and compares contents.
///
/// A protocol rather than a pair of closures so that, once the generic diff is specialised for a
/// concrete element type, `id` and `isContentEqual` are direct, inlinable calls: the comparison
/// loops then compare identifiers in place instead of copying each one out through a closure,
/// which for string identifiers would retain and release (and so touch in memory) every string.
@usableFromInline
protocol DiffIdentity {
    /// The values diffed.
    associatedtype Element
    /// Their identifier.
    associatedtype ID: Hashable

    /// The element's identifier.
    func id(_ element: Element) -> ID
    /// Whether two elements with the same identifier look the same.
    func isContentEqual(_ lhs: Element, _ rhs: Element) -> Bool
}

/// Identity by `Identifiable.id`, content by `==`.
@usableFromInline
struct IdentifiableIdentity<Element: Identifiable & Equatable>: DiffIdentity {
    @inlinable
    init() {}

    @inlinable
    func id(_ element: Element) -> Element.ID { element.id }

    @inlinable
    func isContentEqual(_ lhs: Element, _ rhs: Element) -> Bool { lhs == rhs }
}

/// Identity and content given by the caller's closures.
struct ClosureIdentity<Element, ID: Hashable>: DiffIdentity {
    let identifier: (Element) -> ID
    let contentEqual: (Element, Element) -> Bool

    init(identifier: @escaping (Element) -> ID, contentEqual: @escaping (Element, Element) -> Bool) {
        self.identifier = identifier
        self.contentEqual = contentEqual
    }

    func id(_ element: Element) -> ID { identifier(element) }

    func isContentEqual(_ lhs: Element, _ rhs: Element) -> Bool { contentEqual(lhs, rhs) }
}

/// Identity of a ``ListDiffer/Section`` by its model's `id`, content by its model's `==` (the items
/// are diffed on their own).
@usableFromInline
struct SectionModelIdentity<Model: Identifiable & Equatable, Item>: DiffIdentity {
    @inlinable
    init() {}

    @inlinable
    func id(_ element: ListDiffer.Section<Model, Item>) -> Model.ID { element.model.id }

    @inlinable
    func isContentEqual(_ lhs: ListDiffer.Section<Model, Item>, _ rhs: ListDiffer.Section<Model, Item>) -> Bool {
        lhs.model == rhs.model
    }
}

/// Identity of a ``ListDiffer/Section`` whose model is a plain `Hashable` value (a section enum, a
/// string): the value itself. Sections with the same identity are equal, so never reloaded.
struct SectionValueIdentity<Model: Hashable, Item>: DiffIdentity {
    init() {}

    func id(_ element: ListDiffer.Section<Model, Item>) -> Model { element.model }

    func isContentEqual(_ lhs: ListDiffer.Section<Model, Item>, _ rhs: ListDiffer.Section<Model, Item>) -> Bool {
        true
    }
}
