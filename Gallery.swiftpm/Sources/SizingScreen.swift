import BridgeKit
import SwiftUI
import UIKit

/// A multi-line label and a custom view, through a plain representable and
/// through `UIViewAdaptor`, at a width you choose, with the sizing table's
/// explanation of both results.
struct SizingScreen: View {
    @State private var subject: SizingSubject = .label
    @State private var width: Double = 280
    @State private var asksIdealSize = false
    @State private var flexibility: Flexibility = .all
    @State private var plainGetsFlexibility = false

    private var proposal: ProposedSize {
        ProposedSize(width: asksIdealSize ? nil : CGFloat(width), height: nil)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                controls
                Divider()
                Text("Plain UIViewRepresentable").font(.headline)
                Text(plainGetsFlexibility ? "Priorities from the flexibility above." : "UIKit's default priorities.")
                    .font(.footnote).foregroundColor(.secondary)
                proposed(PlainRepresentable(subject: subject, priorities: plainGetsFlexibility ? flexibility : nil))
                    .id([subject.rawValue, plainGetsFlexibility ? "flexibility" : "defaults"])   // a new view restores UIKit's defaults
                Text("UIViewAdaptor(flexibility: \(flexibility.description))").font(.headline)
                proposed(UIViewAdaptor(subject.makeView(), flexibility: flexibility))
                    .id(subject)
                Divider()
                Text("What the sizing table says").font(.headline)
                Text(SizingExplanation(subject: subject, proposal: proposal, flexibility: flexibility,
                                       plainPriorities: plainGetsFlexibility ? flexibility : nil).text)
                    .font(.system(.footnote, design: .monospaced))
                    .textSelection(.enabled)
            }
            .padding()
        }
        .navigationTitle("Sizing")
    }

    private var controls: some View {
        VStack(alignment: .leading, spacing: 8) {
            Picker("View", selection: $subject) {
                ForEach(SizingSubject.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            Toggle("Ask for the ideal size (.fixedSize())", isOn: $asksIdealSize)
            HStack {
                Text(asksIdealSize ? "Proposed width: nil" : "Proposed width: \(Int(width))")
                    .monospacedDigit()
                Slider(value: $width, in: 40...600, step: 1)
                    .disabled(asksIdealSize)
            }
            Text("Flexibility: the sides UIViewAdaptor may leave the ideal size on").font(.subheadline)
            HStack {
                Toggle("Shrink width", isOn: member(.minHorizontal))
                Toggle("Grow width", isOn: member(.maxHorizontal))
            }
            HStack {
                Toggle("Shrink height", isOn: member(.minVertical))
                Toggle("Grow height", isOn: member(.maxVertical))
            }
            Toggle("Give the plain representable the same priorities", isOn: $plainGetsFlexibility)
        }
        .font(.subheadline)
    }

    /// `content` under the chosen proposal: width `width` (or nil) and height nil,
    /// as a vertical scroll view proposes. The solid border is the size the view
    /// took; the dashed one is the width it was offered.
    @ViewBuilder
    private func proposed<Content: View>(_ content: Content) -> some View {
        let measured = content.border(Color.accentColor)
        if asksIdealSize {
            measured.fixedSize()
        } else {
            measured
                .frame(width: CGFloat(width), alignment: .leading)
                .overlay(Rectangle().stroke(Color.secondary, style: StrokeStyle(lineWidth: 1, dash: [4])))
        }
    }

    private func member(_ side: Flexibility) -> Binding<Bool> {
        Binding(
            get: { flexibility.contains(side) },
            set: { isOn in
                if isOn { flexibility.insert(side) } else { flexibility.remove(side) }
            }
        )
    }
}

struct SizingScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            SizingScreen()
        }
    }
}
