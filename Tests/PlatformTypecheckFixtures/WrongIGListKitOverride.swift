// swift-format-ignore-file
// (Not formatted: the expected-error markers must stay on the lines the compiler reports.)
// Planted errors for Scripts/typecheck-platforms.sh (see MisspelledFioriMethods.swift): an
// IGListKit override with the Objective-C name instead of the Swift one, and UIKit touched off
// the main actor, which Swift 6 refuses.
import DataSourceRuntime
import IGListKit

@MainActor
final class WrongSizeSectionController: ListSectionController {
    override func numberOfItems() -> Int { 1 }
    override func sizeForItem(atIndex index: Int) -> CGSize { .zero }  // expected-error: argument labels for method 'sizeForItem(atIndex:)' do not match those of overridden method 'sizeForItem(at:)'
}

nonisolated func reloadOffTheMainActor(_ collectionView: UICollectionView) {
    collectionView.reloadData()  // expected-error: call to main actor-isolated instance method 'reloadData()' in a synchronous nonisolated context
}
