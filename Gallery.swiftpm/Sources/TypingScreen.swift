import SwiftUI
struct TypingScreen: View { var body: some View { Text("TypingScreen") } }
