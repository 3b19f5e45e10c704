#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// Finishes what an input method is composing in the focused ``TextFieldWrapper``,
/// so the binding holds what the field shows before the app reads it.
///
/// While a Japanese or Chinese input method composes, its marked text is not
/// the user's yet and the binding does not hold it. A Send button that reads the
/// binding would send the text without it; call this first:
///
/// ```swift
/// struct Composer: View {
///     @Environment(\.finishTextComposition) private var finishTextComposition
///     @State private var message = ""
///     let send: (String) -> Void
///
///     var body: some View {
///         HStack {
///             TextFieldWrapper("Message", text: $message)
///             Button("Send") {
///                 finishTextComposition()   // "こんにちは", still marked, joins `message`
///                 send(message)
///                 message = ""
///             }
///         }
///     }
/// }
/// ```
///
/// Marked text is committed as it shows (UIKit's `unmarkText()`); an inline
/// prediction (grey text after the caret, iOS 17 and later) is dropped, never
/// sent. Without this call, writing the binding while a composition shows ends
/// the composition and the write wins.
public struct FinishTextCompositionAction: Sendable {
    /// Finishes the composition in every wrapped field that is first responder
    /// (one per window). Does nothing when no input method composes.
    @MainActor
    public func callAsFunction() {
        for coordinator in TextFieldCoordinator.live.allObjects {
            coordinator.finishComposition()
        }
    }
}

extension EnvironmentValues {
    /// The action that finishes an input method's composition; see ``FinishTextCompositionAction``.
    ///
    /// ```swift
    /// @Environment(\.finishTextComposition) private var finishTextComposition
    /// ```
    public var finishTextComposition: FinishTextCompositionAction {
        FinishTextCompositionAction()
    }
}
#endif
