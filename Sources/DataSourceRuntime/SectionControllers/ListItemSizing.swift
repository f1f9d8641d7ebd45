/// A rule that sizes items from the container's width: the common layouts, as values generated
/// code can name in one expression (`.fullWidth(height: 44)`, `.grid(columns: 3, spacing: 8,
/// aspectRatio: 1)`).
///
/// ## Rounding
/// Sizes land on whole pixels of the container's ``Size/scale``. A grid row never
/// overflows: the pixels left after the spacing are split evenly and the remainder (fewer pixels
/// than columns) goes one pixel each to the leading columns, so a full row fills the width
/// exactly. Fractional widths are otherwise the classic cause of a flow layout wrapping the last
/// item of a row. Widths round down to a pixel, heights to the nearest pixel; an aspect-ratio
/// height is computed from the narrower (non-leading) column width so a row shares one height.
///
/// Out-of-range values are clamped rather than trapped on: fewer than one column is one column,
/// negative or non-finite widths, heights and spacing are zero, and an aspect ratio that is not positive and
/// finite is 1 (square).
public struct ListItemSizing: Hashable, Sendable {
    private enum Height: Hashable, Sendable {
        case fixed(Double)
        case aspectRatio(Double)
    }

    private let columns: Int
    private let spacing: Double
    private let height: Height

    private init(columns: Int, spacing: Double, height: Height) {
        self.columns = max(columns, 1)
        self.spacing = spacing.isFinite ? max(spacing, 0) : 0
        self.height = height
    }

    /// Every item as wide as the container and `height` tall (a table-like list).
    public static func fullWidth(height: Double) -> ListItemSizing {
        ListItemSizing(columns: 1, spacing: 0, height: .fixed(height))
    }

    /// `columns` items per row, `spacing` points apart (the layout's inter-item spacing), each
    /// `height` tall.
    public static func grid(columns: Int, spacing: Double = 0, height: Double) -> ListItemSizing {
        ListItemSizing(columns: columns, spacing: spacing, height: .fixed(height))
    }

    /// `columns` items per row, `spacing` points apart, each `aspectRatio` (width ÷ height) wide
    /// for its height.
    public static func grid(columns: Int, spacing: Double = 0, aspectRatio: Double) -> ListItemSizing {
        ListItemSizing(columns: columns, spacing: spacing, height: .aspectRatio(aspectRatio))
    }

    /// The size of the item at `index` of its section (sections start a new row, so the column is
    /// `index` modulo the column count).
    public func size(forItemAt index: Int, in container: Size) -> Size {
        let scale = container.scale.isFinite && container.scale > 0 ? container.scale : 1
        let width = container.width.isFinite ? max(container.width, 0) : 0
        let available = max(width - spacing * Double(columns - 1), 0)
        // The epsilon keeps a width that is whole in pixels (375 × 3) from flooring one pixel short;
        // the cap keeps an absurd width from overflowing `Int`.
        let pixels = Int(min((available * scale + 1e-6).rounded(.down), 1e12))
        let base = pixels / columns
        let column = (index % columns + columns) % columns
        let itemPixels = base + (column < pixels % columns ? 1 : 0)

        let heightPixels: Double
        switch height {
        case .fixed(let points):
            heightPixels = points.isFinite ? (max(points, 0) * scale).rounded() : 0
        case .aspectRatio(let ratio):
            let ratio = ratio.isFinite && ratio > 0 ? ratio : 1
            heightPixels = (Double(base) / ratio).rounded()
        }
        return Size(width: Double(itemPixels) / scale, height: heightPixels / scale, scale: scale)
    }
}
