extension TableScheme {
    /// Hands `cell` to `configure` as the exact class a row's definition names, and returns it.
    ///
    /// Generated cell configuration dequeues by reuse identifier, which yields the table's base
    /// cell class; a cell registered for that identifier under another class is a wiring mistake
    /// that would show an unconfigured cell. It is reported (``RuntimeMisuse``) with the fix, and
    /// the cell returned as it came.
    public static func configure<Base: AnyObject, Cell>(
        _ cell: Base, as type: Cell.Type, reuseIdentifier: String, _ configure: (Cell) -> Void
    ) -> Base {
        guard let typed = cell as? Cell else {
            RuntimeMisuse.report(
                "TableScheme<\(Definition.self)>: the cell dequeued for reuse identifier \"\(reuseIdentifier)\" is a "
                    + "\(Swift.type(of: cell)), not a \(Cell.self). Register \(Cell.self) for \"\(reuseIdentifier)\", or "
                    + "give that cell its own reuse identifier.")
            return cell
        }
        configure(typed)
        return cell
    }
}
