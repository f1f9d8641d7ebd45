// API stub of SAP's SAPFiori framework (the list picker part), for type-checking the repository's
// `#if canImport(SAPFiori)` code on Linux (Scripts/typecheck-platforms.sh). Declarations only,
// with the signatures of SAP's reference documentation (help.sap.com, SAPFiori › Protocols and
// Classes); bodies are never run. Like the SDK, the list picker protocols are `@objc` and not
// main-actor isolated, and every FUIListPickerDataSource method is an `@objc optional` one:
// which of them a data source must implement depends on its mode (seed 000), and the compiler
// cannot tell, which is why the runtime's Fiori adapters state their mode's methods as
// requirements of their own.
@_exported import UIKit
