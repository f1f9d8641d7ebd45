import DataSourceRuntime
import Testing

/// Each sizing rule against sizes worked out by hand, and the no-overflow rule over many widths.
@Suite struct ListItemSizingTests {
    @Test func fullWidthTakesTheWidthAndRoundsTheHeightToAPixel() {
        let sizing = ListItemSizing.fullWidth(height: 44.2)
        // 44.2 pt × 3 = 132.6 px → 133 px.
        let size = sizing.size(forItemAt: 5, in: ListItemSizing.Size(width: 375, height: 800, scale: 3))
        // An item's size keeps the scale it is aligned to.
        #expect(size == ListItemSizing.Size(width: 375, height: 133.0 / 3, scale: 3))
        // A width between pixels rounds down: 320.4 pt × 2 = 640.8 px → 640 px.
        #expect(
            sizing.size(forItemAt: 0, in: ListItemSizing.Size(width: 320.4, height: 0, scale: 2)).width == 320)
    }

    @Test func gridGivesTheLeftoverPixelsToTheLeadingColumns() {
        let sizing = ListItemSizing.grid(columns: 3, spacing: 8, height: 100)
        let container = ListItemSizing.Size(width: 375, height: 800, scale: 2)
        // (375 − 2 × 8) pt × 2 = 718 px = 3 × 239 + 1: the first column gets 240 px.
        let widths = (0..<7).map { sizing.size(forItemAt: $0, in: container).width }
        #expect(widths == [120, 119.5, 119.5, 120, 119.5, 119.5, 120])
        let row: Double = widths.prefix(3).reduce(0, +) + 16
        #expect(row == 375)
        #expect(sizing.size(forItemAt: 1, in: container).height == 100)
    }

    @Test func gridWithAnAspectRatioTakesTheHeightFromTheNarrowColumn() {
        let sizing = ListItemSizing.grid(columns: 3, spacing: 8, aspectRatio: 4.0 / 3.0)
        let container = ListItemSizing.Size(width: 375, height: 800, scale: 2)
        // The narrow column is 239 px; 239 ÷ (4/3) = 179.25 → 179 px = 89.5 pt, for every column.
        #expect(sizing.size(forItemAt: 0, in: container) == ListItemSizing.Size(width: 120, height: 89.5, scale: 2))
        #expect(sizing.size(forItemAt: 2, in: container) == ListItemSizing.Size(width: 119.5, height: 89.5, scale: 2))
        let square = ListItemSizing.grid(columns: 2, aspectRatio: 1)
        #expect(
            square.size(forItemAt: 1, in: ListItemSizing.Size(width: 300, height: 0))
                == ListItemSizing.Size(width: 150, height: 150))
    }

    @Test func aGridRowFillsTheWidthWithoutOverflowing() {
        var failures: [String] = []
        for scale in [1.0, 2.0, 3.0] {
            for columns in 1...6 {
                for spacing in [0.0, 1, 7.5, 10] {
                    for width in stride(from: 100.0, through: 430, by: 0.7) {
                        let sizing = ListItemSizing.grid(columns: columns, spacing: spacing, height: 10)
                        let container = ListItemSizing.Size(width: width, height: 0, scale: scale)
                        let widths = (0..<columns).map { sizing.size(forItemAt: $0, in: container).width }
                        let row = widths.reduce(0, +) + spacing * Double(columns - 1)
                        let onPixels = widths.allSatisfy { abs($0 * scale - ($0 * scale).rounded()) < 1e-6 }
                        let even = (widths.max() ?? 0) - (widths.min() ?? 0) <= 1 / scale + 1e-9
                        if row > width + 1e-9 || row <= width - 1 / scale - 1e-9 || !onPixels || !even {
                            failures.append("\(columns) × \(widths) + spacing \(spacing) in \(width) @\(scale)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    @Test func outOfRangeValuesAreClamped() {
        let container = ListItemSizing.Size(width: 200, height: 0, scale: 0)
        // Scale 0 reads as 1; zero columns as one.
        #expect(
            ListItemSizing.grid(columns: 0, height: 10).size(forItemAt: 3, in: container)
                == ListItemSizing.Size(width: 200, height: 10))
        // An unusable aspect ratio gives a square.
        #expect(
            ListItemSizing.grid(columns: 2, aspectRatio: .nan).size(forItemAt: 0, in: container)
                == ListItemSizing.Size(width: 100, height: 100))
        #expect(
            ListItemSizing.grid(columns: 2, aspectRatio: -2).size(forItemAt: 0, in: container)
                == ListItemSizing.Size(width: 100, height: 100))
        // Negative widths, heights and spacing are zero; spacing wider than the row leaves nothing.
        let negative = ListItemSizing.Size(width: -50, height: 0, scale: 2)
        #expect(
            ListItemSizing.fullWidth(height: -4).size(forItemAt: 0, in: negative)
                == ListItemSizing.Size(width: 0, height: 0, scale: 2))
        #expect(ListItemSizing.grid(columns: 3, spacing: 500, height: 1).size(forItemAt: 0, in: container).width == 0)
        #expect(ListItemSizing.grid(columns: 2, spacing: -8, height: 1).size(forItemAt: 0, in: container).width == 100)
        // Huge or infinite widths do not trap.
        #expect(
            ListItemSizing.fullWidth(height: 1).size(
                forItemAt: 0, in: ListItemSizing.Size(width: .infinity, height: 0)
            )
            .width == 0)
        #expect(
            ListItemSizing.fullWidth(height: 1).size(
                forItemAt: 0, in: ListItemSizing.Size(width: 1e300, height: 0)
            ).width
                == 1e12)
        // A negative index still finds its column.
        #expect(
            ListItemSizing.grid(columns: 3, height: 1).size(
                forItemAt: -1, in: ListItemSizing.Size(width: 301, height: 0)
            )
            .width == 100)
    }

    @Test func readyMadeControllersSizeByTheirRule() {
        let container = ListItemSizing.Size(width: 300, height: 600, scale: 2)
        let entity = entityController(Card(1))
        #expect(entity.sizeForItem(at: 0, in: container) == ListItemSizing.Size(width: 300, height: 44, scale: 2))
        let binding = bindingController(Card(2))
        #expect(binding.sizeForItem(at: 1, in: container) == ListItemSizing.Size(width: 150, height: 50, scale: 2))
    }
}
