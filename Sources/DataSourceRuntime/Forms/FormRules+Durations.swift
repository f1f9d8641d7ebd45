import Foundation

extension FormRules {
    /// ``range(_:min:max:message:)`` for a duration in seconds, with its bounds in the default
    /// message as a duration picker shows them: "Between 0 min and 23 h 59 min", "At least 15 min",
    /// "At most 1 h 30 min".
    public static func durationRange(
        _ duration: TimeInterval, min: TimeInterval?, max: TimeInterval?, message: String? = nil
    ) -> String? {
        guard range(duration, min: min, max: max) != nil else { return nil }
        if let message { return message }
        switch (min, max) {
        case (let low?, let high?): return "Between \(durationText(low)) and \(durationText(high))"
        case (let low?, nil): return "At least \(durationText(low))"
        case (nil, let high?): return "At most \(durationText(high))"
        case (nil, nil): return nil
        }
    }

    /// `seconds` in hours, minutes and seconds, each only where it is not zero: "1 h 30 min",
    /// "45 s", "0 min"; seconds too many to count in whole ones as they are.
    static func durationText(_ seconds: TimeInterval) -> String {
        guard Swift.abs(seconds) < 1e15 else { return "\(seconds) s" }
        let total = Int(seconds.rounded())
        let (hours, minutes, rest) = (Swift.abs(total) / 3600, Swift.abs(total) % 3600 / 60, Swift.abs(total) % 60)
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 || (hours == 0 && rest == 0) { parts.append("\(minutes) min") }
        if rest > 0 { parts.append("\(rest) s") }
        return (total < 0 ? "-" : "") + parts.joined(separator: " ")
    }
}
