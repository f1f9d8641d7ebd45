/// The items of the kept sections of one list, numbered one after another across sections: item
/// identifiers are unique across sections, so items are matched by these flat positions.
///
/// The items are not copied: each kept section's own array is shared, and a position is found in
/// it through the section it falls in. Copying every item into one array would double the memory
/// a diff needs for the lists and retain every item's references once more.
@usableFromInline
struct FlattenedSections<Item>: DiffElements {
    /// The input index of each kept section, in order; a kept section's position here is its
    /// section index once dropped sections are left out.
    @usableFromInline var keptSections: [Int]
    /// The items of each kept section (the arrays the caller's sections hold, shared).
    @usableFromInline var sectionItems: [[Item]]
    /// For each item, its kept section.
    @usableFromInline var section: [Int32]
    /// Where each kept section's items start, plus the total at the end.
    @usableFromInline var sectionStart: [Int]

    /// Numbers the items of the sections whose entry in `kept` is not
    /// ``IdentityMatching/dropped``.
    ///
    /// - Precondition: Fewer than 2³¹ items in those sections.
    @inlinable
    init<Section>(_ sections: [Section], kept: [Int32], items itemsOf: (Section) -> [Item]) {
        keptSections = []
        sectionItems = []
        sectionStart = []
        var total = 0
        for (input, match) in kept.enumerated() where match != IdentityMatching.dropped {
            let items = itemsOf(sections[input])
            sectionStart.append(total)
            total &+= items.count
            sectionItems.append(items)
            keptSections.append(input)
        }
        sectionStart.append(total)
        precondition(fitsPositions(total), "ListDiffer takes lists of fewer than 2³¹ items")
        let starts = sectionStart
        section = [Int32](unsafeUninitializedCapacity: total) { buffer, initialized in
            for kept in 0..<(starts.count &- 1) {
                let value = Int32(truncatingIfNeeded: kept)
                for position in starts[kept]..<starts[kept &+ 1] { buffer[position] = value }
            }
            initialized = total
        }
    }

    /// How many items the kept sections hold.
    @inlinable
    var count: Int { section.count }

    /// The item at flat position `position`.
    @inlinable
    subscript(_ position: Int) -> Item {
        let kept = Int(section[position])
        return sectionItems[kept][position &- sectionStart[kept]]
    }

    /// One run per kept section that `positions` reaches.
    @inlinable
    func forEachRun(in positions: Range<Int>, _ body: (_ first: Int, _ run: UnsafeBufferPointer<Item>) -> Bool) {
        guard !positions.isEmpty else { return }
        var kept = Int(section[positions.lowerBound])
        while kept < sectionItems.count && sectionStart[kept] < positions.upperBound {
            let start = sectionStart[kept]
            let lower = max(positions.lowerBound, start) &- start
            let upper = min(positions.upperBound, sectionStart[kept &+ 1]) &- start
            if lower < upper {
                let going = sectionItems[kept].withUnsafeBufferPointer { items in
                    body(start &+ lower, UnsafeBufferPointer(rebasing: items[lower..<upper]))
                }
                guard going else { return }
            }
            kept &+= 1
        }
    }

    /// The section and row, in the input, of the item at flat position `position`.
    @inlinable
    func inputIndexPath(ofItem position: Int) -> ListIndexPath {
        let kept = Int(section[position])
        return ListIndexPath(row: position &- sectionStart[kept], section: keptSections[kept])
    }
}
