import SwiftUI
struct IntrospectionScreen: View { var body: some View { Text("IntrospectionScreen") } }
