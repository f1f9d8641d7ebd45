import Foundation

extension FioriListPickerBridge where ID == UUID {
    /// The bridge for `UUID` identifiers: `uuidString` out, `UUID(uuidString:)` back (which
    /// accepts either case, so a string Fiori hands back always decodes).
    public static var uuid: FioriListPickerBridge {
        FioriListPickerBridge(encode: { $0.uuidString }, decode: { UUID(uuidString: $0) })
    }
}

extension FioriListPickerBridge where ID: RawRepresentable & Sendable, ID.RawValue == String {
    /// The bridge for identifiers backed by a `String`, such as a generated section enum:
    /// `rawValue` out, `init(rawValue:)` back.
    public static var rawValue: FioriListPickerBridge {
        FioriListPickerBridge(encode: { $0.rawValue }, decode: { ID(rawValue: $0) })
    }
}
