// diagnosed: name it first, as in UIViewControllerAdaptor(ChartViewController())
import BridgeKit
import SwiftUI
import UIKit

// A factory closure: the controller's type can be lost (inferred as
// `UIViewController`). The deprecation names the fix.
struct FactoryClosureUIViewControllerAdaptor: View {
    var body: some View {
        UIViewControllerAdaptor {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            return controller
        }
    }
}
