/// Forms: the model, what each row kind binds and takes, options, rules and conditions.
extension DiagnosticCorpus {
    static let forms = [
        #"""
        { "entities": {
            "Request": { "mutable": true, "fields": {
              "title": "String", "done": "Bool", "due": "Date", "hours": "Double", "distance": "Float", "rating": "Int",
              "duration": "TimeInterval", "choice": "Int", "tags": "[Int]", "level": "Level" } },
            "Frozen": { "fields": { "title": "String" } },
            "Model": { "mutable": true, "fields": { "title": "String" } } },
          "sections": { "Level": { "cases": { "low": "Low" } }, "Empty": { "cases": {} } },
          "forms": {
            "Unknown": { "model": "Requst", "sections": { "s": { "rows": { "title": { "kind": "textField" } } } } },
            "Constant": { "model": "Frozen", "sections": { "s": { "rows": { "title": { "kind": "textField" } } } } },
            "Shadow": { "model": "Model", "sections": { "s": { "rows": { "title": { "kind": "textField" } } } } },
            "Rows": { "model": "Request", "sections": { "s": { "visibleWhen": "level", "rows": {
              "title": { "kind": "textField", "step": 1, "visibleWhen": { "field": "title", "equals": 1 },
                         "rules": { "min": 1, "minLength": -1, "pattern": "(", "validator": "class" } },
              "note": { "kind": "note", "field": "title", "rules": { "minLength": 5, "maxLength": 2 } },
              "done": { "kind": "switch", "field": "title", "editableWhen": "nope" },
              "hours": { "kind": "stepper", "min": Infinity, "max": 1, "step": 0 },
              "stepped": { "kind": "stepper", "field": "hours", "min": 5, "max": 1 },
              "distance": { "kind": "slider", "rules": { "minLength": 1, "min": 5, "max": 2 } },
              "rating": { "kind": "rating", "rules": { "max": 2.5 } },
              "duration": { "kind": "durationPicker", "minuteInterval": 7 },
              "files": { "kind": "attachments", "field": "title", "maxItems": 0, "rules": { "required": true } },
              "more": { "kind": "attachments", "maxItems": 3, "rules": { "validator": "checkMore" } },
              "choice": { "kind": "valuePicker" },
              "tags": { "kind": "listPicker" },
              "picked": { "kind": "listPicker", "field": "tags", "options": ["A"], "picker": "Nope" },
              "segments": { "kind": "segmentedControl", "field": "choice", "options": [] },
              "twice": { "kind": "segmentedControl", "field": "choice", "options": ["A", "A"] },
              "level": { "kind": "valuePicker", "options": { "enum": "Empty" } },
              "scalar": { "kind": "valuePicker", "field": "choice", "options": 3 },
              "missing": { "kind": "textField" }, "ghost": { "kind": "textField", "field": "nothing" } } } } } } }
        """#,
        #"""
        { "entities": { "Order": { "mutable": true, "fields": {
            "size": { "type": "Int", "default": 0 }, "level": "Level", "count": "Int" } } },
          "sections": { "Level": { "cases": { "low": "Low", "high": "High" } } },
          "forms": {
            "A": { "model": "Order", "sections": { "s": { "rows": {
              "size": { "kind": "valuePicker", "options": ["S", "M"], "initial": "M" },
              "level": { "kind": "valuePicker", "options": { "enum": "Level" }, "initial": "hgh" },
              "count": { "kind": "segmentedControl", "options": ["One", "Two"], "initial": "Two" } } } } },
            "B": { "model": "Order", "sections": { "s": { "rows": {
              "count": { "kind": "segmentedControl", "options": ["One", "Two"], "initial": "One" } } } } } } }
        """#,
        // A section's editability where no row can be edited.
        #"""
        { "entities": { "Sheet": { "mutable": true, "fields": { "code": "String", "locked": "Bool" } } },
          "forms": { "F": { "model": "Sheet", "sections": { "s": { "editableWhen": "!locked", "rows": {
            "code": { "kind": "simpleProperty" }, "locked": { "kind": "switch", "editable": false },
            "files": { "kind": "attachments" } } } } } } }
        """#,
        #"""
        { "options": { "platforms": ["swiftui"] },
          "entities": { "FormModel": { "mutable": true, "fields": { "sections": "String" } } },
          "forms": { "F": { "model": "FormModel", "sections": { "s": { "rows": { "sections": { "kind": "title" } } } } },
                     "Choice": { "model": "FormModel", "sections": { "s": { "rows": { "sections": { "kind": "title" } } } } } } }
        """#,
        // A field named like the projection SwiftUI's text field binds for another.
        #"""
        { "options": { "platforms": ["swiftui"] },
          "entities": { "P": { "mutable": true, "fields": { "notes": "String?", "notesText": "String" } } },
          "forms": { "F": { "model": "P", "sections": { "s": { "rows": {
            "notes": { "kind": "textField" }, "notesText": { "kind": "textField" } } } } } } }
        """#,
        // Names a SwiftUI view would bind through a `Binding` that has a member of that name.
        #"""
        { "options": { "platforms": ["swiftui"] }, "types": { "Cell": {} },
          "entities": { "M": { "mutable": true, "fields": { "wrappedValue": "Bool" } } },
          "forms": { "F": { "model": "M", "sections": { "s": { "rows": { "wrappedValue": { "kind": "switch" } } } } } },
          "tables": { "T": { "flags": { "animation": false }, "sections": { "s": { "rows": {
            "a": { "kind": "basic", "cell": "Cell", "toggles": "animation" } } } } } } }
        """#,
        // `required` where the field always has a value.
        #"""
        { "entities": { "D": { "mutable": true, "fields": { "stage": "Stage" } } },
          "sections": { "Stage": { "cases": { "a": "A" } } },
          "forms": { "F": { "model": "D", "sections": { "s": { "rows": {
            "stage": { "kind": "valuePicker", "options": { "enum": "Stage" }, "rules": { "required": true } } } } } } } }
        """#,
        FormInitialChoiceTests.appModel,
        FormDerivedDefaultTests.refused,
        RefusalCoverageTests.emptyRanges,
        FormControlRuleTests.contradictions,
        FormValueLimitRuleTests.refusals,
        // A "has a value" condition on a field that always has one.
        #"""
        { "entities": { "M": { "mutable": true, "fields": { "name": "String", "count": "Double" } } },
          "forms": { "F": { "model": "M", "sections": { "s": { "rows": {
            "name": { "kind": "textField", "visibleWhen": "!count" } } } } } } }
        """#,
        // A condition's literal of another type than its field's, for each advice.
        #"""
        { "entities": { "M": { "mutable": true, "fields": {
            "name": "String", "i": "Int", "f": "Float", "d": "Double", "lvl": "Level", "when": "Date" } } },
          "sections": { "Level": { "cases": { "a": "A" } } },
          "forms": {
            "I": { "model": "M", "sections": { "s": { "rows": {
              "name": { "kind": "textField", "visibleWhen": { "field": "i", "equals": "x" } } } } } },
            "F": { "model": "M", "sections": { "s": { "rows": {
              "name": { "kind": "textField", "visibleWhen": { "field": "f", "equals": "x" } } } } } },
            "D": { "model": "M", "sections": { "s": { "rows": {
              "name": { "kind": "textField", "visibleWhen": { "field": "d", "equals": "x" } } } } } },
            "L": { "model": "M", "sections": { "s": { "rows": {
              "name": { "kind": "textField", "visibleWhen": { "field": "lvl", "equals": 1 } } } } } },
            "W": { "model": "M", "sections": { "s": { "rows": {
              "name": { "kind": "textField", "visibleWhen": { "field": "when", "equals": 1 } } } } } } } }
        """#,
        // A value rule on a row the user can never edit, for each reason.
        #"""
        { "entities": { "Sheet": { "mutable": true, "fields": { "code": "String", "name": "String" } } },
          "forms": { "F": { "model": "Sheet", "sections": { "s": { "rows": {
            "code": { "kind": "simpleProperty", "rules": { "required": true } },
            "name": { "kind": "textField", "editable": false, "rules": { "required": true } } } } } } } }
        """#,
        // Two rows on one field.
        #"""
        { "entities": { "Plan": { "mutable": true, "fields": { "zones": "[Int]" } } },
          "forms": { "F": { "model": "Plan", "sections": { "s": { "rows": {
            "zones": { "kind": "listPicker", "options": ["A"], "multiple": true },
            "zones2": { "kind": "listPicker", "field": "zones", "options": ["A"], "multiple": false } } } } } } }
        """#,
    ]
}
