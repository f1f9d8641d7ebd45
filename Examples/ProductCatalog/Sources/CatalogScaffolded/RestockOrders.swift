// snippet: Forms.md
extension RestockRequest {
    /// The app's rule for the contact field, which the definitions name
    /// (`"validator": "RestockRequest.checkContact"`): staff addresses only.
    public static func checkContact(_ contact: String) -> String? {
        contact.hasSuffix("@example.com") ? nil : "Use your staff address"
    }
}
// end snippet

/// Where Save sends a valid restock request, in place of the app's backend, on every platform's
/// restock request screen.
@MainActor
public enum RestockOrders {
    /// The requests sent, oldest first.
    public private(set) static var sent: [RestockRequest] = []

    /// Sends `request`.
    public static func submit(_ request: RestockRequest) {
        sent.append(request)
    }
}
