extension ListItemSizing {
    /// A width and height in points at `scale` pixels per point: a platform-neutral `CGSize` plus
    /// the display scale. A container's size is the space a list lays its items out in (its width
    /// and height less content and section insets); an item's size, as
    /// ``ListItemSizing/size(forItemAt:in:)`` returns it, is aligned to whole pixels of its
    /// container's scale, which it keeps.
    public struct Size: Hashable, Sendable {
        public var width: Double
        public var height: Double
        /// Pixels per point (1, 2 or 3 on iOS). A value that is not positive and finite is read as 1.
        public var scale: Double

        /// A size of `width` × `height` points at `scale` pixels per point (1 unless given).
        public init(width: Double, height: Double, scale: Double = 1) {
            self.width = width
            self.height = height
            self.scale = scale
        }
    }
}
