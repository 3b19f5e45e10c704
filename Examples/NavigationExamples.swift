// The navigation examples of README.md ("SwiftUI pages in UIKit") and of the
// DocC article "SwiftUI pages in UIKit", compiled as an app would write them.
// Both documents name their page `DetailView`, so each lives in its own
// namespace; the app types they assume (HomeView, CartView, analytics, ...) are
// declared minimally below. Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

// MARK: Stand-ins for the app's own types

struct HomeView: StandaloneHostedView {
    var body: some View { Text("home") }
}

struct CartView: StandaloneHostedView {
    var body: some View { Text("cart") }
}

struct CheckoutView: StandaloneHostedView {
    var body: some View { Text("checkout") }
}

class BaseViewController: UIViewController {}

@MainActor
func someRemoteRequest(completion: @escaping @MainActor (String) -> Void) {}

@MainActor
final class Analytics {
    func pageShown() {}
}

@MainActor
final class Draft {
    func save() {}
}

@MainActor
final class Session {
    func close() {}
}

@MainActor let analytics = Analytics()
@MainActor let draft = Draft()
@MainActor let session = Session()

// MARK: README.md, "SwiftUI pages in UIKit"

enum ReadmeNavigation {
    struct DetailView: StandaloneHostedView {
        @Environment(\.navigator) private var navigator

        // Runs in the hosting controller's init: the title is there before the push animation.
        func configureHostingController(_ hostingController: StandaloneHostingController<DetailView>) {
            hostingController.navigationItem.title = "Noodle"
        }

        var body: some View {
            Button("Back two pages") { try? navigator.pop(count: 2) }
                .onLifecycle(.didDisappear) { event in print(event) }
        }
    }

    @MainActor
    static func start() throws -> NavigatorController {
        let navigation = NavigatorController(rootView: HomeView())
        try navigation.navigator.push(DetailView())
        return navigation
    }
}

// MARK: Article "SwiftUI pages in UIKit"

enum ArticleNavigation {
    // "Configure the page before it is pushed"
    struct DetailView: StandaloneHostedView {
        func configureHostingController(_ hostingController: StandaloneHostingController<DetailView>) {
            hostingController.navigationItem.title = "Noodle"
        }

        var body: some View {
            Text("detail")
        }
    }

    @MainActor
    static func pushDetail(on navigationController: UINavigationController) {
        let detailPage = StandaloneHostingController(rootView: DetailView())
        navigationController.pushViewController(detailPage, animated: true)
    }

    // "Pages with a base view controller"
    final class DetailPage: BaseViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Noodle"            // configured here, before the push
            someRemoteRequest { [weak self] name in
                self?.embedHostedView(ContentView(name: name))
            }
        }

        struct ContentView: StandaloneHostedView {
            let name: String
            var body: some View { Text("detail of \(name)") }
        }
    }

    // "The UIKit lifecycle, in SwiftUI": it registers every phase its switch
    // handles, because the modifier delivers only the phases it is given.
    struct LifecycleAwareDetail: View {
        var body: some View {
            Text("detail")
                .onLifecycle([.didAppear, .willDisappear, .didDisappear]) { event in
                    switch event {
                    case .didAppear(.movingToParent): analytics.pageShown()
                    case .willDisappear(.movingFromParent): draft.save()      // leaving, not just covered
                    case .didDisappear(.movingFromParent): session.close()    // popped for good
                    default: break
                    }
                }
        }
    }

    // "Full control of the navigation stack"
    struct CheckoutFlow: StandaloneHostedView {
        @Environment(\.navigator) private var navigator
        let home: PageID

        var body: some View { Text("checkout flow") }

        func navigate() throws {
            try navigator.push(DetailView())
            try navigator.push(contentsOf: [.hosted(CartView()), .hosted(CheckoutView())])
            try navigator.pop(count: 2)
            try navigator.pop(to: home)
            try navigator.popToRoot()
            try navigator.replaceStack([.existing(home), .hosted(CartView())])
        }
    }

    // "Full control of the navigation stack": `try?` compiles without a warning
    // (the calls return nothing), a do/catch shows why a push did not happen, and
    // the module-qualified type for apps that also import a `Navigator` (SwiftUIX).
    struct DetailLink: StandaloneHostedView {
        @Environment(\.navigator) private var navigator: BridgeKit.Navigator

        var body: some View {
            VStack {
                Button("Details") { try? navigator.push(DetailView()) }
                Button("Details, or why not") {
                    do {
                        try navigator.push(DetailView(), id: "detail")
                    } catch {
                        print("not pushed: \(error)")
                    }
                }
                Button("Cart and checkout") {
                    try? navigator.push(contentsOf: [.hosted(CartView()), .hosted(CheckoutView())])
                }
                Button("Start over") { try? navigator.replaceStack([.hosted(CartView())]) }
            }
        }
    }

    // "Keeping an app model in step" (and NavigatorController.onPagesChange's doc comment)
    @MainActor final class PathModel {
        var path: [PageID] = []
    }

    @MainActor
    static func observed(model: PathModel) -> NavigatorController {
        let navigation = NavigatorController(rootView: HomeView())
        model.path = navigation.pages
        navigation.onPagesChange = { [weak model] pages in model?.path = pages }
        return navigation
    }

    // "Keeping an app model in step": pages is not observable and onPagesChange
    // holds one closure, so share the stack through an ObservableObject.
    @MainActor final class StackModel: ObservableObject {
        @Published var pages: [PageID] = []
        @Published var depth = 0
    }

    @MainActor
    static func shared(stack: StackModel) -> NavigatorController {
        let navigation = NavigatorController(rootView: HomeView())
        stack.pages = navigation.pages
        navigation.onPagesChange = { [weak stack] pages in
            stack?.pages = pages
            stack?.depth = pages.count
        }
        return navigation
    }

    struct BackToTopBadge: View {
        @ObservedObject var stack: StackModel
        var body: some View { Text("\(stack.depth) pages deep") }
    }
}
