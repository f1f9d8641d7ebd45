/// The items of the kept sections of one list, one after another, with the section each belongs
/// to; item identifiers are unique across sections, so they are matched in this flat form.
@usableFromInline
struct FlattenedSections<Item> {
    /// The input index of each kept section, in order; a kept section's position here is its
    /// section index once dropped sections are left out.
    @usableFromInline var keptSections: [Int]
    /// Every item of the kept sections, section by section.
    @usableFromInline var items: [Item]
    /// For each item, its kept section.
    @usableFromInline var section: [Int32]
    /// Where each kept section's items start in ``items``, plus the total at the end.
    @usableFromInline var sectionStart: [Int]

    /// Flattens the sections whose entry in `kept` is not ``IdentityMatching/dropped``.
    @inlinable
    init<Section>(_ sections: [Section], kept: [Int32], items itemsOf: (Section) -> [Item]) {
        keptSections = []
        items = []
        section = []
        sectionStart = []
        for (input, match) in kept.enumerated() where match != IdentityMatching.dropped {
            let sectionItems = itemsOf(sections[input])
            sectionStart.append(items.count)
            section.append(contentsOf: repeatElement(Int32(truncatingIfNeeded: keptSections.count), count: sectionItems.count))
            items.append(contentsOf: sectionItems)
            keptSections.append(input)
        }
        sectionStart.append(items.count)
    }

    /// The section and row, in the input, of the flattened item at `position`.
    @inlinable
    func inputIndexPath(ofItem position: Int) -> ListIndexPath {
        let kept = Int(section[position])
        return ListIndexPath(row: position &- sectionStart[kept], section: keptSections[kept])
    }

    /// Each item's row once the items marked ``IdentityMatching/dropped`` in `matches` are left out.
    @inlinable
    func rows(skippingDroppedIn matches: [Int32]) -> [Int32] {
        var rows = [Int32](repeating: 0, count: items.count)
        for kept in 0..<keptSections.count {
            var row: Int32 = 0
            for position in sectionStart[kept]..<sectionStart[kept &+ 1] where matches[position] != IdentityMatching.dropped {
                rows[position] = row
                row &+= 1
            }
        }
        return rows
    }
}
