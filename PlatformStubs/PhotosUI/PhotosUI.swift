// API stub of Apple's PhotosUI (the SwiftUI photos picker and its filter), for type-checking
// the `#if canImport(PhotosUI)` code generated views may contain, on Linux
// (Scripts/typecheck-platforms.sh). Declarations only, written from Apple's documentation
// (developer.apple.com/documentation/photosui); bodies are never run. On Apple platforms
// PhotosPicker comes from the PhotosUI-SwiftUI overlay, which an app gets by importing both;
// here PhotosUI re-exports the SwiftUI stub instead.
@_exported import SwiftUI

/// The kinds of asset a picker shows.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    public static let images = PHPickerFilter()
    public static let videos = PHPickerFilter()
    public static let livePhotos = PHPickerFilter()
    public static let screenshots = PHPickerFilter()

    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { fatalError() }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter { fatalError() }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { fatalError() }
}
