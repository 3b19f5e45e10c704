import ArgumentParser

/// Runs `bridgekit` with the given arguments and returns what it printed and its
/// exit code, so the executable and the tests share one entry point.
///
/// Bad arguments print a single line naming the argument and exit with 2.
public enum Tool {
    public struct Result: Equatable, Sendable {
        public var output: String
        public var error: String
        public var exitCode: Int32
    }

    /// The exit code for bad arguments.
    public static let usageExitCode: Int32 = 2

    @MainActor
    public static func run(_ arguments: [String]) -> Result {
        do {
            var command = try BridgeKitCommand.parseAsRoot(arguments)
            guard let rendering = command as? any RenderingCommand else {
                // `help`, or no subcommand: ArgumentParser answers by throwing a help request.
                try command.run()
                return Result(output: "", error: "", exitCode: 0)
            }
            let text = try rendering.render()
            return Result(output: text.hasSuffix("\n") ? text : text + "\n", error: "", exitCode: 0)
        } catch let error as ToolError {
            return failure(error.message)
        } catch {
            if BridgeKitCommand.exitCode(for: error) == .success {
                // --help, -h, help <subcommand>
                return Result(output: BridgeKitCommand.fullMessage(for: error, columns: 80) + "\n", error: "", exitCode: 0)
            }
            let message = BridgeKitCommand.message(for: error)
            return failure(message.split(separator: "\n").first.map(String.init) ?? "invalid arguments")
        }
    }

    private static func failure(_ message: String) -> Result {
        Result(output: "", error: "error: \(message)\n", exitCode: usageExitCode)
    }
}

/// A one-line argument error that names the argument; ``Tool/run(_:)`` prints it and exits with 2.
struct ToolError: Error, Equatable {
    var message: String

    init(_ argument: String, _ problem: String) {
        message = "\(argument): \(problem)"
    }
}
