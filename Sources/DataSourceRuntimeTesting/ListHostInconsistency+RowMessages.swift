// The texts for inconsistencies in row operations; see ListHostInconsistency.swift for where
// they come from.

import DataSourceRuntime

extension ListHostInconsistency {
    // MARK: Rows out of range

    static func deleteRowSectionOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to delete row \(path.row) from section \(path.section), but there are only \(count) sections before the update"
        )
    }

    static func deleteRowOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to delete row \(path.row) from section \(path.section) which only contains \(count) rows before the update"
        )
    }

    static func reloadRowSectionOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to reload row \(path.row) from section \(path.section), but there are only \(count) sections before the update"
        )
    }

    static func reloadRowOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to reload row \(path.row) from section \(path.section) which only contains \(count) rows before the update"
        )
    }

    static func insertRowSectionOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to insert row \(path.row) into section \(path.section), but there are only \(count) sections after the update"
        )
    }

    static func insertRowOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to insert row \(path.row) into section \(path.section), but there are only \(count) rows in section \(path.section) after the update"
        )
    }

    static func moveRowSourceSectionOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to move index path (\(path)) from a section that does not exist - there are only \(count) sections before the update"
        )
    }

    static func moveRowSourceOutOfRange(_ path: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to move index path (\(path)) that does not exist - there are only \(count) rows in section \(path.section) before the update"
        )
    }

    static func moveRowDestinationSectionOutOfRange(_ path: ListIndexPath, to destination: ListIndexPath, count: Int)
        -> Self
    {
        Self(
            message:
                "attempt to move index path (\(path)) to index path (\(destination)) in section that does not exist - there are only \(count) sections after the update"
        )
    }

    static func moveRowDestinationOutOfRange(_ path: ListIndexPath, to destination: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to move index path (\(path)) to index path (\(destination)) that does not exist - there are only \(count) rows in section \(destination.section) after the update"
        )
    }

    static func reloadRowTargetSectionOutOfRange(_ path: ListIndexPath, target: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to reload index path (\(path)), which is performed as an insert at index path (\(target)), but there are only \(count) sections after the update"
        )
    }

    static func reloadRowTargetOutOfRange(_ path: ListIndexPath, target: ListIndexPath, count: Int) -> Self {
        Self(
            message:
                "attempt to reload index path (\(path)), which is performed as an insert at index path (\(target)), but there are only \(count) rows in section \(target.section) after the update"
        )
    }

    // MARK: Rows in conflict

    static func deleteAndReloadRow(_ path: ListIndexPath) -> Self {
        Self(message: "attempt to delete and reload the same index path (\(path))")
    }

    static func deleteAndMoveRow(_ path: ListIndexPath) -> Self {
        Self(message: "attempt to perform a delete and a move from the same index path (\(path))")
    }

    static func reloadAndMoveRow(_ path: ListIndexPath) -> Self {
        Self(message: "attempt to perform a reload and a move from the same index path (\(path))")
    }

    static func insertAndMoveRow(_ path: ListIndexPath) -> Self {
        Self(message: "attempt to perform an insert and a move to the same index path (\(path))")
    }

    static func reloadTargetAndMoveRow(_ path: ListIndexPath, target: ListIndexPath) -> Self {
        Self(
            message:
                "attempt to perform a reload and a move to the same index path (\(target)): the reload of index path (\(path)) is performed as a delete and an insert at index path (\(target))"
        )
    }

    static func moveRowToBoth(_ path: ListIndexPath, _ first: ListIndexPath, _ second: ListIndexPath) -> Self {
        Self(message: "attempt to move row at index path \(path) to both \(first) and \(second)")
    }

    static func moveBothRows(_ first: ListIndexPath, _ second: ListIndexPath, to path: ListIndexPath) -> Self {
        Self(message: "attempt to move both row at index path \(first) and \(second) to \(path)")
    }

    static func moveRowTwice(_ path: ListIndexPath, to destination: ListIndexPath) -> Self {
        Self(message: "attempt to move row at index path \(path) to \(destination) twice in the same update")
    }

    static func rowTwice(_ verb: String, _ path: ListIndexPath) -> Self {
        Self(message: "attempt to \(verb) index path (\(path)) twice in the same update")
    }

    static func moveRowFromDeletedSection(_ section: Int) -> Self {
        Self(message: "cannot move a row from a deleted section (\(section))")
    }

    static func moveRowIntoInsertedSection(_ section: Int) -> Self {
        Self(message: "cannot move a row into a newly inserted section (\(section))")
    }

    static func reloadRowInDeletedSection(_ path: ListIndexPath) -> Self {
        Self(message: "attempt to reload index path (\(path)) in a section that is deleted by the same update")
    }

    static func twoAnimationsForCell(_ path: ListIndexPath) -> Self {
        Self(message: "attempt to create two animations for cell at index path (\(path))")
    }
}
