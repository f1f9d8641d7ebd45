/// An attachments row that binds no field: its attachments live in the control alone, so nothing
/// in the model can be checked, and an option or rule that constrains them is refused with the
/// fix (bind an array field), rather than reaching one platform's control and no other.
extension ValidationContext {
    mutating func checkUnboundAttachments(_ row: ResolvedFormRow, model: ResolvedEntity, path: String) {
        let definition = row.definition
        // A `field` that names nothing is reported where it is resolved.
        guard definition.kind.value == .attachments, row.field == nil, definition.field == nil else { return }
        let name = definition.name.value
        let entity = model.definition.name.value
        let fix =
            "add the field to `entities.\(entity).fields` (for example \(JSONScanner.quoted(name)): "
            + "{ \"type\": \"[URL]\", \"default\": [] }), or name an array field with \"field\""
        if let items = definition.maxItems {
            error(
                items.location,
                "`\(path).maxItems` limits attachments that no field of `\(entity)` holds (the row binds no `\(name)`), so no platform can check it; \(fix)"
            )
        }
        if let rules = definition.rules,
            let location = rules.required?.location ?? rules.validator?.location ?? rules.message?.location
        {
            error(location, "`\(path).rules` checks the row's field, and this attachments row binds none; \(fix)")
        }
    }
}
