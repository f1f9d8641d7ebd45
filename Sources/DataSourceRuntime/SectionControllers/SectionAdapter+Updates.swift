extension SectionAdapter {
    /// Shows `newObjects`: reuses or makes their controllers, updates the changed ones, and
    /// applies the difference to `host` as batch updates that UIKit accepts.
    ///
    /// In order: repeated identifiers are handled by the `duplicates` policy given at creation
    /// (under `.reject` the call throws before anything else happens); the host is told to
    /// ``ListUpdateHost/prepareForUpdates()``; each object, in list order, gets the controller its identity already has (even if it
    /// moved) or a new one from the factory, and ``SectionController/didUpdate(to:)`` when it
    /// is new or no longer `==` to its previous object; item counts and keys are read; the
    /// sections are diffed and the result applied. Controllers whose identity left are released.
    ///
    /// Sections whose controller only knows its count are reloaded as a whole when the object
    /// changed, replaced (deleted and inserted) when the count changed, and moved or left alone
    /// otherwise. Sections whose controllers answer `itemKeys()` (``BindingSectionController``) get
    /// single-item inserts, deletes, moves and reloads, so only changed cells are fetched.
    ///
    /// A batch the host refuses is a wiring mistake (the view was changed behind the adapter's
    /// back, or serves other counts): the host is reloaded from the adapter, so both agree again,
    /// and the host's explanation is reported as a ``RuntimeMisuse``.
    ///
    /// - Returns: what was applied to the host (empty batches when nothing changed), and the
    ///   positions, in `newObjects`, of the objects dropped as repeated identifiers under
    ///   ``DuplicateIdentifierPolicy/keepFirst``, ascending.
    /// - Throws: the repeated identifier under ``DuplicateIdentifierPolicy/reject``; nothing
    ///   changed: no controller was made or updated, and the host was not touched.
    @discardableResult
    public func performUpdates<Host: ListUpdateHost>(
        to newObjects: [Object], on host: inout Host
    ) throws(DuplicateIdentifierPolicy.Rejection) -> (update: ListUpdate, droppedDuplicatePositions: [Int])
    where Host.Cell == Cell {
        let newMap = try UniqueIdentifierIndexMap(identifiers: newObjects.map { $0.id }, duplicates: duplicates)
        host.prepareForUpdates()
        let newSections = newObjects.removing(positions: newMap.droppedPositions).map(updatedSection(for:))
        let update = ListUpdate.between(sections, newSections, threshold: reloadThreshold, rules: rules)
        sections = newSections
        sectionMap = newMap
        apply(update, to: &host)
        return (update, newMap.droppedPositions)
    }

    /// The section for `object` after its controller was found or made and updated.
    private func updatedSection(for object: Object) -> AdapterSection<Object, Cell> {
        guard let oldIndex = sectionMap.index(of: object.id) else {
            let controller = makeController(object)
            controller.didUpdate(to: object)
            return AdapterSection(object: object, controller: controller)
        }
        let old = sections[oldIndex]
        let changed = old.object != object
        if changed { old.controller.didUpdate(to: object) }
        var section = AdapterSection(object: object, controller: old.controller)
        section.version = old.version
        section.generation = old.generation
        switch (old.itemKeys != nil, section.itemKeys != nil) {
        case (true, true):
            break  // the items say what changed
        case (false, false) where old.itemCount == section.itemCount:
            if changed { section.version &+= 1 }
        default:
            section.generation &+= 1
        }
        return section
    }

    private func apply<Host: ListUpdateHost>(_ update: ListUpdate, to host: inout Host) where Host.Cell == Cell {
        switch update {
        case .reloadData:
            host.reloadData(from: self)
        case .batches(let batches):
            for batch in batches {
                do {
                    try host.performBatchUpdates(batch, dataSource: self)
                } catch {
                    host.reloadData(from: self)
                    RuntimeMisuse.report(SectionControllerMisuse.refusedUpdate(error))
                    return
                }
            }
        }
    }
}
