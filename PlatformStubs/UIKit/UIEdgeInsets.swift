/// `UIEdgeInsets`, a C struct in the SDK: bridged like the geometry types in ObjectiveC's
/// GeometryBridging.swift so `@objc` requirements can return it.
public struct UIEdgeInsets: Equatable, Sendable, _ObjectiveCBridgeable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { fatalError() }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
    public static var zero: UIEdgeInsets { fatalError() }

    public func _bridgeToObjectiveC() -> NSValue { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets { fatalError() }
}

extension CGRect {
    public func inset(by insets: UIEdgeInsets) -> CGRect { fatalError() }
}
