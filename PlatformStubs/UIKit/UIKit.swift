// API stub of UIKit, for type-checking the repository's `#if canImport(UIKit)` code on Linux
// (Scripts/typecheck-platforms.sh). Declarations only, with the SDK's Swift signatures and
// isolation; bodies are never run. Only what this repository uses, or generated code may use,
// is declared: a missing member is a reason to add it here, copied from the SDK's interface.
//
// Differences from the SDK that cannot be helped on Linux:
// - Objective-C protocols do not refine NSObjectProtocol (Foundation's is not `@objc` here), so
//   a conformer that is not an NSObject would pass; every conformer in this repository is one.
// - Classes are `@objc` so they can appear in `@objc` signatures; their members are not, so
//   `#selector` checks only work on the repository's own `@objc` methods.
// - UIScrollView has no `delegate`: Swift cannot narrow its type in UITableView and
//   UICollectionView as the SDK does, so only theirs are declared.
@_exported import ObjectiveC
