import BridgeCore
import Foundation
import Testing

@Suite("Flexibility")
struct FlexibilityTests {
    @Test("presets are the unions the names say")
    func presets() {
        #expect(Flexibility.horizontal == [.minHorizontal, .maxHorizontal])
        #expect(Flexibility.vertical == [.minVertical, .maxVertical])
        #expect(Flexibility.all == [.minHorizontal, .maxHorizontal, .minVertical, .maxVertical])
        #expect(Flexibility.none.isEmpty)
    }

    @Test("flexible sides get .defaultLow, rigid sides .defaultHigh")
    func toPriorities() {
        let flexibility: Flexibility = [.minHorizontal, .maxVertical]
        #expect(flexibility.compressionResistance(for: .horizontal) == .defaultLow)
        #expect(flexibility.hugging(for: .horizontal) == .defaultHigh)
        #expect(flexibility.compressionResistance(for: .vertical) == .defaultHigh)
        #expect(flexibility.hugging(for: .vertical) == .defaultLow)
    }

    @Test(".uiKitDefault is what UIKit's default priorities read as (hugging 250, compression resistance 750)")
    func uiKitDefault() {
        let flexibility = Flexibility(
            compressionResistance: (.defaultHigh, .defaultHigh),
            hugging: (.defaultLow, .defaultLow)
        )
        #expect(flexibility == .uiKitDefault)
    }

    @Test("priorities below 750 read as flexible")
    func fromPriorities() {
        let flexibility = Flexibility(
            compressionResistance: (LayoutPriority(749), .required),
            hugging: (.defaultHigh, .fittingSizeLevel)
        )
        #expect(flexibility == [.minHorizontal, .maxVertical])
    }

    @Test("every combination survives the round trip through priorities", arguments: 0..<16)
    func roundTrip(rawValue: Int) {
        let flexibility = Flexibility(rawValue: UInt8(rawValue))
        let traits = SizingTraits(idealSize: IdealSize(width: 10, height: 10), flexibility: flexibility)
        #expect(Flexibility(traits) == flexibility)
    }

    @Test("the range follows the flexibility around the ideal size")
    func rangeFromFlexibility() {
        let ideal = IdealSize(width: 30, height: 40)
        let none = SizingTraits(idealSize: ideal, flexibility: .none).range
        #expect(none.horizontal == .fixed(30))
        #expect(none.vertical == .fixed(40))
        let all = SizingTraits(idealSize: ideal, flexibility: .all).range
        #expect(all.horizontal == AxisRange(min: 0, ideal: 30, max: .infinity))
        let shrinkOnly = SizingTraits(idealSize: ideal, flexibility: .minVertical).range
        #expect(shrinkOnly.vertical == AxisRange(min: 0, ideal: 40, max: 40))
    }

    @Test("descriptions name presets")
    func descriptions() {
        #expect(Flexibility.all.description == ".all")
        #expect(Flexibility([.minHorizontal, .maxVertical]).description == "[.minHorizontal, .maxVertical]")
    }
}
