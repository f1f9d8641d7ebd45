/// Decoding of `lists`: seed 004's list screens.
extension DefinitionsDecoder {
    func decodeListScreen(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        ListScreenDefinition?, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.ListScreen>(node, path: path)
        let entity = reader.string(.entity)
        var list = entity.map { ListScreenDefinition(name: name, entity: $0) }
        // Every key is read even when the list is dropped, so all its problems are reported.
        let sections = reader.string(.sections)
        let pageSize = reader.int(.pageSize)
        let pageSizes = SchemaKeys.ListScreen.Bounds.pageSize
        if let pageSize, !pageSizes.contains(pageSize.value) {
            reader.report(
                .error(
                    at: pageSize.location,
                    "`\(reader.childPath(.pageSize))` \(pageSizes.requirement) items, found \(pageSize.value)"))
        }
        let search = reader.bool(.search)
        let searchFields = reader.stringArray(.searchFields)?.value ?? []
        let debounce = reader.int(.debounce)
        let debounces = SchemaKeys.ListScreen.Bounds.debounce
        if let debounce, !debounces.contains(debounce.value) {
            reader.report(
                .error(
                    at: debounce.location,
                    "`\(reader.childPath(.debounce))` \(debounces.requirement) milliseconds, found \(debounce.value)"))
        }
        let emptyText = reader.string(.emptyText)
        list?.sections = sections
        list?.pageSize = pageSize
        list?.search = search
        list?.searchFields = searchFields
        list?.debounceMilliseconds = debounce
        list?.emptyText = emptyText
        return (list, reader.finish())
    }
}
