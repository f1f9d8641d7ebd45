/// The commented starter file `datasource-gen init` writes.
///
/// It is a working example of every construct (a test generates from it), written as JSON5 so
/// that the comments can teach the format in place.
package enum StarterDefinitions {
    /// The file's text.
    package static let text = #"""
        // DataSourceGen definitions (JSON5: comments and trailing commas are fine; plain JSON works too).
        // Generate Swift with `datasource-gen generate <this file> --output <dir>`, or add the
        // DataSourceGen build plugin to the target that holds this file. Schema: `datasource-gen schema`.
        {
          "options": {
            "accessLevel": "internal", // or "public"
            "imports": [],             // modules to import besides DataSourceRuntime
          },

          // Field types are standard types (String, Int, Double, Bool, Date, UUID, URL, …, and
          // optionals, arrays, sets and dictionaries of them), the entities and section enums below,
          // or types the app supplies, declared here with what they conform to:
          // "types": { "Money": { "conformances": ["Hashable", "Sendable", "Codable"], "module": "Shop" } },

          // Entities are the item types lists show. Keys keep their order in the generated code.
          "entities": {
            "Fruit": {
              "fields": { "code": "String", "name": "String", "season": "Season", "price": "Double" },
              "id": "code",           // the unique identifier (Hashable); needed by uniqueID and sectioned pickers
              "title": "name",        // row title and selection text
              "subtitle": "code",     // row subtitle (optional)
              "search": ["name"],     // fields a search looks at by default
              // "mutable": true,     // `var` fields instead of `let`, to edit items in place
              // "generate": false,   // use the app's own `Fruit` type instead of generating one
            },
          },

          // Section enums: cases in display order, each with its header title (null for none).
          "sections": {
            "Season": { "cases": { "spring": "Spring", "summer": "Summer", "autumn": "Autumn", "winter": "Winter" } },
          },

          // List pickers in the three FUIListPickerDataSource modes: "index", "uniqueID", "sectioned".
          // Only unique-identifier data sources can be sectioned.
          "pickers": {
            "FruitPicker": {
              "entity": "Fruit",
              "mode": "sectioned",
              "sections": "Season",   // or "groupBy": "<field>" for sections in order of first appearance
              "search": true,
              "selection": "multiple",
              "allowsEmptySelection": true,
              "selectAll": true,
            },
            "SimpleFruitPicker": { "entity": "Fruit", "mode": "index" },
          },
        }

        """#
}
