/// What IGListKit diffs: an identity (`diffIdentifier`) and an equality (`isEqual(toDiffableObject:)`).
/// `@objc` in the framework; not here, because `diffIdentifier()` returns Foundation's
/// NSObjectProtocol, which is not `@objc` on Linux. Conformances check the same either way.
public protocol ListDiffable: AnyObject {
    func diffIdentifier() -> NSObjectProtocol
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool
}

extension NSString: ListDiffable {
    public func diffIdentifier() -> NSObjectProtocol { fatalError() }
    public func isEqual(toDiffableObject object: ListDiffable?) -> Bool { fatalError() }
}

extension NSNumber: ListDiffable {
    public func diffIdentifier() -> NSObjectProtocol { fatalError() }
    public func isEqual(toDiffableObject object: ListDiffable?) -> Bool { fatalError() }
}
