import BridgeCore
import BridgeDoubles
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing

/// What `UIViewAdaptor` and `UIViewControllerAdaptor` do when the app names no
/// flexibility: text sizes like `Text`, a view with no intrinsic size like `Color`.
/// Before, the default was `.all`: in `VStack { UIViewAdaptor(UILabel()); Spacer() }`
/// the label took half the height with its text centred, and at a hosting
/// controller's root it filled the screen.
@Suite("Layout: the adaptors' default flexibility")
@MainActor
struct DefaultFlexibilityTests {
    /// The height a `VStack` of the view and a `Spacer` gives the view: SwiftUI
    /// offers each child its share (here half), then gives what the view does not
    /// take to the spacer.
    static func heightInAStackWithASpacer<Subject: LayoutMeasurable>(_ sizer: inout AdaptiveSizer<Subject>, _ view: Subject) -> CGFloat {
        sizer.size(for: ProposedSize(width: 300, height: 400), of: view).height
    }

    @Test("A label takes the height of its lines, not the spare height a spacer would share")
    func labelTakesItsLines() {
        let label = HeadlessLabel(text: SizingExamples.quote)
        var sizer = AdaptiveSizer<HeadlessLabel>(flexibility: .automatic, idealSizeCalculator: .default)
        #expect(Self.heightInAStackWithASpacer(&sizer, label) == 100)
        // At a hosting controller's root (the screen proposed): its own size, not the screen.
        #expect(sizer.size(for: ProposedSize(width: 390, height: 800), of: label).height < 800)
        // Like `Text`, it still shrinks when offered less.
        #expect(sizer.size(for: ProposedSize(width: 300, height: 40), of: label).height == 40)
    }

    @Test("A view with no intrinsic size fills what it is offered, as Color does")
    func viewWithoutIntrinsicSizeFills() {
        let custom = HeadlessView(SizingTraits(intrinsicSize: .none))
        var sizer = AdaptiveSizer<HeadlessView>(flexibility: .automatic, idealSizeCalculator: .default)
        #expect(sizer.size(for: ProposedSize(width: 300, height: 400), of: custom) == CGSize(width: 300, height: 400))
        #expect(sizer.size(for: ProposedSize(width: .infinity, height: .infinity), of: custom).width == .infinity)
    }

    @Test("Automatic resolves per axis from the intrinsic size; options beside it stay")
    func resolution() {
        #expect(Flexibility.automatic.resolved(intrinsic: IdealSize(width: 40, height: 20)) == [.minHorizontal, .minVertical])
        #expect(Flexibility.automatic.resolved(intrinsic: IdealSize(width: nil, height: 20)) == [.horizontal, .minVertical])
        #expect(Flexibility.automatic.resolved(intrinsic: IdealSize(width: nil, height: nil)) == .all)
        #expect(Flexibility([.automatic, .maxHorizontal]).resolved(intrinsic: IdealSize(width: 40, height: 20)) == [.horizontal, .minVertical])
        #expect(Flexibility.all.resolved(intrinsic: IdealSize(width: 40, height: 20)) == .all, "an explicit flexibility is kept")
    }
}
