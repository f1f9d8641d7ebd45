/// Table screens: the shape of sections, rows, options and conditions, and the rules of rows.
extension DiagnosticCorpus {
    static let tables = [
        // Shapes of sections, rows, heights, options and conditions, and retired keys.
        #"""
        { "types": { "Cell": {} }, "tables": {
            "NoSections": { "sections": {} },
            "Shapes": { "flags": { "on": 1, "off": false }, "sections": {
              "empty": { "rows": {} },
              "plain": { "editableWhen": "off", "rows": { "p": { "kind": "basic", "cell": "Cell" } } },
              "hidden": { "visibleWhen": "!", "rows": {
                "a": { "kind": "basic", "cell": "Cell", "reuseIdentifier": "", "height": 0, "hidden": "off" },
                "b": { "kind": "basic", "cell": "Cell", "height": "tall", "editableWhen": "off", "visibleWhen": 1 },
                "c": { "kind": "basic", "cell": "Cell", "visibleWhen": { "field": "off", "equals": [] } },
                "d": { "kind": "radio", "cell": "Cell", "options": [1] },
                "e": { "kind": "radio", "cell": "Cell", "options": { "enum": "E", "items": "Cell" } },
                "f": { "kind": "radio", "cell": "Cell", "options": {} },
                "g": { "kind": "radio", "cell": "Cell", "options": 2 },
                "h": { "kind": "radio", "cell": "Cell", "options": { "enum": "Missing" } } } } } } } }
        """#,
        // References: initial options, flags and conditions.
        #"""
        { "types": { "Cell": {}, "Store": { "conformances": ["Identifiable", "Hashable", "Sendable"] } },
          "tables": { "References": { "flags": { "on": false }, "sections": { "s": {
            "visibleWhen": "nope", "rows": {
              "store": { "kind": "radio", "cell": "Cell", "options": { "items": "Store" }, "initial": "x" },
              "plain": { "kind": "basic", "cell": "Cell", "initial": "x" },
              "titles": { "kind": "radio", "cell": "Cell", "options": ["One", "Two"], "initial": "Tree" },
              "flagged": { "kind": "basic", "cell": "Cell", "visibleWhen": { "field": "on", "equals": 1 } } } } } } } }
        """#,
        // Row rules.
        #"""
        { "types": { "Cell": {}, "Other": {}, "Row": {}, "Plain": {} },
          "entities": { "Note": { "fields": { "text": "String" } } },
          "sections": { "Empty": { "cases": {} } },
          "tables": { "Rows": { "flags": { "storeOptions": false }, "sections": { "s": { "rows": {
            "first": { "kind": "basic", "cell": "Cell", "reuseIdentifier": "shared" },
            "second": { "kind": "basic", "cell": "Other", "reuseIdentifier": "shared" },
            "noCell": { "kind": "basic" },
            "number": { "kind": "basic", "cell": "Int" },
            "list": { "kind": "array", "cell": "Cell" },
            "choice": { "kind": "radio", "cell": "Cell" }, "folded": { "kind": "accordion", "cell": "Cell" },
            "extra": { "kind": "basic", "cell": "Cell", "items": "Note", "options": ["A"] },
            "about": { "kind": "static", "cell": "Cell", "reuseIdentifier": "about" },
            "none": { "kind": "radio", "cell": "Cell", "options": [] },
            "twice": { "kind": "radio", "cell": "Cell", "options": ["A", "A"] },
            "noCases": { "kind": "radio", "cell": "Cell", "options": { "enum": "Empty" } },
            "fold": { "kind": "accordion", "cell": "Cell", "options": { "items": "Plain" } },
            "notes": { "kind": "array", "cell": "Cell", "items": "Note" },
            "store": { "kind": "radio", "cell": "Cell", "options": { "items": "Note" } },
            "shadow": { "kind": "basic", "cell": "Row" },
            "hashValue": { "kind": "basic", "cell": "Cell" } } } } } } }
        """#,
        // With `uikit`: a row without a cell, a flag in a table without flags, and elements a row
        // cannot carry (an entity with a field that is not Hashable, a type that is not Identifiable).
        #"""
        { "options": { "platforms": ["uikit"] }, "types": { "Cell": {}, "Blob": { "conformances": [] } },
          "entities": { "Blobby": { "fields": { "id": "String", "b": "Blob" }, "id": "id" } },
          "tables": { "T": { "sections": { "s": { "visibleWhen": "nope", "rows": {
            "bare": { "kind": "basic" }, "blobs": { "kind": "array", "cell": "Cell", "items": "Blobby" },
            "numbers": { "kind": "array", "cell": "Cell", "items": "Int" } } } } } } }
        """#,
        // Two rows whose handler methods would share a name: uppercasing `ß` gives `SS`.
        #"""
        { "types": { "Cell": {} }, "tables": { "Handlers": { "sections": { "s": { "rows": {
            "ßx": { "kind": "basic", "cell": "Cell" }, "sSx": { "kind": "basic", "cell": "Cell" } } } } } } }
        """#,
        // SwiftUI: a table named like a type nested in it, a cell named like the view's rows, and
        // a switch on a row that is not basic.
        #"""
        { "options": { "platforms": ["swiftui"] }, "types": { "Cell": {}, "RowView": {} }, "tables": {
            "Model": { "flags": { "on": true }, "sections": { "s": { "rows": {
              "shadowed": { "kind": "basic", "cell": "RowView", "toggles": "on" },
              "radio": { "kind": "radio", "cell": "Cell", "options": ["A"], "toggles": "on" } } } } } } }
        """#,
    ]
}
