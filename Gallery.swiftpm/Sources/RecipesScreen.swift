import BridgeKit
import SwiftUI
import UIKit

/// The everyday tasks of the DocC article *Recipes*, each working: the article's own
/// views and controllers (Recipes/, the files the articles quote), given sample data
/// where the app would bring its own, or a link to the gallery screen that shows the
/// task already.
struct RecipesScreen: View {
    @State private var showsExistingApp = false
    @State private var showsNotesApp = false

    var body: some View {
        List {
            Section {
                NavigationLink("A label and a chart in a List row") {
                    WatchlistView(stocks: Stock.samples).navigationTitle("Watchlist")
                }
                NavigationLink("A formatted phone field in a Form") { ContactForm().navigationTitle("Contact") }
                NavigationLink("A search field") { ProductSearchView().navigationTitle("Search") }
                NavigationLink("Native and wrapped fields in one form") { ShippingForm().navigationTitle("Shipping") }
            } header: {
                Text("Rows and fields")
            } footer: {
                Text("The phone field: digits only, formatted as you type, Next and Done on a bar above the number pad, Return on Name moves to Phone. The shipping form moves focus between SwiftUI TextFields and a wrapped field with Return.")
            }

            Section {
                Button("Push a configured SwiftUI page from UIKit") { showsExistingApp = true }
                    .foregroundColor(.accentColor)
                NavigationLink("Embed a SwiftUI component in UIKit") { RecipeCart().navigationTitle("Cart") }
                Button("Refresh the UIKit list when the SwiftUI page is popped") { showsNotesApp = true }
                    .foregroundColor(.accentColor)
            } header: {
                Text("In an existing UIKit app")
            } footer: {
                Text("A UIKit table in a NavigatorController(rootViewController:): a row pushes a SwiftUI page whose title and Edit button are there before the push; its History page pops both. The cart is a UIKit screen embedding a SwiftUI summary it updates through content. The notes list reloads once per pop of its SwiftUI page (onLifecycle's didDisappear(.movingFromParent)), not for a back swipe taken back.")
            }

            Section {
                NavigationLink("List refresh bound to isLoading") { InboxView().navigationTitle("Inbox") }
                NavigationLink("A segmented control and a stepper") { BasketOptions().navigationTitle("Basket") }
                NavigationLink {
                    IntrospectionScreen()
                } label: {
                    GalleryRow(title: "Introspection", summary: "Shown in “Clear button on a native TextField”")
                }
                NavigationLink {
                    BoundControlsScreen()
                } label: {
                    GalleryRow(title: "More bound controls", summary: "Shown in “Bound UIKit controls”")
                }
                NavigationLink {
                    RefreshScreen()
                } label: {
                    GalleryRow(title: "More refresh forms", summary: "Shown in “List, ScrollView and UIKit table”")
                }
            } header: {
                Text("State, refresh and UIKit settings")
            }
        }
        .navigationTitle("Recipes")
        .fullScreenCover(isPresented: $showsExistingApp) {
            RecipeOrdersApp { showsExistingApp = false }
                .ignoresSafeArea()
        }
        .fullScreenCover(isPresented: $showsNotesApp) {
            RecipeNotesApp { showsNotesApp = false }
                .ignoresSafeArea()
        }
    }
}

// MARK: What the gallery adds to the article's code

extension Stock {
    static let samples = [
        Stock(id: "AAPL", name: "A long company name that wraps onto a second line in a narrow row",
              prices: [189, 191, 188, 193, 195, 194, 198]),
        Stock(id: "BRDG", name: "Bridge Industries", prices: [42, 40, 41, 39, 37, 38, 36]),
        Stock(id: "KIT", name: "Kit & Co.", prices: [12, 12.5, 13, 12.8, 13.6, 14.1, 14]),
    ]
}

/// The article's UIKit orders screen as the app's root, in a `NavigatorController`,
/// presented full screen so UIKit's navigation bar is the only one; Close is the
/// gallery's.
struct RecipeOrdersApp: UIViewControllerRepresentable {
    let close: @MainActor () -> Void

    func makeUIViewController(context: Context) -> NavigatorController {
        let orders = OrdersViewController()
        orders.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Close") { _ in
            close()
        })
        return NavigatorController(rootViewController: orders)
    }

    func updateUIViewController(_ navigation: NavigatorController, context: Context) {}
}

/// The recipe's UIKit notes list in a navigation controller, presented full
/// screen like the orders app; Close is the gallery's.
struct RecipeNotesApp: UIViewControllerRepresentable {
    let close: @MainActor () -> Void

    func makeUIViewController(context: Context) -> UINavigationController {
        let notes = NotesViewController(store: NoteStore())
        notes.navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Close") { _ in
            close()
        })
        return UINavigationController(rootViewController: notes)
    }

    func updateUIViewController(_ navigation: UINavigationController, context: Context) {}
}

/// The article's `CartViewController`; the stepper plays the app's UIKit code that
/// calls `cartDidChange(items:)`, which replaces the embedded summary's `content`.
struct RecipeCart: View {
    @State private var itemCount = 0

    var body: some View {
        VStack {
            CartController(items: Array(Order.samples.prefix(itemCount)))
            Stepper("Orders in the cart: \(itemCount)", value: $itemCount, in: 0...Order.samples.count)
                .padding()
        }
    }
}

private struct CartController: UIViewControllerRepresentable {
    let items: [Order]

    func makeUIViewController(context: Context) -> CartViewController {
        let cart = CartViewController()
        cart.loadViewIfNeeded()   // embeds the summary, so the first update reaches it
        return cart
    }

    func updateUIViewController(_ cart: CartViewController, context: Context) {
        cart.cartDidChange(items: items)
    }
}

struct RecipesScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack { RecipesScreen() }
    }
}
