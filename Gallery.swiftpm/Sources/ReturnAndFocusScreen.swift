import SwiftUI
struct ReturnAndFocusScreen: View { var body: some View { Text("ReturnAndFocusScreen") } }
