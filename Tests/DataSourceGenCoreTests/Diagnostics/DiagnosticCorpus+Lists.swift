/// List pickers, list screens and section controllers: the entity each lists and how.
extension DiagnosticCorpus {
    static let pickers = [
        #"""
        { "options": { "platforms": ["swiftui"] },
          "types": { "Blob": { "conformances": [] }, "Opaque": { "conformances": ["Identifiable"] } },
          "entities": {
            "Item": { "fields": { "id": "String", "blob": "Blob", "kind": "Model" }, "id": "id", "title": "id" },
            "Supplied": { "generate": false, "typeName": "Opaque", "fields": { "id": "String" }, "id": "id", "title": "id" } },
          "sections": { "Model": { "cases": { "a": "A" } } },
          "pickers": { "Unequal": { "entity": "Item", "mode": "uniqueID" }, "App": { "entity": "Supplied", "mode": "uniqueID" },
                       "Shadowed": { "entity": "Item", "mode": "sectioned", "sections": "Model" } } }
        """#,
        #"""
        { "options": { "platforms": ["fiori"] },
          "types": { "Blob": { "conformances": [] } },
          "sections": { "Cat": { "cases": { "a": "A" } }, "Other": { "cases": { "b": "B" } } },
          "entities": {
            "Item": { "fields": { "id": "Double", "name": "String", "cat": "Cat", "cat2": "Cat", "blob": "Blob" },
                      "id": "id", "title": "name" },
            "Plain": { "fields": { "name": "String" } },
            "Loose": { "fields": { "name": "String", "cat": "Cat" }, "title": "name" } },
          "pickers": {
            "LooseSections": { "entity": "Loose", "mode": "sectioned", "sections": "Cat" },
            "Unknown": { "entity": "Iten", "mode": "index" },
            "Neither": { "entity": "Item", "mode": "sectioned" },
            "NoEnum": { "entity": "Item", "mode": "sectioned", "sections": "Cats" },
            "WrongField": { "entity": "Item", "mode": "sectioned", "sections": "Cat", "sectionField": "name" },
            "NoField": { "entity": "Item", "mode": "sectioned", "sections": "Other" },
            "Several": { "entity": "Item", "mode": "sectioned", "sections": "Cat" },
            "Untitled": { "entity": "Plain", "mode": "uniqueID", "searchFields": ["name"] },
            "IndexAll": { "entity": "Item", "mode": "index", "selectAll": true, "groupBy": "name" },
            "Both": { "entity": "Item", "mode": "sectioned", "sections": "Cat", "sectionField": "cat", "groupBy": "name" },
            "FieldOnly": { "entity": "Item", "mode": "sectioned", "groupBy": "blob", "sectionField": "cat" } } }
        """#,
    ]

    static let listScreens = [
        #"""
        { "options": { "platforms": ["fiori"] },
          "types": { "Blob": { "conformances": [] }, "Opaque": { "conformances": ["Identifiable"] } },
          "sections": { "Item": { "cases": { "a": "A" } } },
          "entities": {
            "Row": { "fields": { "id": "String", "name": "String", "count": "Int", "blob": "Blob" }, "id": "id" },
            "Plain": { "fields": { "name": "String" } },
            "Supplied": { "generate": false, "typeName": "Opaque", "fields": { "id": "String" }, "id": "id" } },
          "lists": {
            "Huge": { "entity": "Row", "pageSize": 1e30 }, "App": { "entity": "Supplied" },
            "Paged": { "entity": "Row", "pageSize": 0, "debounce": -1, "searchFields": ["name"] },
            "Searched": { "entity": "Row", "search": true, "searchFields": ["count"], "sections": "Item" },
            "NoSections": { "entity": "Row", "sections": "Items" },
            "NoID": { "entity": "Plain" } } }
        """#,
        #"""
        { "options": { "platforms": ["swiftui"] },
          "entities": { "Row": { "fields": { "id": "String" }, "id": "id" } },
          "sections": { "ScreenView": { "cases": { "a": "A" } } },
          "lists": { "Shadowed": { "entity": "Row", "sections": "ScreenView" }, "C": { "entity": "Row" } } }
        """#,
    ]

    static let sectionControllers = [
        #"""
        { "options": { "platforms": ["iglistkit"] },
          "types": { "Blob": { "conformances": [] }, "Opaque": { "conformances": ["Identifiable"] } },
          "entities": {
            "Post": { "fields": { "id": "String", "tags": "[String]", "title": "String" }, "id": "id" },
            "Odd": { "fields": { "blob": "Blob" } },
            "Supplied": { "generate": false, "typeName": "Opaque", "fields": { "id": "String" }, "id": "id" } },
          "sectionControllers": {
            "App": { "entity": "Supplied", "size": { "height": 1 }, "cell": "String" },
            "Empty": { "entity": "Post", "size": { "height": 1 }, "cell": "String", "reuseIdentifier": "" },
            "Zero": { "entity": "Post", "items": 0, "size": { "height": -1 }, "cell": "String" },
            "Word": { "entity": "Post", "items": "two", "size": { "columns": 0, "height": 1 }, "cell": "String" },
            "Both": { "entity": "Post", "size": { "height": 1, "aspectRatio": 1 }, "cell": "String" },
            "Neither": { "entity": "Post", "size": {}, "cell": "String" },
            "NotArray": { "entity": "Post", "items": { "each": "title" }, "size": { "height": 1 }, "cell": "String" },
            "Odd": { "entity": "Odd", "size": { "height": 1 }, "cell": "String" },
            "NoCell": { "entity": "Post", "size": { "height": 1 } } } }
        """#,
        #"""
        { "options": { "platforms": ["swiftui"] },
          "types": { "CellView": {} },
          "entities": { "Model": { "fields": { "id": "String" }, "id": "id" } },
          "sectionControllers": { "Cards": { "entity": "Model", "size": { "height": 1 }, "cell": "CellView" } } }
        """#,
        #"""
        { "options": { "platforms": ["fiori-swiftui"] },
          "entities": { "Post": { "fields": { "id": "String" }, "id": "id" } },
          "sectionControllers": { "SectionsView": { "entity": "Post", "size": { "height": 1 }, "cell": "String" } } }
        """#,
        // No cell where two platforms dequeue one.
        #"""
        { "options": { "platforms": ["uikit", "iglistkit"] },
          "entities": { "Post": { "fields": { "id": "String" }, "id": "id" } },
          "sectionControllers": { "NoCell": { "entity": "Post", "size": { "height": 1 } } } }
        """#,
    ]
}
