import BridgeKit
import SwiftUI

/// The eight everyday tasks of the DocC article *Recipes*, each working: a screen
/// of its own where the gallery had none, a link to the screen that already shows
/// it otherwise. The code is the article's (Examples/Recipe*.swift), shortened
/// where a sample model stands in for the app's network.
struct RecipesScreen: View {
    @State private var showsExistingApp = false

    var body: some View {
        List {
            Section {
                NavigationLink("A label and a chart in a List row") { RecipeWatchlist() }
                NavigationLink("A formatted phone field in a Form") { RecipeContactForm() }
                NavigationLink("A search field") { RecipeProductSearch() }
            } header: {
                Text("Rows and fields")
            } footer: {
                Text("The phone field: digits only, formatted as you type, Next and Done on a bar above the number pad, Return on Name moves to Phone.")
            }

            Section {
                Button("Push a configured SwiftUI page from UIKit") { showsExistingApp = true }
                    .foregroundColor(.accentColor)
            } header: {
                Text("In an existing UIKit app")
            } footer: {
                Text("A UIKit table in a NavigatorController(rootViewController:): a row pushes a SwiftUI page whose title and Edit button are there before the push; the screen embeds a SwiftUI summary it updates through content.")
            }

            Section {
                NavigationLink("List refresh bound to isLoading") { RecipeInbox() }
                NavigationLink("A segmented control and a stepper") { RecipeBasketOptions() }
                NavigationLink {
                    IntrospectionScreen()
                } label: {
                    RecipeLink(title: "Introspection", shownIn: "Clear button on a native TextField")
                }
                NavigationLink {
                    BoundControlsScreen()
                } label: {
                    RecipeLink(title: "More bound controls", shownIn: "Bound UIKit controls")
                }
                NavigationLink {
                    RefreshScreen()
                } label: {
                    RecipeLink(title: "More refresh forms", shownIn: "List, ScrollView and UIKit table")
                }
            } header: {
                Text("State, refresh and UIKit settings")
            }
        }
        .navigationTitle("Recipes")
        .fullScreenCover(isPresented: $showsExistingApp) {
            RecipeExistingApp { showsExistingApp = false }
                .ignoresSafeArea()
        }
    }
}

/// A row that opens another gallery screen: the task, and the screen that shows it.
struct RecipeLink: View {
    let title: String
    let shownIn: String

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
            Text("Shown in “\(shownIn)”").font(.footnote).foregroundColor(.secondary)
        }
    }
}

struct RecipesScreen_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack { RecipesScreen() }
    }
}
