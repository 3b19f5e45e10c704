@testable import BridgeKitTool
import Testing

@Suite("bridgekit size")
@MainActor
struct SizeCommandTests {
    @Test("--json prints one object with infinity as \"inf\"")
    func json() {
        let result = Tool.run(["size", "--intrinsic", "120,none", "--hugging", "250,750", "--compression", "750,250", "--propose", "300,nil", "--json"])
        #expect(result.exitCode == 0)
        #expect(result.error.isEmpty)
        #expect(result.output == """
            {"horizontal":{"min":120,"ideal":120,"max":"inf"},"vertical":{"min":0,"ideal":0,"max":"inf"},"size":{"width":300,"height":0}}

            """)
    }

    @Test("--json on a rigid view under an infinite proposal")
    func jsonRigid() {
        let result = Tool.run(["size", "--intrinsic", "20,20", "--hugging", "750,750", "--compression", "750,750", "--propose", "inf,inf", "--json"])
        #expect(result.output == """
            {"horizontal":{"min":20,"ideal":20,"max":20},"vertical":{"min":20,"ideal":20,"max":20},"size":{"width":20,"height":20}}

            """)
    }

    @Test("--json writes an unbounded size as \"inf\" and fractions as decimals")
    func jsonInfiniteSize() {
        let result = Tool.run(["size", "--intrinsic", "12.5,none", "--propose", "inf,0", "--json"])
        #expect(result.output.contains(#""horizontal":{"min":12.5,"ideal":12.5,"max":"inf"}"#))
        #expect(result.output.contains(#""size":{"width":"inf","height":0}"#))
    }

    @Test("human output names each axis' range, the sizing table row and the size")
    func human() {
        let result = Tool.run(["size", "--intrinsic", "120,34", "--hugging", "250,750", "--compression", "250,750", "--propose", "390,800"])
        #expect(result.exitCode == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("  sizing table row 2: x | < 750 | < 750 | 0 … x … ∞"))
        #expect(lines.contains("  min 0, ideal 120, max inf"))
        #expect(lines.contains("  sizing table row 5: x | >= 750 | >= 750 | x … x … x"))
        #expect(lines.contains("  proposed 800 → 34"))
        #expect(lines.last == "size: 390 × 34")
    }

    @Test("priorities accept names; the proposal defaults to the ideal size")
    func namedPriorities() {
        let result = Tool.run(["size", "--intrinsic", "50,none", "--hugging", "high,low", "--compression", "required,fitting", "--json"])
        #expect(result.output.contains(#""horizontal":{"min":50,"ideal":50,"max":50}"#))
        #expect(result.output.contains(#""size":{"width":50,"height":0}"#))
    }

    @Test("--intrinsic takes -1 for no intrinsic metric", arguments: [["--intrinsic", "-1,20"], ["--intrinsic=-1,20"]])
    func minusOneIsNone(intrinsic: [String]) {
        let result = Tool.run(["size"] + intrinsic + ["--json"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains(#""horizontal":{"min":0,"ideal":0,"max":"inf"}"#))
        #expect(result.output.contains(#""vertical":{"min":20,"ideal":20,"max":"inf"}"#))
    }

    @Test(
        "bad arguments: one line naming the argument, exit code 2",
        arguments: [
            (["size", "--intrinsic", "1x,2"], "--intrinsic"),
            (["size", "--intrinsic", "10"], "--intrinsic"),
            (["size", "--intrinsic", "-5,none"], "--intrinsic"),
            (["size", "--intrinsic", "--json"], "--intrinsic"),
            (["size", "--intrinsic", "10,10", "--propose", "-1,nil"], "--propose"),
            (["size", "--intrinsic", "10,10", "--propose", "1,2,3"], "--propose"),
            (["size", "--intrinsic", "10,10", "--propose", "big,nil"], "--propose"),
            (["size", "--intrinsic", "10,10", "--hugging", "1001,250"], "--hugging"),
            (["size", "--intrinsic", "10,10", "--compression", "0,250"], "--compression"),
            (["size"], "--intrinsic"),
            (["size", "--intrinsic", "10,10", "--width", "3"], "--width"),
        ]
    )
    func badArguments(arguments: [String], named argument: String) {
        let result = Tool.run(arguments)
        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: "))
        #expect(result.error.contains(argument))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test(
        "negative numbers are read as the option's value, and the error names the bad part and why",
        arguments: [
            (["--propose", "-5,3"], "--propose: width '-5' is negative"),
            (["--propose=-5,3"], "--propose: width '-5' is negative"),
            (["--propose", "3,-0.5"], "--propose: height '-0.5' is negative"),
            (["--hugging", "-1,250"], "--hugging: horizontal '-1' is outside 1…1000"),
            (["--compression", "-750,3"], "--compression: horizontal '-750' is outside 1…1000"),
            (["--compression", "750,-3"], "--compression: vertical '-3' is outside 1…1000"),
            (["--intrinsic", "-5,none"], "--intrinsic: width '-5' is negative"),
        ]
    )
    func negativeNumbers(option: [String], message: String) {
        let intrinsic = option.first == "--intrinsic" ? [] : ["--intrinsic", "10,10"]
        let result = Tool.run(["size"] + intrinsic + option)
        #expect(result.exitCode == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: \(message); expected "))
        #expect(!result.error.contains("Missing value"))
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test("an option followed by another option reports the option, not a missing value elsewhere")
    func optionAsValue() {
        let result = Tool.run(["size", "--intrinsic", "10,10", "--hugging", "--json"])
        #expect(result.exitCode == 2)
        #expect(result.error == "error: --hugging: expected H,V with priorities from 1 to 1000 or required/high/low/fitting, got '--json'\n")
    }

    @Test("a part that is not a number says so")
    func notANumber() {
        let result = Tool.run(["size", "--intrinsic", "10,10", "--propose", "big,nil"])
        #expect(result.error == "error: --propose: width 'big' is not understood; expected W,H with 'nil', 'inf' or numbers ≥ 0, got 'big,nil'\n")
    }

    @Test("--help prints usage and succeeds")
    func help() {
        let result = Tool.run(["size", "--help"])
        #expect(result.exitCode == 0)
        #expect(result.output.contains("--intrinsic"))
    }
}
