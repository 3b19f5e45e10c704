import SwiftUI
struct RefreshScreen: View { var body: some View { Text("RefreshScreen") } }
