import BridgeKitTool
import Foundation

// The executable only forwards to BridgeKitTool, which the tests drive directly.
let result = MainActor.assumeIsolated { Tool.run(Array(CommandLine.arguments.dropFirst())) }
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.error.utf8))
exit(result.exitCode)
