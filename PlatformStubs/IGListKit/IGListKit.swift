// API stub of Instagram's IGListKit (and the IGListSwiftKit refinements), for type-checking the
// repository's `#if canImport(IGListKit)` code on Linux (Scripts/typecheck-platforms.sh).
// Declarations only, with the Swift names and isolation its headers give (NS_SWIFT_NAME,
// NS_SWIFT_UI_ACTOR); bodies are never run. Only the API this repository uses or generates for
// is declared; PublicSwiftNames.txt lists every public Swift name of the framework, for the
// name-collision check.
//
// Its protocols are plain Swift protocols refining Foundation's NSObjectProtocol, as the headers
// declare them (`<NSObject>`): Foundation's NSObjectProtocol is not `@objc` on Linux, and none of
// these protocols has an optional method that would need `@objc`.
@_exported import UIKit
