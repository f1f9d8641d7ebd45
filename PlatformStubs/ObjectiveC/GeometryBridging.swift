// Foundation on Linux declares CGFloat, CGPoint, CGSize and CGRect as Swift structs, which an
// `@objc` signature cannot use; on Apple platforms they are C types it can. Bridging them to
// Foundation's NSNumber / NSValue classes (the way String bridges to NSString) makes the compiler
// accept them in `@objc` and `@objc optional` requirements such as
// `collectionView(_:layout:sizeForItemAt:) -> CGSize`. Never called.

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat { fatalError() }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { fatalError() }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { fatalError() }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool { fatalError() }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { fatalError() }
}
