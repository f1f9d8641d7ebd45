// Star ratings: RatingControl, the stars alone, and RatingControlFormView, the stars in a titled
// form row (_generated/StyleableComponents/RatingControl/ and RatingControlFormView/; the styles
// in DataTypes/RatingControl+DataType.swift). The rating is a whole number within
// `ratingBounds`. RatingControlFormView's initializers also end with `axis: Axis = .horizontal`,
// left out here.
import Foundation
import SwiftUI

public struct RatingControl {
    public init(
        @ViewBuilder valueLabel: () -> any View = { EmptyView() },
        @ViewBuilder onStarImage: () -> any View,
        @ViewBuilder offStarImage: () -> any View,
        @ViewBuilder halfStarImage: () -> any View,
        @ViewBuilder reviewCountLabel: () -> any View = { EmptyView() },
        rating: Binding<Int>,
        ratingControlStyle: RatingControl.Style = .editable,
        ratingBounds: ClosedRange<Int> = 0...5,
        itemSize: CGSize? = nil,
        interItemSpacing: CGFloat? = nil,
        ratingValueFormat: String? = nil,
        showsValueLabel: Bool = false,
        averageRating: CGFloat? = nil,
        averageRatingFormat: String = "",
        reviewCount: Int? = nil,
        reviewCountFormat: String? = nil,
        reviewCountCeiling: Int? = nil,
        reviewCountCeilingFormat: String? = nil,
        showsReviewCountLabel: Bool = false,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension RatingControl {
    /// The star images default to Fiori's icons.
    public init(
        valueLabel: AttributedString? = nil,
        onStarImage: Image = Image(systemName: ""),
        offStarImage: Image = Image(systemName: ""),
        halfStarImage: Image = Image(systemName: ""),
        reviewCountLabel: AttributedString? = nil,
        rating: Binding<Int>,
        ratingControlStyle: RatingControl.Style = .editable,
        ratingBounds: ClosedRange<Int> = 0...5,
        itemSize: CGSize? = nil,
        interItemSpacing: CGFloat? = nil,
        ratingValueFormat: String? = nil,
        showsValueLabel: Bool = false,
        averageRating: CGFloat? = nil,
        averageRatingFormat: String = "",
        reviewCount: Int? = nil,
        reviewCountFormat: String? = nil,
        reviewCountCeiling: Int? = nil,
        reviewCountCeilingFormat: String? = nil,
        showsReviewCountLabel: Bool = false
    ) { fatalError() }

    /// Editable styles take input; the standard and accented ones only show a rating.
    public enum Style {
        case editable
        case editableDisabled
        case standard
        case standardLarge
        case accented
        case accentedLarge
    }
}

extension RatingControl: View {
    public var body: Never { return fatalError() }
}

public struct RatingControlFormView {
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder valueLabel: () -> any View = { EmptyView() },
        @ViewBuilder onStarImage: () -> any View,
        @ViewBuilder offStarImage: () -> any View,
        @ViewBuilder halfStarImage: () -> any View,
        @ViewBuilder reviewCountLabel: () -> any View = { EmptyView() },
        rating: Binding<Int>,
        ratingControlStyle: RatingControl.Style = .editable,
        ratingBounds: ClosedRange<Int> = 0...5,
        itemSize: CGSize? = nil,
        interItemSpacing: CGFloat? = nil,
        ratingValueFormat: String? = nil,
        showsValueLabel: Bool = false,
        averageRating: CGFloat? = nil,
        averageRatingFormat: String = "",
        reviewCount: Int? = nil,
        reviewCountFormat: String? = nil,
        reviewCountCeiling: Int? = nil,
        reviewCountCeilingFormat: String? = nil,
        showsReviewCountLabel: Bool = false,
        @ViewBuilder subtitle: () -> any View = { EmptyView() },
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension RatingControlFormView {
    public init(
        title: AttributedString,
        valueLabel: AttributedString? = nil,
        onStarImage: Image = Image(systemName: ""),
        offStarImage: Image = Image(systemName: ""),
        halfStarImage: Image = Image(systemName: ""),
        reviewCountLabel: AttributedString? = nil,
        rating: Binding<Int>,
        ratingControlStyle: RatingControl.Style = .editable,
        ratingBounds: ClosedRange<Int> = 0...5,
        itemSize: CGSize? = nil,
        interItemSpacing: CGFloat? = nil,
        ratingValueFormat: String? = nil,
        showsValueLabel: Bool = false,
        averageRating: CGFloat? = nil,
        averageRatingFormat: String = "",
        reviewCount: Int? = nil,
        reviewCountFormat: String? = nil,
        reviewCountCeiling: Int? = nil,
        reviewCountCeilingFormat: String? = nil,
        showsReviewCountLabel: Bool = false,
        subtitle: AttributedString? = nil
    ) { fatalError() }
}

extension RatingControlFormView: View {
    public var body: Never { return fatalError() }
}
