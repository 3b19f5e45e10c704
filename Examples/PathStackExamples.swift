// The examples of the DocC article "Navigation driven by state" (its stack
// section), compiled as an app would write them. Nothing here runs.
import BridgeKit
import Combine
import SwiftUI
import UIKit

enum PathStackArticle {
    struct Recipe: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    struct RecipeList: StandaloneHostedView {
        var body: some View { Text("recipes") }
    }

    struct RecipeDetail: StandaloneHostedView {
        let id: Recipe.ID
        var body: some View { Text("recipe \(id)") }
    }

    // "Bind the stack to a path": a store owns where the user is.
    @MainActor
    final class AppModel: ObservableObject {
        @Published var path: [Recipe.ID] = []
    }

    @MainActor
    final class AppCoordinator {
        let model = AppModel()
        private var updates: AnyCancellable?
        private(set) var navigation: NavigatorController!

        func start(in window: UIWindow) {
            navigation = NavigatorController(
                path: Binding(get: { [model] in model.path }, set: { [model] in model.path = $0 }),
                root: StandaloneHostingController(rootView: RecipeList())
            ) { id in
                StandaloneHostingController(rootView: RecipeDetail(id: id))
            }
            // @Published publishes before the value is stored: read it on the next turn.
            updates = model.$path
                .receive(on: DispatchQueue.main)
                .sink { [weak self] _ in self?.navigation.updatePath() }
            window.rootViewController = navigation
        }

        // "Deep link into three pages": one setViewControllers, one animation.
        func open(_ url: URL) {
            let ids = url.pathComponents.compactMap(Int.init)   // /recipes/3/5/8 → [3, 5, 8]
            model.path = ids
        }
    }

    // "From SwiftUI": the representable reads the path on every update. The
    // controller keeps the `$path` it was made with: it names the parent's @State
    // storage, which stays for the screen's life.
    struct RecipesStack: UIViewControllerRepresentable {
        @Binding var path: [Recipe.ID]

        func makeUIViewController(context: Context) -> NavigatorController {
            NavigatorController(path: $path, root: StandaloneHostingController(rootView: RecipeList())) { id in
                StandaloneHostingController(rootView: RecipeDetail(id: id))
            }
        }

        func updateUIViewController(_ navigation: NavigatorController, context: Context) {
            _ = path   // a read, so SwiftUI updates this view when the path changes
            navigation.updatePath(animated: !context.transaction.disablesAnimations)
        }
    }

    struct RecipesScreen: View {
        @State private var path: [Recipe.ID] = []

        var body: some View {
            RecipesStack(path: $path)
                .onOpenURL { url in path = url.pathComponents.compactMap(Int.init) }
        }
    }

    // "Pages the path does not name".
    @MainActor
    static func logOutsidePages(_ navigation: NavigatorController) {
        navigation.onPagesChange = { [weak navigation] _ in
            print("outside the path:", navigation?.pagesOutsidePath ?? [])
        }
    }
}
