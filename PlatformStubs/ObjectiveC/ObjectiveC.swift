// API stub of Apple's ObjectiveC module, for type-checking on Linux (Scripts/typecheck-platforms.sh).
// Declarations only: nothing here is ever run.
//
// On Linux, Foundation declares NSObject, NSObjectProtocol and ObjCBool itself; re-exporting it
// makes them the ones every stub and every checked file sees, so a file importing Foundation
// next to UIKit finds one NSObject, as on Apple platforms. A stub module declaring its own
// NSObject would make the name ambiguous in exactly those files.
@_exported import Foundation

/// The type of `#selector(...)`. The compiler refuses `#selector` until a module named ObjectiveC
/// provides it, and lowers the expression into a struct holding one pointer, hence the field.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
    var ptr: OpaquePointer

    public init(_ name: String) { fatalError() }
    public init(stringLiteral name: String) { fatalError() }
}

// What the compiler calls to pass a Bool through an `@objc` signature; it looks them up in the
// module named ObjectiveC while generating `@objc` entry points.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { fatalError() }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { fatalError() }

/// How an associated object is held (Apple: `objc_AssociationPolicy`).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Sets the value associated with `object` under `key` (Apple: `objc_setAssociatedObject`).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) { fatalError() }

/// The value associated with `object` under `key` (Apple: `objc_getAssociatedObject`).
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { fatalError() }
