// diagnosed: name the view first, as in UIViewAdaptor(UILabel())
import BridgeKit
import SwiftUI
import UIKit

// A factory closure of several statements: Swift infers `UIView`, so an update
// closure could not reach `UILabel`'s members. The deprecation names the fix.
struct FactoryClosureUIViewAdaptor: View {
    var body: some View {
        UIViewAdaptor {
            let label = UILabel()
            label.numberOfLines = 0
            return label
        }
    }
}
