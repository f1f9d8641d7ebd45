// The embed step, which `swift Scripts/embed-resources.swift` compiles and runs: see that file for
// what it writes. One job per file: JSON.swift reads and writes the schema's JSON, SchemaParts.swift
// merges the schema from its parts, Applicability.swift turns `x-appliesTo` into the schema's
// conditions and SchemaKeys' tables, EmbeddedResources.swift embeds the templates, the schema and
// the public names, and SchemaKeys*.swift write the schema's vocabulary as Swift.
let schema = try mergedSchema()
let schemaText = text(of: schema) + "\n"
try update("Schema/datasources.schema.json", schemaText)
try update("Sources/DataSourceGenCore/Rendering/EmbeddedResources.swift", embeddedResourcesSource(schema: schemaText))
try update("Sources/DataSourceGenCore/Definitions/SchemaKeys.swift", schemaKeysSource(schema))
