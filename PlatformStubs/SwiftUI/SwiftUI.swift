// API stub of Apple's SwiftUI, for type-checking the `#if canImport(SwiftUI)` views generated
// code may contain, on Linux (Scripts/typecheck-platforms.sh). Declarations only, written from
// Apple's documentation (developer.apple.com/documentation/swiftui) with its generic shapes,
// `@ViewBuilder` parameters, isolation and Sendable conformances; bodies are never run. Only what
// generated views use is declared: a missing member is a reason to add it here.
//
// Like the SDK, it re-exports Foundation and Observation (`@Observable`, `Observable`), and the
// `Transferable` protocol of CoreTransferable. Its API is that of the Xcode 26 SDK (iOS 26): the
// documentation's Xcode 27 `ContentBuilder` and `State` macro are not stubbed. As documented,
// the View protocol is `@MainActor` and the built-in views are `nonisolated` structs whose
// initializers run anywhere; Button actions are `@MainActor`; `Binding(get:set:)` takes
// `@isolated(any) @Sendable` closures, which must say `@MainActor in` to read main-actor state
// (`$model.field` needs no closure); `refreshable`'s action is a `@Sendable` async closure.
//
// Differences from the documented API, and why:
// - Modifiers return `some View` whose underlying type is a `ModifiedContent` (the `modified`
//   helper): a stub body of `fatalError()` would make it `Never`, and every line after a
//   modified view unreachable. Callers only see `some View`, as with the SDK.
// - `task(priority:_:)` has `@_inheritActorContext`, which the documentation does not show (it
//   hides underscored attributes): it is what runs the task's body on the view's main actor.
// - Linux's Foundation does not make Date, UUID, Data and Locale ReferenceConvertible, so
//   LocalizedStringKey's interpolation takes them by name.
// - Transferable has no requirements here (no TransferRepresentation), so any type conforms;
//   generated code only loads Data through it.
// - `#Preview` (Previews.swift) is expanded by a stand-in plugin, PlatformStubs/PreviewMacroStandIn,
//   since Xcode's previews plugin does not ship with the Linux toolchain.
@_exported import Foundation
@_exported import Observation
