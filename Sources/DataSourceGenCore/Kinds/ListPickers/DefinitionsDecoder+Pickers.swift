/// Decoding of `pickers`: seed 000's list pickers, with the shape of every value checked here and
/// the references left to resolution.
extension DefinitionsDecoder {
    func decodePicker(_ name: Located<String>, _ node: JSONNode, _ path: String) -> (
        ListPickerDefinition?, [Diagnostic]
    ) {
        var reader = JSONObjectReader<SchemaKeys.Picker>(node, path: path)
        let entity = reader.string(.entity)
        let mode = reader.string(.mode).flatMap {
            enumValue($0, ListPickerDefinition.Mode.self, key: reader.childPath(.mode), into: &reader)
        }
        var picker = entity.flatMap { entity in mode.map { ListPickerDefinition(name: name, entity: entity, mode: $0) }
        }
        // Every key is read even when the picker is dropped, so all its problems are reported.
        let sections = reader.string(.sections)
        let sectionField = reader.string(.sectionField)
        let groupBy = reader.string(.groupBy)
        let searchEnabled = reader.bool(.search)
        let searchFields = reader.stringArray(.searchFields)?.value ?? []
        let selection = reader.string(.selection).flatMap {
            enumValue($0, ListPickerDefinition.Selection.self, key: reader.childPath(.selection), into: &reader)
        }
        let allowsEmptySelection = reader.bool(.allowsEmptySelection)
        let selectAll = reader.bool(.selectAll)
        picker?.sections = sections
        picker?.sectionField = sectionField
        picker?.groupBy = groupBy
        picker?.searchEnabled = searchEnabled
        picker?.searchFields = searchFields
        picker?.selection = selection
        picker?.allowsEmptySelection = allowsEmptySelection
        picker?.selectAll = selectAll
        // Without an entity or a mode (already reported) the picker cannot be checked further,
        // so it is dropped rather than producing follow-on errors.
        return (picker, reader.finish())
    }
}
