extension ListItemSizing {
    /// The space a list lays its items out in, in points: a platform-neutral `CGSize` plus the
    /// display scale, so sizes can be aligned to whole pixels.
    public struct ContainerSize: Hashable, Sendable {
        /// The width available to items (the list's width minus content and section insets).
        public var width: Double
        /// The height available to items (the list's height minus content and section insets).
        public var height: Double
        /// Pixels per point (1, 2 or 3 on iOS). A value that is not positive and finite is read as 1.
        public var scale: Double

        /// A container `width` × `height` points at `scale` pixels per point (1 unless given).
        public init(width: Double, height: Double, scale: Double = 1) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }

    /// The size of one item, in points: a platform-neutral `CGSize`.
    public struct ItemSize: Hashable, Sendable {
        /// The item's width, in points.
        public var width: Double
        /// The item's height, in points.
        public var height: Double

        /// A size of `width` × `height` points, as ``SectionController/sizeForItem(at:in:)``
        /// returns.
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }
}
