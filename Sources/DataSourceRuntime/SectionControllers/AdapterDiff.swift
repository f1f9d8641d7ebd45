// How a SectionAdapter's sections are handed to the sectioned ListDiffer.

/// A section as the sectioned ``ListDiffer`` sees it: identified by its object and generation,
/// compared by version, with the controller's keys as items when it answers keys and no items
/// otherwise. Sections matched across the update have the same generation, hence the same kind of
/// controller and, when it only knows its count, the same count, so the rows carried by a move
/// or replaced by a reload always add up.
struct AdapterDiffSection<ID: Hashable> {
    struct Identity: Hashable {
        var object: ID
        var generation: Int
    }

    var id: Identity
    var version: Int
    var items: [AdapterDiffItem<ID>]

    init<Object: Identifiable, Cell>(_ section: AdapterSection<Object, Cell>) where Object.ID == ID {
        let id = Identity(object: section.object.id, generation: section.generation)
        self.id = id
        version = section.version
        items = (section.itemKeys ?? []).map {
            AdapterDiffItem(id: .init(section: id, item: $0.identity), revision: $0.revision)
        }
    }
}

/// An item as the sectioned ``ListDiffer`` sees it. Item identities are unique only within their
/// section, and the diff wants them unique across the list, so the section's identity is part of
/// the item's (items never move between controllers).
struct AdapterDiffItem<ID: Hashable> {
    struct Identity: Hashable {
        var section: AdapterDiffSection<ID>.Identity
        var item: Int
    }

    var id: Identity
    var revision: Int
}

extension ListUpdate {
    /// What the host has to do to go from the `old` sections to the `new` ones, staged for `rules`.
    ///
    /// Identifiers are unique on both sides, so the diff cannot refuse; were it to, the answer is
    /// a full reload, which is always valid.
    static func between<Object: Identifiable & Equatable, Cell>(
        _ old: [AdapterSection<Object, Cell>], _ new: [AdapterSection<Object, Cell>], threshold: ReloadThreshold,
        rules: ListViewRules
    ) -> ListUpdate {
        let oldSections = old.map { AdapterDiffSection($0) }
        let newSections = new.map { AdapterDiffSection($0) }
        do {
            return try ListDiffer(
                fromSections: oldSections, toSections: newSections,
                items: \.items, sectionID: \.id, isSectionContentEqual: { $0.version == $1.version },
                itemID: \.id, isItemContentEqual: { $0.revision == $1.revision },
                duplicates: .keepFirst, reloadThreshold: threshold, stagedFor: rules
            ).update
        } catch {
            return .reloadData
        }
    }
}
