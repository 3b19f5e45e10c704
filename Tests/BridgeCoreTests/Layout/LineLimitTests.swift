import BridgeCore
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

@Suite("Line limits read as SwiftUI's lineLimit")
struct LineLimitTests {
    @Test("ranges: 1...5, 3..., ...4, exactly 2, none")
    func ranges() {
        #expect(LineLimit(1...5) == LineLimit(minimum: 1, maximum: 5))
        #expect(LineLimit(3...) == LineLimit(minimum: 3, maximum: nil))
        #expect(LineLimit(...4) == LineLimit(minimum: 1, maximum: 4))
        #expect(LineLimit(exactly: 2) == LineLimit(minimum: 2, maximum: 2))
        #expect(LineLimit.unlimited == LineLimit(minimum: 1, maximum: nil))
    }

    /// SwiftUI's `lineLimit(3, reservesSpace: true)` keeps a vertical
    /// `TextField` three lines high while empty; without `reservesSpace` it
    /// grows from one.
    @Test("reservesSpace: the limit is also the minimum")
    func reservesSpace() {
        #expect(LineLimit(3, reservesSpace: true) == LineLimit(exactly: 3))
        #expect(LineLimit(3, reservesSpace: false) == LineLimit(...3))
        #expect(LineLimit(0, reservesSpace: true) == LineLimit(exactly: 1))
    }

    @Test("a minimum below one becomes one", arguments: [0, -3, Int.min])
    func minimumCorrected(minimum: Int) {
        #expect(LineLimit(minimum: minimum, maximum: 5) == LineLimit(1...5))
        #expect(LineLimit(exactly: minimum) == LineLimit(exactly: 1))
    }

    @Test("a maximum below the minimum becomes the minimum")
    func maximumCorrected() {
        #expect(LineLimit(minimum: 4, maximum: 2) == LineLimit(exactly: 4))
        #expect(LineLimit(...0) == LineLimit(exactly: 1))
        #expect(LineLimit(minimum: 3, maximum: Int.min).maximum == 3)
    }

    @Test("the sizer's height range follows the limit")
    func heights() {
        let metrics = TextLineMetrics(lineHeight: 20, verticalInsets: 16)
        #expect(GrowingTextSizer(lineLimit: LineLimit(3...), metrics: metrics).minimumHeight == 76)
        #expect(GrowingTextSizer(lineLimit: LineLimit(3...), metrics: metrics).maximumHeight == .infinity)
        #expect(GrowingTextSizer(lineLimit: LineLimit(...4), metrics: metrics).maximumHeight == 96)
    }
}
