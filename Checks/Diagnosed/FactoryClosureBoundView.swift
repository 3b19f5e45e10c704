// diagnosed: name the view first, as in BoundControl($text, UILabel())
import BridgeKit
import SwiftUI
import UIKit

// A display view made by a factory closure: the deprecation names the form
// that keeps the view's type.
struct FactoryClosureBoundView: View {
    @State private var text = "Hello"

    var body: some View {
        BoundControl($text, makeView: { UILabel() }) { label, text in
            label.text = text
        }
    }
}
