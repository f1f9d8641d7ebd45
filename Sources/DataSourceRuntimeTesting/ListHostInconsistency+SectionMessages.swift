// The texts for inconsistencies in section counts and section operations; see
// ListHostInconsistency.swift for where they come from.

import DataSourceRuntime

extension ListHostInconsistency {
    // MARK: Counts

    static func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> Self {
        Self(
            message:
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        )
    }

    static func rowCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> Self {
        Self(
            message:
                "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        )
    }

    static func negativeRowCount(section: Int, count: Int) -> Self {
        Self(
            message:
                "Invalid update: invalid number of rows in section \(section). The data source reports \(count) rows for a section inserted by the update."
        )
    }

    // MARK: Sections out of range

    static func deleteSectionOutOfRange(_ section: Int, count: Int) -> Self {
        Self(message: "attempt to delete section \(section), but there are only \(count) sections before the update")
    }

    static func reloadSectionOutOfRange(_ section: Int, count: Int) -> Self {
        Self(message: "attempt to reload section \(section), but there are only \(count) sections before the update")
    }

    static func insertSectionOutOfRange(_ section: Int, count: Int) -> Self {
        Self(message: "attempt to insert section \(section) but there are only \(count) sections after the update")
    }

    static func moveSectionSourceOutOfRange(_ section: Int, count: Int) -> Self {
        Self(message: "attempt to move section \(section), but there are only \(count) sections before the update")
    }

    static func moveSectionDestinationOutOfRange(_ section: Int, to destination: Int, count: Int) -> Self {
        Self(
            message:
                "attempt to move section \(section) to section \(destination), but there are only \(count) sections after the update"
        )
    }

    static func reloadSectionTargetOutOfRange(_ section: Int, target: Int, count: Int) -> Self {
        Self(
            message:
                "attempt to reload section \(section), which is performed as an insert of section \(target), but there are only \(count) sections after the update"
        )
    }

    // MARK: Sections in conflict

    static func deleteAndReloadSection(_ section: Int) -> Self {
        Self(message: "attempt to delete and reload the same section (\(section))")
    }

    static func deleteAndMoveSection(_ section: Int) -> Self {
        Self(message: "attempt to perform a delete and a move from the same section (\(section))")
    }

    static func reloadAndMoveSection(_ section: Int) -> Self {
        Self(message: "attempt to perform a reload and a move from the same section (\(section))")
    }

    static func insertAndMoveSection(_ section: Int) -> Self {
        Self(message: "attempt to perform an insert and a move to the same section (\(section))")
    }

    static func reloadTargetAndMoveSection(_ section: Int, target: Int) -> Self {
        Self(
            message:
                "attempt to perform a reload and a move to the same section (\(target)): the reload of section \(section) is performed as a delete and an insert of section \(target)"
        )
    }

    static func moveSectionToBoth(_ section: Int, _ first: Int, _ second: Int) -> Self {
        Self(message: "attempt to move section \(section) to both section \(first) and section \(second)")
    }

    static func moveBothSections(_ first: Int, _ second: Int, to section: Int) -> Self {
        Self(message: "attempt to move both section \(first) and section \(second) to section \(section)")
    }

    static func sectionTwice(_ verb: String, _ section: Int) -> Self {
        Self(message: "attempt to \(verb) section \(section) twice in the same update")
    }

    static func moveSectionTwice(_ section: Int, to destination: Int) -> Self {
        Self(message: "attempt to move section \(section) to section \(destination) twice in the same update")
    }
}
