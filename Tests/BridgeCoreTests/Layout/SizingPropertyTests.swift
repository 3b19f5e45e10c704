import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import PropertyBased
import Testing

@Suite("Sizing properties")
@MainActor
struct SizingPropertyTests {
    /// A proposed length: `nil`, `0`, `∞` or a finite value, the four kinds SwiftUI sends.
    static let proposedLength = Gen.int(in: -2...600).map { code -> CGFloat? in
        switch code {
        case -2: nil
        case -1: .infinity
        default: CGFloat(code)
        }
    }

    /// A few lengths only, so that proposals repeat and remembered answers are used.
    static let repeatingLength = Gen.int(in: 0...4).map { index -> CGFloat? in
        [nil, 0, 100, 300, .infinity][index]
    }

    @Test("any traits, any proposal: the length lies in min … max and nil gets the ideal")
    func resolvedWithinRange() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: -1...500), Gen.int(in: 1...1000), Gen.int(in: 1...1000), Self.proposedLength
        ) { intrinsic, compression, hugging, proposal in
            let traits = AxisTraits(
                intrinsic: intrinsic < 0 ? nil : CGFloat(intrinsic),
                compressionResistance: LayoutPriority(Float(compression)),
                hugging: LayoutPriority(Float(hugging))
            )
            let range = traits.range
            let length = range.resolve(proposal)
            #expect(range.min <= range.ideal && range.ideal <= range.max)
            #expect(length >= range.min && length <= range.max)
            if proposal == nil { #expect(length == range.ideal) }
            // The rule is decided by the 750 threshold alone.
            #expect(Flexibility(SizingTraits(horizontal: traits, vertical: traits)).contains(.minHorizontal) == (compression < 750))
        }
    }

    @Test("remembering measurements never changes an answer")
    func cacheIsTransparent() async {
        let words = Gen.element(of: ["journey", "end", "你好", "step", "🇨🇳", "a", "painful", "experience,"])
        let steps = zip(Self.repeatingLength, Self.repeatingLength, Gen.int(in: 0...3)).array(of: 1...40)
        await propertyCheck(count: 100, input: words.array(of: 0...30), steps) { text, steps in
            let label = HeadlessLabel(text: text.compactMap { $0 }.joined(separator: " "))
            var cached = AdaptiveSizer<HeadlessLabel>(idealSizeCalculator: .default)
            for (width, height, change) in steps {
                // Sometimes the content changes between layouts, as after invalidateIntrinsicContentSize().
                if change == 0 { label.text += " next" }
                let proposal = ProposedSize(width: width, height: height)
                var fresh = AdaptiveSizer<HeadlessLabel>(idealSizeCalculator: .default)
                #expect(cached.size(for: proposal, of: label) == fresh.size(for: proposal, of: label))
            }
        }
    }
}
