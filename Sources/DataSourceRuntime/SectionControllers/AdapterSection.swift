/// One shown section of a ``SectionAdapter``: its object, its controller, and what the controller
/// said about its items when the section was last updated (the counts the host is served).
struct AdapterSection<Object: Identifiable & Equatable, Cell> {
    var object: Object
    let controller: any SectionController<Object, Cell>
    /// The item count served to the host.
    var itemCount: Int
    /// The controller's item keys, or `nil` for a controller that only knows its count.
    var itemKeys: [ListItemKey]?
    /// Bumped when the section's content has to be fetched again with the same count: the diff
    /// then reloads the section.
    var version = 0
    /// Bumped when the section's rows cannot be matched to the previous ones (a controller that
    /// only knows its count changed it, or started or stopped answering usable keys): the diff then
    /// deletes the section and inserts it anew, which UIKit accepts in one batch even when the
    /// section also moves, and which is how UIKit performs a reload anyway.
    var generation = 0

    /// A section for a controller that has just been updated to `object`: reads its items.
    /// Keys with a repeated identity count the items but are not used for matching; they, and a
    /// negative count (read as zero), are reported through ``RuntimeMisuse``.
    init(object: Object, controller: any SectionController<Object, Cell>) {
        self.object = object
        self.controller = controller
        if let keys = (controller as? any ItemKeyedSectionController)?.itemKeys() {
            var identities = Set<Int>(minimumCapacity: keys.count)
            let repeated = keys.first { !identities.insert($0.identity).inserted }
            if let repeated {
                RuntimeMisuse.report(
                    SectionControllerMisuse.repeatedKey(
                        controller: type(of: controller), object: object.id, identity: repeated.identity))
            }
            itemKeys = repeated == nil ? keys : nil
            itemCount = keys.count
        } else {
            let count = controller.numberOfItems()
            if count < 0 {
                RuntimeMisuse.report(
                    SectionControllerMisuse.negativeCount(
                        controller: type(of: controller), object: object.id, count: count))
            }
            itemKeys = nil
            itemCount = max(count, 0)
        }
    }
}
