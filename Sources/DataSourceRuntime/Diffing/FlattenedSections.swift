/// The items of the kept sections of one list, numbered one after another across sections: item
/// identifiers are unique across sections, so items are matched by these flat positions.
///
/// The items are not copied: each kept section's own array is shared, and a position is found in
/// it through the section it falls in. Copying every item into one array would double the memory
/// a diff needs for the lists and retain every item's references once more.
@usableFromInline
struct FlattenedSections<Item>: DiffElements {
    /// Which sections are kept and where their items fall.
    @usableFromInline var layout: FlattenedLayout
    /// The items of each kept section (the arrays the caller's sections hold, shared).
    @usableFromInline var sectionItems: [[Item]]

    /// Numbers the items of the sections whose entry in `kept` is not
    /// ``IdentityMatching/dropped``.
    ///
    /// - Precondition: Fewer than 2³¹ items in those sections.
    @inlinable
    init<Section>(_ sections: [Section], kept: [Int32], items itemsOf: (Section) -> [Item]) {
        var keptSections: [Int] = []
        var sectionStart: [Int] = []
        sectionItems = []
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
        let section = [Int32](unsafeUninitializedCapacity: total) { buffer, initialized in
            for kept in 0..<(starts.count &- 1) {
                let value = Int32(truncatingIfNeeded: kept)
                for position in starts[kept]..<starts[kept &+ 1] { buffer[position] = value }
            }
            initialized = total
        }
        layout = FlattenedLayout(keptSections: keptSections, section: section, sectionStart: sectionStart)
    }

    /// How many items the kept sections hold.
    @inlinable
    var count: Int { layout.section.count }

    /// The item at flat position `position`.
    @inlinable
    subscript(_ position: Int) -> Item {
        let kept = Int(layout.section[position])
        return sectionItems[kept][position &- layout.sectionStart[kept]]
    }

    /// One run per kept section that `positions` reaches.
    @inlinable
    func forEachRun(in positions: Range<Int>, _ body: (_ first: Int, _ run: UnsafeBufferPointer<Item>) -> Bool) {
        guard !positions.isEmpty else { return }
        var kept = Int(layout.section[positions.lowerBound])
        while kept < sectionItems.count && layout.sectionStart[kept] < positions.upperBound {
            let start = layout.sectionStart[kept]
            let lower = max(positions.lowerBound, start) &- start
            let upper = min(positions.upperBound, layout.sectionStart[kept &+ 1]) &- start
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
        let kept = Int(layout.section[position])
        return ListIndexPath(row: position &- layout.sectionStart[kept], section: layout.keptSections[kept])
    }
}

/// The section structure of a ``FlattenedSections``, without its items: all that staging reads, so
/// that staging is not generic and is compiled once, in this module (no benchmark gains from
/// inlining it into the caller's).
@usableFromInline
struct FlattenedLayout {
    /// The input index of each kept section, in order; a kept section's position here is its
    /// section index once dropped sections are left out.
    @usableFromInline let keptSections: [Int]
    /// For each item, its kept section.
    @usableFromInline let section: [Int32]
    /// Where each kept section's items start, plus the total at the end.
    @usableFromInline let sectionStart: [Int]

    @usableFromInline
    init(keptSections: [Int], section: [Int32], sectionStart: [Int]) {
        self.keptSections = keptSections
        self.section = section
        self.sectionStart = sectionStart
    }

    /// How many items the kept sections hold.
    var count: Int { section.count }
}
