import ArgumentParser

/// `bridgekit`: the headless tour and the sizing explainer.
public struct BridgeKitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bridgekit",
        abstract: "BridgeKit's decisions, run headless: a demo tour and a UIView sizing explainer.",
        subcommands: [DemoCommand.self, SizeCommand.self]
    )

    public init() {}
}

/// A subcommand that returns its output as text, so tests can read it.
protocol RenderingCommand: ParsableCommand {
    @MainActor func render() throws -> String
}

/// `bridgekit demo`
struct DemoCommand: RenderingCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Replay every feature's scenarios on BridgeCore and print what happens."
    )

    @MainActor func render() throws -> String { DemoTour.render() }
}
