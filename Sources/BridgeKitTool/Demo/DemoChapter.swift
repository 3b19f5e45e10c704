/// One chapter of `bridgekit demo`: a feature's scenarios replayed headless on BridgeCore.
///
/// A chapter returns its lines instead of printing them, so tests can assert what
/// the tour says. Each feature adds its chapter in a file of its own
/// (`Demo/<Feature>Demo.swift`) and one line to ``DemoTour/chapters``.
public struct DemoChapter: Sendable {
    /// Shown as the chapter heading.
    public let title: String
    /// Replays the scenarios and returns the lines to print.
    public let lines: @MainActor @Sendable () -> [String]

    public init(title: String, lines: @escaping @MainActor @Sendable () -> [String]) {
        self.title = title
        self.lines = lines
    }
}

/// The whole tour, in reading order.
public enum DemoTour {
    public static let chapters: [DemoChapter] = [
        .sizing,
        .textField,
        .submitFocus,
        .multilineText,
        .navigation,
        .refresh,
    ]

    /// The tour as printed text.
    @MainActor
    public static func render(_ chapters: [DemoChapter] = chapters) -> String {
        var output: [String] = ["BridgeKit demo: every scenario runs headless on BridgeCore, no UIKit needed.", ""]
        for chapter in chapters {
            let heading = chapter.title
            output.append(heading)
            output.append(String(repeating: "=", count: heading.count))
            output.append(contentsOf: chapter.lines())
            output.append("")
        }
        return output.joined(separator: "\n")
    }
}
