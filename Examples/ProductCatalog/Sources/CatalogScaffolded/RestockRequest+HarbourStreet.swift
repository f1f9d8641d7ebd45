import Foundation

extension RestockRequest {
    /// A new request for the Harbour Street store, due now: what the restock request screens
    /// open with, in UIKit and SwiftUI alike.
    public static var harbourStreet: Self { Self(requestID: "RR-1", store: "Harbour Street", deliverBy: Date()) }
}
