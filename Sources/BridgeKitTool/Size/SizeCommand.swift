import ArgumentParser
import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// `bridgekit size`: how a `UIView` with these Auto Layout inputs sizes in SwiftUI.
struct SizeCommand: RenderingCommand {
    static let configuration = CommandConfiguration(
        commandName: "size",
        abstract: "Explain how a UIView sizes in SwiftUI (UIViewRepresentable without sizeThatFits).",
        discussion: """
            Applies the sizing table per axis: intrinsic size and priorities give \
            min … ideal … max, and the proposal is resolved in it (nil → ideal, 0 → min, \
            inf → max, anything else clamped).

            Example: bridgekit size --intrinsic 120,none --hugging 250,750 --compression 750,250 --propose 300,nil
            """
    )

    // Every W,H option parses unconditionally: `-1` (no intrinsic metric) and any other
    // negative number is read as the option's value (and rejected with a reason)
    // instead of being taken for an option name.
    @Option(parsing: .unconditional, help: "Intrinsic content size W,H; either may be 'none' or -1 (UIView.noIntrinsicMetric).")
    var intrinsic: String

    @Option(parsing: .unconditional, help: "Content hugging priorities H,V (1…1000, or required/high/low/fitting).")
    var hugging: String = "250,250"

    @Option(parsing: .unconditional, help: "Compression resistance priorities H,V (1…1000, or required/high/low/fitting).")
    var compression: String = "750,750"

    @Option(parsing: .unconditional, help: "Proposed size W,H; each may be 'nil', 'inf' or a number; nil,nil asks for the ideal size.")
    var propose: String = "nil,nil"

    @Flag(help: "Print one JSON object instead of the explanation.")
    var json = false

    @MainActor func render() throws -> String {
        let report = try SizeReport(
            intrinsic: SizeArguments.intrinsic(intrinsic),
            hugging: SizeArguments.priorities(hugging, argument: "--hugging"),
            compression: SizeArguments.priorities(compression, argument: "--compression"),
            proposal: SizeArguments.proposal(propose)
        )
        return json ? report.json : report.text
    }
}

/// Parsing of the `W,H` arguments, each failure a ``ToolError`` naming the
/// argument, the bad part and what is wrong with it.
enum SizeArguments {
    /// Why one part of a `W,H` value was rejected.
    private enum Rejection: Error {
        case notUnderstood
        case negative
        case notFinite
        case outsidePriorityRange

        var reason: String {
            switch self {
            case .notUnderstood: "is not understood"
            case .negative: "is negative"
            case .notFinite: "is not a finite number"
            case .outsidePriorityRange: "is outside 1…1000"
            }
        }
    }

    static func intrinsic(_ value: String) throws -> IdealSize {
        let (width, height) = try pair(value, argument: "--intrinsic", axes: ("width", "height"), expected: "W,H with numbers ≥ 0, 'none' or -1") { (part: String) throws(Rejection) -> CGFloat? in
            if part == "none" || part == "-1" { return nil }
            return CGFloat(try length(part))
        }
        return IdealSize(width: width, height: height)
    }

    static func priorities(_ value: String, argument: String) throws -> (horizontal: LayoutPriority, vertical: LayoutPriority) {
        try pair(value, argument: argument, axes: ("horizontal", "vertical"), expected: "H,V with priorities from 1 to 1000 or required/high/low/fitting") { (part: String) throws(Rejection) -> LayoutPriority in
            switch part {
            case "required": return .required
            case "high", "defaultHigh": return .defaultHigh
            case "low", "defaultLow": return .defaultLow
            case "fitting", "fittingSizeLevel": return .fittingSizeLevel
            default:
                guard let number = Float(part) else { throw .notUnderstood }
                guard number >= 1, number <= 1000 else { throw .outsidePriorityRange }
                return LayoutPriority(number)
            }
        }
    }

    static func proposal(_ value: String) throws -> ProposedSize {
        let (width, height) = try pair(value, argument: "--propose", axes: ("width", "height"), expected: "W,H with 'nil', 'inf' or numbers ≥ 0") { (part: String) throws(Rejection) -> CGFloat? in
            switch part {
            case "nil": return nil
            case "inf", "infinity": return CGFloat.infinity
            default: return CGFloat(try length(part))
            }
        }
        return ProposedSize(width: width, height: height)
    }

    /// A finite, non-negative number of points.
    private static func length(_ part: String) throws(Rejection) -> Double {
        guard let number = Double(part) else { throw .notUnderstood }
        guard number.isFinite else { throw .notFinite }
        guard number >= 0 else { throw .negative }
        return number
    }

    private static func pair<T>(
        _ value: String,
        argument: String,
        axes: (String, String),
        expected: String,
        parse: (String) throws(Rejection) -> T
    ) throws -> (T, T) {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else {
            throw ToolError(argument, "expected \(expected), got '\(value)'")
        }
        func parsed(_ index: Int, _ axis: String) throws -> T {
            do {
                return try parse(parts[index])
            } catch {
                throw ToolError(argument, "\(axis) '\(parts[index])' \(error.reason); expected \(expected), got '\(value)'")
            }
        }
        return (try parsed(0, axes.0), try parsed(1, axes.1))
    }
}
