// FioriButton, the button other components take as an action (FioriButton/FioriButton.swift).
// Its View conformance is on the type itself, as in the module: with a main-actor View it is
// main-actor isolated.
import Foundation
import SwiftUI
import UIKit

public struct FioriButton: View {
    public init(
        isSelectionPersistent: Bool = false,
        action: ((UIControl.State) -> Void)? = nil,
        @ViewBuilder label: @escaping (UIControl.State) -> any View
    ) { fatalError() }

    public init(
        isSelectionPersistent: Bool = false,
        action: ((UIControl.State) -> Void)? = nil,
        @ViewBuilder label: @escaping (UIControl.State) -> any View = { _ in EmptyView() },
        @ViewBuilder image: @escaping (UIControl.State) -> any View = { _ in EmptyView() },
        imagePosition: FioriButtonImagePosition = .leading,
        imageTitleSpacing: CGFloat = 8
    ) { fatalError() }

    public init(
        isSelectionPersistent: Bool = false,
        title: @escaping (UIControl.State) -> AttributedString,
        action: ((UIControl.State) -> Void)? = nil
    ) { fatalError() }

    public init(
        isSelectionPersistent: Bool = false,
        title: AttributedString,
        action: ((UIControl.State) -> Void)? = nil
    ) { fatalError() }

    public var body: Never { return fatalError() }
}

/// Where a FioriButton places its image against its title.
public enum FioriButtonImagePosition {
    case top
    case leading
    case bottom
    case trailing
}
