import DataSourceRuntime

/// A batch update UIKit would refuse.
struct UIKitRuleViolation: Error, CustomStringConvertible {
    var description: String
}

/// Applies a ``ListUpdate/Batch`` to what a list view shows, the way `UITableView.performBatchUpdates`
/// does, and refuses what it would refuse — strictly: where UIKit's behaviour varies across
/// releases (moves out of deleted or into inserted sections, row operations inside reloaded
/// sections) the stricter rule applies.
///
/// Semantics: deletes, reloads and move sources use positions before the update; inserts and move
/// destinations use positions after it; the data source already holds the final data. A reload
/// is a delete at the old position plus an insert at the position UIKit derives by shifting the
/// old one over the explicit deletes and inserts alone (moves ignored). Surviving sections and
/// rows keep their relative order and what they showed; inserted and reloaded ones are fetched
/// from the data source; moved rows carry what they showed. So a row whose content changed shows
/// the new content afterwards only if the update reloaded (or inserted) it at the right place.
enum UIKitBatchApplier {
    static func apply(
        _ batch: ListUpdate.Batch, to view: [ViewSection], dataSource: [ViewSection]
    ) throws(UIKitRuleViolation) -> [ViewSection] {
        let sections = try SectionPlan(batch, before: view.count, after: dataSource.count)
        let rows = try RowPlan(batch, sections: sections, view: view, dataSource: dataSource)
        var result: [ViewSection] = []
        for newSection in 0..<dataSource.count {
            guard let oldSection = sections.oldForNew[newSection] else {
                result.append(dataSource[newSection])
                continue
            }
            var slots = [Row?](repeating: nil, count: dataSource[newSection].rows.count)
            for path in rows.fresh where path.section == newSection {
                slots[path.row] = dataSource[newSection].rows[path.row]
            }
            for (from, to) in rows.movedFrom where to.section == newSection {
                slots[to.row] = view[from.section].rows[from.row]
            }
            var slot = 0
            for (row, shown) in view[oldSection].rows.enumerated() {
                let path = ListIndexPath(row: row, section: oldSection)
                if rows.deleted.contains(path) || rows.reloaded.contains(path) || rows.movedFrom[path] != nil {
                    continue
                }
                while slot < slots.count && slots[slot] != nil { slot += 1 }
                guard slot < slots.count else {
                    throw UIKitRuleViolation(description: "section \(newSection) overflows")
                }
                slots[slot] = shown
            }
            let filled = slots.compactMap { $0 }
            guard filled.count == slots.count else {
                throw UIKitRuleViolation(description: "section \(newSection) has unfilled rows")
            }
            result.append(ViewSection(header: view[oldSection].header, rows: filled))
        }
        return result
    }

    /// UIKit's new position for a reloaded `position`: less one per delete before it, then plus
    /// one per insert at or before the running result, inserts taken in ascending order.
    static func reloadTarget(of position: Int, deleted: some Collection<Int>, inserted: some Collection<Int>) -> Int {
        var result = position - deleted.filter { $0 < position }.count
        for insert in inserted.sorted() where insert <= result { result += 1 }
        return result
    }
}

/// The section half of a batch, validated, with where each old section ends up.
private struct SectionPlan {
    var deleted = Set<Int>()
    var reloaded = Set<Int>()
    var inserted = Set<Int>()
    var movedFrom: [Int: Int] = [:]
    /// New sections filled from the data source: inserted ones and reload targets.
    var fresh = Set<Int>()
    /// For each new section, the old section it keeps showing (nil when fresh).
    var oldForNew: [Int?]
    var newForOld: [Int: Int] = [:]

    init(_ batch: ListUpdate.Batch, before: Int, after: Int) throws(UIKitRuleViolation) {
        func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(UIKitRuleViolation) {
            if !condition { throw UIKitRuleViolation(description: message()) }
        }
        var movedTo = Set<Int>()
        for section in batch.deletedSections {
            try check((0..<before).contains(section), "delete section \(section) of \(before)")
            try check(deleted.insert(section).inserted, "delete section \(section) twice")
        }
        for section in batch.reloadedSections {
            try check((0..<before).contains(section), "reload section \(section) of \(before)")
            try check(!deleted.contains(section), "delete and reload section \(section)")
            try check(reloaded.insert(section).inserted, "reload section \(section) twice")
        }
        for move in batch.movedSections {
            try check((0..<before).contains(move.from), "move section \(move.from) of \(before)")
            try check((0..<after).contains(move.to), "move section to \(move.to) of \(after)")
            try check(!deleted.contains(move.from), "delete and move section \(move.from)")
            try check(!reloaded.contains(move.from), "reload and move section \(move.from)")
            try check(movedFrom.updateValue(move.to, forKey: move.from) == nil, "move section \(move.from) twice")
            try check(movedTo.insert(move.to).inserted, "move two sections to \(move.to)")
        }
        for section in batch.insertedSections {
            try check((0..<after).contains(section), "insert section \(section) of \(after)")
            try check(inserted.insert(section).inserted, "insert section \(section) twice")
            try check(!movedTo.contains(section), "insert and move to section \(section)")
        }
        fresh = inserted
        for section in reloaded {
            let target = UIKitBatchApplier.reloadTarget(of: section, deleted: deleted, inserted: inserted)
            try check((0..<after).contains(target), "reload section \(section) lands on \(target) of \(after)")
            try check(!movedTo.contains(target), "reload of section \(section) lands on a move destination")
            try check(fresh.insert(target).inserted, "reload of section \(section) lands on another insert")
        }
        try check(
            after == before - deleted.count + inserted.count,
            "section count \(after) ≠ \(before) - \(deleted.count) + \(inserted.count)")
        oldForNew = [Int?](repeating: nil, count: after)
        for (from, to) in movedFrom { oldForNew[to] = from }
        let open = (0..<after).filter { !fresh.contains($0) && !movedTo.contains($0) }
        let untouched = (0..<before).filter { !deleted.contains($0) && !reloaded.contains($0) && movedFrom[$0] == nil }
        try check(open.count == untouched.count, "sections do not add up")
        for (slot, old) in zip(open, untouched) { oldForNew[slot] = old }
        for (new, old) in oldForNew.enumerated() {
            if let old { newForOld[old] = new }
        }
    }

    /// Where UIKit puts a row reloaded in old section `section`: moves ignored, as for sections.
    func reloadTarget(ofSection section: Int) -> Int {
        UIKitBatchApplier.reloadTarget(of: section, deleted: deleted, inserted: inserted)
    }
}

/// The row half of a batch, validated against the sections and the row counts.
private struct RowPlan {
    var deleted = Set<ListIndexPath>()
    var reloaded = Set<ListIndexPath>()
    var inserted = Set<ListIndexPath>()
    var movedFrom: [ListIndexPath: ListIndexPath] = [:]
    /// New positions filled from the data source: inserts and reload targets.
    var fresh = Set<ListIndexPath>()

    init(
        _ batch: ListUpdate.Batch, sections: SectionPlan, view: [ViewSection], dataSource: [ViewSection]
    ) throws(UIKitRuleViolation) {
        func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(UIKitRuleViolation) {
            if !condition { throw UIKitRuleViolation(description: message()) }
        }
        func checkOld(_ path: ListIndexPath, _ verb: String) throws(UIKitRuleViolation) {
            try check((0..<view.count).contains(path.section), "\(verb) \(path): no such section before")
            try check((0..<view[path.section].rows.count).contains(path.row), "\(verb) \(path): no such row before")
            try check(!sections.deleted.contains(path.section), "\(verb) \(path) in a deleted section")
            try check(!sections.reloaded.contains(path.section), "\(verb) \(path) in a reloaded section")
        }
        func checkNew(_ path: ListIndexPath, _ verb: String) throws(UIKitRuleViolation) {
            try check((0..<dataSource.count).contains(path.section), "\(verb) \(path): no such section after")
            try check(!sections.fresh.contains(path.section), "\(verb) \(path) in an inserted or reloaded section")
            try check(
                (0..<dataSource[path.section].rows.count).contains(path.row), "\(verb) \(path): no such row after")
        }
        var movedTo = Set<ListIndexPath>()
        for path in batch.deletedRows {
            try checkOld(path, "delete")
            try check(deleted.insert(path).inserted, "delete \(path) twice")
        }
        for path in batch.reloadedRows {
            try checkOld(path, "reload")
            try check(!deleted.contains(path), "delete and reload \(path)")
            try check(reloaded.insert(path).inserted, "reload \(path) twice")
        }
        for move in batch.movedRows {
            try checkOld(move.from, "move")
            try checkNew(move.to, "move to")
            try check(!deleted.contains(move.from), "delete and move \(move.from)")
            try check(!reloaded.contains(move.from), "reload and move \(move.from)")
            try check(movedFrom.updateValue(move.to, forKey: move.from) == nil, "move \(move.from) twice")
            try check(movedTo.insert(move.to).inserted, "move two rows to \(move.to)")
        }
        for path in batch.insertedRows {
            try checkNew(path, "insert")
            try check(inserted.insert(path).inserted, "insert \(path) twice")
            try check(!movedTo.contains(path), "insert and move to \(path)")
        }
        fresh = inserted
        for path in reloaded {
            let section = sections.reloadTarget(ofSection: path.section)
            let target = ListIndexPath(
                row: UIKitBatchApplier.reloadTarget(
                    of: path.row, deleted: deleted.filter { $0.section == path.section }.map(\.row),
                    inserted: inserted.filter { $0.section == section }.map(\.row)),
                section: section)
            try checkNew(target, "reload of \(path) lands on")
            try check(!movedTo.contains(target), "reload of \(path) lands on the move destination \(target)")
            try check(fresh.insert(target).inserted, "reload of \(path) lands on another insert at \(target)")
        }
        for (new, old) in sections.oldForNew.enumerated() {
            guard let old else { continue }
            let before = view[old].rows.count
            let gone =
                deleted.union(reloaded).filter { $0.section == old }.count
                + movedFrom.keys.filter { $0.section == old }.count
            let came = fresh.filter { $0.section == new }.count + movedTo.filter { $0.section == new }.count
            try check(
                dataSource[new].rows.count == before - gone + came,
                "rows in section \(new): \(dataSource[new].rows.count) ≠ \(before) - \(gone) + \(came)")
        }
    }
}

/// Applies every batch of `diff` to `view` with `dataSource` as the final data, or reloads.
func applying(_ diff: ListDiffer, to view: [ViewSection], dataSource: [ViewSection]) throws(UIKitRuleViolation)
    -> [ViewSection]
{
    switch diff.update {
    case .reloadData:
        return dataSource
    case .batches(let batches):
        var shown = view
        for batch in batches { shown = try UIKitBatchApplier.apply(batch, to: shown, dataSource: dataSource) }
        return shown
    }
}

/// A flat list as the single section a flat diff addresses.
func flatView(_ list: [Row]) -> [ViewSection] {
    [ViewSection(header: Header(id: 0, title: ""), rows: list)]
}
