import SwiftUI

/// The list of screens, one per feature, each with what it shows in one line.
struct GalleryHome: View {
    @State private var showsPages = false
    @State private var showsPathStack = false
    @State private var showsObservedPathStack = false
    @State private var showsRouterStack = false

    var body: some View {
        NavigationStack {
            List {
                Section("Recipes") {
                    NavigationLink {
                        RecipesScreen()
                    } label: {
                        GalleryRow(title: "Everyday tasks",
                                   summary: "The DocC article's nine recipes working: a row with a label and a chart, a phone field, search, a UIKit screen pushing SwiftUI, refresh, controls, a reload on pop.")
                    }
                }
                Section("Sizing") {
                    NavigationLink {
                        SizingScreen()
                    } label: {
                        GalleryRow(title: "UIKit views in SwiftUI",
                                   summary: "A multi-line label and a custom view, plain representable vs UIViewAdaptor, with live flexibility and width.")
                    }
                }
                Section("Text field") {
                    NavigationLink {
                        TypingScreen()
                    } label: {
                        GalleryRow(title: "Typing and input rules",
                                   summary: "A hand-written wrapper vs TextFieldWrapper: input methods, model writes, max length, filters, secure entry.")
                    }
                    NavigationLink {
                        ChatComposerScreen()
                    } label: {
                        GalleryRow(title: "Multi-line chat composer",
                                   summary: "TextFieldWrapper(axis: .vertical) growing to five lines with a max length and a selection readout, beside SwiftUI's TextField(axis:).")
                    }
                    NavigationLink {
                        ReturnAndFocusScreen()
                    } label: {
                        GalleryRow(title: "Return, focus and keyboard bar",
                                   summary: "A focus chain moved by return, the submit handlers' order printed as they run, a bar above the keyboard.")
                    }
                }
                Section("SwiftUI pages in UIKit") {
                    Button {
                        showsPages = true
                    } label: {
                        GalleryRow(title: "Navigation stack",
                                   summary: "A UIKit navigation controller of SwiftUI pages: push many, pop many, replace, titles from the first frame, lifecycle events.")
                    }
                    .foregroundColor(.primary)
                    Button {
                        showsPathStack = true
                    } label: {
                        GalleryRow(title: "Stack driven by state",
                                   summary: "A UIKit stack following a [Int] path: a deep link into three pages in one call, Back and the swipe written back once, the path shown live.")
                    }
                    .foregroundColor(.primary)
                    Button {
                        showsRouterStack = true
                    } label: {
                        GalleryRow(title: "Stack driven by an ObservableObject router",
                                   summary: "iOS 16 and later: the path and a sheet's item in an ObservableObject; the buttons only write the router, no update call, the sheet's presentation kept by its host.")
                    }
                    .foregroundColor(.primary)
                    #if canImport(SwiftUI, _version: 6.0)
                    if #available(iOS 17, *) {
                        Button {
                            showsObservedPathStack = true
                        } label: {
                            GalleryRow(title: "Stack driven by an @Observable model",
                                       summary: "The same stack with the path in an @Observable model (iOS 17): the buttons only write the model, no updatePath() anywhere.")
                        }
                        .foregroundColor(.primary)
                    }
                    #endif
                    NavigationLink {
                        UnsavedChangesSheetScreen()
                    } label: {
                        GalleryRow(title: "Sheet with unsaved changes",
                                   summary: "A sheet bound to state from UIKit: edits block the swipe down and ask before discarding; the dismissal writes nil back once.")
                    }
                }
                Section("Pull to refresh") {
                    NavigationLink {
                        RefreshScreen()
                    } label: {
                        GalleryRow(title: "List, ScrollView and UIKit table",
                                   summary: "The refresh starts when your finger lifts: with a binding, with an async action, on a UITableView.")
                    }
                }
                Section("Introspection and controls") {
                    NavigationLink {
                        IntrospectionScreen()
                    } label: {
                        GalleryRow(title: "Clear button on a native TextField",
                                   summary: "The UITextField behind SwiftUI's TextField, found and given the clear button SwiftUI has no modifier for.")
                    }
                    NavigationLink {
                        BoundControlsScreen()
                    } label: {
                        GalleryRow(title: "Bound UIKit controls",
                                   summary: "A UISwitch, a UISlider and a UIButton driven by SwiftUI state, beside SwiftUI's own controls.")
                    }
                }
                Section("Device checks") {
                    NavigationLink {
                        DeviceChecksScreen()
                    } label: {
                        GalleryRow(title: "Run the device checks",
                                   summary: "Every run-time assumption BridgeKit makes about UIKit and SwiftUI, checked on the real objects in this app, one at a time: run all or one.")
                    }
                }
            }
            .navigationTitle("BridgeKit")
        }
        .fullScreenCover(isPresented: $showsPages) {
            PagesScreen { showsPages = false }
                .ignoresSafeArea()
        }
        .fullScreenCover(isPresented: $showsPathStack) {
            PathStackScreen { showsPathStack = false }
        }
        .fullScreenCover(isPresented: $showsRouterStack) {
            RouterStackScreen { showsRouterStack = false }
        }
        .fullScreenCover(isPresented: $showsObservedPathStack) {
            #if canImport(SwiftUI, _version: 6.0)
            if #available(iOS 17, *) {
                ObservedPathStackScreen { showsObservedPathStack = false }
            }
            #endif
        }
    }
}

/// A home row: the screen's title and what it demonstrates.
struct GalleryRow: View {
    let title: String
    let summary: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.headline)
            Text(summary).font(.footnote).foregroundColor(.secondary)
        }
        .padding(.vertical, 2)
    }
}

struct GalleryHome_Previews: PreviewProvider {
    static var previews: some View {
        GalleryHome()
    }
}
