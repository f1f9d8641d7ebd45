/// Edit sequences for the update tests: each edit is what an app's data does between two loads.
extension RandomWares {
    /// `wares` after one to four edits: a ware removed, added (with a fresh or an existing
    /// identifier), moved, renamed (so it may start or stop matching a search) or put on another
    /// shelf (so it changes section).
    mutating func edited(_ wares: [Ware]) -> [Ware] {
        var wares = wares
        for _ in 0..<int(1...4) {
            let position = wares.isEmpty ? nil : int(0...wares.count - 1)
            switch (int(0...5), position) {
            case (0, let position?):
                wares.remove(at: position)
            case (1, _):
                let id = chance(20) && !wares.isEmpty ? wares[int(0...wares.count - 1)].id : "n\(int(0...999))"
                wares.insert(Ware(id, name(), shelf()), at: int(0...wares.count))
            case (2, let position?):
                let ware = wares.remove(at: position)
                wares.insert(ware, at: int(0...wares.count))
            case (3, let position?):
                wares[position].name = chance(50) ? name() : wares[position].name + name()
            case (4, let position?):
                wares[position].shelf = shelf()
            default:
                break
            }
        }
        return wares
    }

    /// One of the shelves, listed or not.
    mutating func shelf() -> String {
        Self.shelves[int(0...Self.shelves.count - 1)]
    }
}
