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
            Applies the seed 004 table per axis: intrinsic size and priorities give \
            min … ideal … max, and the proposal is resolved in it (nil → ideal, 0 → min, \
            inf → max, anything else clamped).

            Example: bridgekit size --intrinsic 120,none --hugging 250,750 --compression 750,250 --propose 300,nil
            """
    )

    // Unconditional, so that the seed table's `-1` is read as a value, not an option.
    @Option(parsing: .unconditional, help: "Intrinsic content size W,H; either may be 'none' or -1 (UIView.noIntrinsicMetric).")
    var intrinsic: String

    @Option(help: "Content hugging priorities H,V (1…1000, or required/high/low/fitting).")
    var hugging: String = "250,250"

    @Option(help: "Compression resistance priorities H,V (1…1000, or required/high/low/fitting).")
    var compression: String = "750,750"

    @Option(help: "Proposed size W,H; each may be 'nil', 'inf' or a number. Default: nil,nil (the ideal size).")
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

/// Parsing of the `W,H` arguments, each failure a ``ToolError`` naming the argument.
enum SizeArguments {
    static func intrinsic(_ value: String) throws -> IdealSize {
        let (width, height) = try pair(value, argument: "--intrinsic", expected: "W,H with numbers or 'none'") { (part: String) -> CGFloat?? in
            if part == "none" || part == "-1" { return .some(nil) }
            guard let number = Double(part), number.isFinite, number >= 0 else { return nil }
            return .some(CGFloat(number))
        }
        return IdealSize(width: width, height: height)
    }

    static func priorities(_ value: String, argument: String) throws -> (horizontal: LayoutPriority, vertical: LayoutPriority) {
        try pair(value, argument: argument, expected: "H,V with priorities from 1 to 1000 or required/high/low/fitting") { part in
            switch part {
            case "required": return .required
            case "high", "defaultHigh": return .defaultHigh
            case "low", "defaultLow": return .defaultLow
            case "fitting", "fittingSizeLevel": return .fittingSizeLevel
            default:
                guard let number = Float(part), number >= 1, number <= 1000 else { return nil }
                return LayoutPriority(number)
            }
        }
    }

    static func proposal(_ value: String) throws -> ProposedSize {
        let (width, height) = try pair(value, argument: "--propose", expected: "W,H with 'nil', 'inf' or numbers") { (part: String) -> CGFloat?? in
            switch part {
            case "nil": return .some(nil)
            case "inf", "infinity": return .some(CGFloat.infinity)
            default:
                guard let number = Double(part), number.isFinite, number >= 0 else { return nil }
                return .some(CGFloat(number))
            }
        }
        return ProposedSize(width: width, height: height)
    }

    private static func pair<T>(
        _ value: String,
        argument: String,
        expected: String,
        parse: (String) -> T?
    ) throws -> (T, T) {
        let parts = value.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let first = parse(parts[0]), let second = parse(parts[1]) else {
            throw ToolError(argument, "expected \(expected), got '\(value)'")
        }
        return (first, second)
    }
}
