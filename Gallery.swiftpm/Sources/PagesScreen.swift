import SwiftUI
struct PagesScreen: View { let close: () -> Void; var body: some View { Text("pages") } }
