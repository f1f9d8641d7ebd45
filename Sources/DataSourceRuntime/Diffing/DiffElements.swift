/// Where the differ reads the elements of one list by position: a flat list's own storage, or the
/// items of a sectioned list's kept sections numbered one after another (``FlattenedSections``),
/// so that both are matched by the same code without copying a sectioned list's items.
@usableFromInline
protocol DiffElements {
    /// The values read.
    associatedtype Element

    /// How many elements there are; positions run from zero to this.
    var count: Int { get }

    /// The element at `position`. Matching reads positions it recorded earlier, in any order.
    subscript(_ position: Int) -> Element { get }

    /// Calls `body` with the elements at `positions` in order, in runs of contiguous storage, each
    /// with the position of its first element, until `body` returns false.
    func forEachRun(in positions: Range<Int>, _ body: (_ first: Int, _ run: UnsafeBufferPointer<Element>) -> Bool)
}

extension UnsafeBufferPointer: DiffElements {
    /// The whole range is one run.
    @inlinable
    func forEachRun(in positions: Range<Int>, _ body: (_ first: Int, _ run: UnsafeBufferPointer<Element>) -> Bool) {
        _ = body(positions.lowerBound, UnsafeBufferPointer(rebasing: self[positions]))
    }
}
