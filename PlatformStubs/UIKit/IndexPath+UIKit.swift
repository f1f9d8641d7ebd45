/// UIKit's index path accessors (its Swift overlay extends Foundation's IndexPath with them).
extension IndexPath {
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var section: Int { get { fatalError() } set {} }
    public var row: Int { get { fatalError() } set {} }
    public var item: Int { get { fatalError() } set {} }
}
