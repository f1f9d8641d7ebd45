// API stub of SAP's FioriSwiftUICore (the SwiftUI Fiori components of SAP/cloud-sdk-ios-fiori,
// Apache-2.0), for type-checking generated SwiftUI code on Linux (Scripts/typecheck-platforms.sh).
// Declarations only, written from the public API of its sources at release 26.8.0 (tag 26.8.0,
// the newest release, which generated code must compile against; main's later DateTimePicker
// clear action is in no release yet), each file naming the source files it follows; bodies are
// never run. Only the components generated code may use are declared, with their public
// initializers; PublicSwiftNames.txt lists every top-level public name of the module, for the
// name-collision check.
//
// What it needs from the SwiftUI stub: View, ViewBuilder, Binding (with `.constant`), Image
// (`init(systemName:)`) and EmptyView (`init()`), those initializers nonisolated as in the SDK
// since default arguments call them; and UIControl.State from the UIKit stub.
//
// Differences from the module, and why:
// - Like SAP's, the components declare their View conformance in an extension, so they are not
//   inferred to be main-actor isolated: their initializers are nonisolated, as in the module.
// - Bodies are `Never` and written `return fatalError()`: the explicit return keeps the
//   @ViewBuilder transform the requirement implies away from them, whatever builder the SwiftUI
//   stub declares.
// - Defaulted parameters whose types the stubs cannot state are left out: `axis: Axis`
//   (ListPickerItem, KeyValueItem, RatingControlFormView), `contentAlignment: HorizontalAlignment`
//   (IllustratedMessage), `progress: ProgressView<…>` (LoadingIndicator), `measurementFormatter:`
//   (DurationPicker; MeasurementFormatter is unavailable on Linux) and ObjectItem's slots built
//   by SAP's own result builders (icons, avatars, footnoteIcons, tags). Generated code must not
//   pass them. Default values are placeholders: only their existence matters to a caller.
// - The styling API (`…Style` protocols, configurations, `init(_ configuration:)`) is left out.
import Foundation
import SwiftUI

/// A form control's state, as UIControl.State (Utils/ControlState.swift). Not Sendable in the
/// module; its constants are computed here so that Swift 6 accepts them.
public struct ControlState: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var normal: ControlState { fatalError() }
    public static var highlighted: ControlState { fatalError() }
    public static var disabled: ControlState { fatalError() }
    public static var selected: ControlState { fatalError() }
    public static var focused: ControlState { fatalError() }
    public static var readOnly: ControlState { fatalError() }
}

/// Text, an icon or both, e.g. an object item's status or a mandatory-field indicator
/// (Components/TextOrIcon.swift).
public enum TextOrIcon {
    case text(AttributedString)
    case icon(Image)
    case both(AttributedString, Image)
}
