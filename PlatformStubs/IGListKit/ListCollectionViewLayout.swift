/// IGListKit's collection view layout (`IGListCollectionViewLayout`): items of consecutive
/// sections share a line while they fit, where a flow layout starts every section on a new line.
@objc @MainActor
public final class ListCollectionViewLayout: UICollectionViewLayout {
    public init(stickyHeaders: Bool, topContentInset: CGFloat, stretchToEdge: Bool) { fatalError() }
    public init(
        stickyHeaders: Bool, scrollDirection: UICollectionView.ScrollDirection, topContentInset: CGFloat,
        stretchToEdge: Bool
    ) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}
