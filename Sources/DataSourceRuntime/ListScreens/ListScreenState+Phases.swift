extension ListScreenState {
    /// Where one section of a list screen stands (seed 004's floorplan states).
    public enum Phase: Hashable, Sendable {
        /// Nothing asked yet.
        case idle
        /// The first page is loading (nothing shown yet, or a new search or refresh replacing it).
        case loading
        /// Pages are shown, and more may follow.
        case loaded
        /// The loader answered with no items for the query.
        case empty
        /// The last load failed with `message` (the error's `String(describing:)`); the items loaded
        /// before it are still shown.
        case failed(message: String)
        /// A further page is loading (the footer spinner).
        case loadingMore
    }

    /// What the driver of a list screen must do after an event: start or cancel loads, or wait for
    /// the search debounce. The state machine only decides; the driver (``ListScreen``) does.
    public enum Effect: Hashable, Sendable {
        case load(ListScreenRequest<Section>)
        /// Cancel the load with this request id: its answer will be ignored anyway, this saves work.
        case cancel(requestID: Int)
        /// Call ``ListScreenState/debounceElapsed(_:)`` with `token` after the debounce interval.
        case debounce(token: Int)
    }
}
