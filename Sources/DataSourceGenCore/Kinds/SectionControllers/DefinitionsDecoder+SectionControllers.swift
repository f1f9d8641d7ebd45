/// Decoding of `sectionControllers`: the item-count and item-size rules of seed 001.
extension DefinitionsDecoder {
    func decodeSectionController(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        SectionControllerDefinition?, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.SectionController>(node, path: path)
        let entity = reader.string(.entity)
        let items = reader.node(.items).flatMap { decodeItemCount($0, path: reader.childPath(.items), into: &reader) }
        let size = reader.withObject(.size, as: SchemaKeys.ItemSize.self) { decodeItemSize(&$0) } ?? nil
        let cell = reader.string(.cell)
        let reuseIdentifier = reader.string(.reuseIdentifier)
        if let reuse = reuseIdentifier, reuse.value.isEmpty {
            reader.report(
                .error(
                    at: reuse.location,
                    "`\(reader.childPath(.reuseIdentifier))` is empty; remove it to use the cell type's name (the controller's without a cell), or give a non-empty identifier"
                ))
        }
        guard let entity else { return (nil, reader.finish()) }
        let controller = SectionControllerDefinition(
            name: name, entity: entity, items: items, size: size, cell: cell, reuseIdentifier: reuseIdentifier)
        return (controller, reader.finish())
    }

    /// `items`: a whole number of cells per object, or `{ "each": "<array field>" }`.
    private func decodeItemCount(
        _ node: JSONNode, path: String, into reader: inout JSONObjectReader<SchemaKeys.SectionController>
    ) -> Located<SectionControllerDefinition.ItemCount>? {
        switch node.value {
        case .number(let number):
            let counts = SchemaKeys.SectionController.Bounds.items
            guard let count = number.intValue, counts.contains(count) else {
                reader.report(
                    .error(
                        at: node.location,
                        "`\(path)` must be a whole number of cells per object, \(counts.phrase), found \(number.literal)"
                    ))
                return nil
            }
            return Located(.fixed(count), at: node.location)
        case .object:
            var object = JSONObjectReader<SchemaKeys.ItemCount>(node, path: path)
            let field = object.string(.each)
            reader.report(contentsOf: object.finish())
            return field.map { Located(.each(field: $0), at: node.location) }
        default:
            reader.report(
                JSONReading.typeMismatch(
                    at: path, expected: "a number of cells per object, or {\"each\": \"<array field>\"}", found: node))
            return nil
        }
    }

    /// `size`: `{height}` (full width), `{columns, height}` (grid) or `{columns, aspectRatio}`.
    private func decodeItemSize(_ reader: inout JSONObjectReader<SchemaKeys.ItemSize>) -> Located<
        SectionControllerDefinition.ItemSize
    >? {
        let height = reader.double(.height)
        let columns = reader.int(.columns)
        let ratio = reader.double(.aspectRatio)
        let location = reader.node.location
        let sizes = [
            (height, SchemaKeys.ItemSize.height, SchemaKeys.ItemSize.Bounds.height),
            (ratio, SchemaKeys.ItemSize.aspectRatio, SchemaKeys.ItemSize.Bounds.aspectRatio),
        ]
        for case (let value?, let key, let bounds) in sizes where !bounds.contains(value.value) || !value.value.isFinite
        {
            reader.report(
                .error(
                    at: value.location, "`\(reader.childPath(key))` \(bounds.requirement), found \(value.value)"))
            return nil
        }
        let columnCounts = SchemaKeys.ItemSize.Bounds.columns
        if let columns, !columnCounts.contains(columns.value) {
            reader.report(
                .error(
                    at: columns.location,
                    "`\(reader.childPath(.columns))` \(columnCounts.requirement), found \(columns.value)")
            )
            return nil
        }
        switch (height, ratio) {
        case (let height?, nil):
            let count = columns?.value ?? 1
            return Located(
                count == 1 ? .fullWidth(height: height.value) : .grid(columns: count, height: height.value),
                at: location)
        case (nil, let ratio?):
            return Located(.gridAspectRatio(columns: columns?.value ?? 1, aspectRatio: ratio.value), at: location)
        case (_?, let ratio?):
            reader.report(
                .error(at: ratio.location, "`\(reader.path)` gives both `height` and `aspectRatio`; keep one of them"))
            return nil
        case (nil, nil):
            reader.report(
                .error(
                    at: location,
                    "`\(reader.path)` needs `height` (full width, or a grid with `columns`) or `columns` with `aspectRatio`"
                ))
            return nil
        }
    }
}
