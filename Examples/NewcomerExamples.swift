// Examples a newcomer looked for (issue 39, item 7), as the articles quote them:
// a UISlider bound to a Double ("Binding UIKit controls"), Password AutoFill with
// wrapped fields ("Configuring the keyboard"), `@FieldFocusState(order:)` with an
// initial value ("Focusing text fields"), and every `writingToolsBehavior` case
// ("Writing Tools"). Nothing here runs.
import BridgeKit
import SwiftUI
import UIKit

enum NewcomerExamples {
    // MARK: A UISlider bound to a Double

    /// `UISlider.value` is a `Float`: convert at the two places BridgeKit touches
    /// the slider. The read-back compares through `Float`, so the binding is not
    /// rewritten with the rounded value.
    struct BrightnessSlider: View {
        @State private var brightness = 0.3          // Double, as a model keeps it

        var body: some View {
            BoundControl($brightness, UISlider(), events: .valueChanged,
                         currentValue: { Double($0.value) }) { $0.value = Float($1) }
                .controlSettings(0.0...1.0) { slider, range in
                    slider.minimumValue = Float(range.lowerBound)
                    slider.maximumValue = Float(range.upperBound)
                }
        }
    }

    // MARK: Password AutoFill with wrapped fields

    /// A login form iOS can fill: `.username` on the account field, `.password`
    /// on the secure field, both on one screen. Saved passwords are offered
    /// for the domains in the app's Associated Domains entitlement
    /// (`webcredentials:example.com`, with the site's
    /// apple-app-site-association file listing the app).
    struct LoginForm: View {
        enum Field: Hashable { case username, password }

        @State private var username = ""
        @State private var password = ""
        @FieldFocusState(order: [.username, .password]) private var focus: Field? = .username

        var body: some View {
            Form {
                TextFieldWrapper("Email or user name", text: $username)
                    .textContentType(.username)
                    .keyboardType(.emailAddress)
                    .autocapitalization(.none)
                    .submitLabel(.next)
                    .focused($focus, equals: .username)
                    .autocorrectionDisabled()            // SwiftUI's, after the wrapper's own
                TextFieldWrapper("Password", text: $password)
                    .textContentType(.password)          // .newPassword on a sign-up form
                    .secure()
                    .submitLabel(.go)
                    .focused($focus, equals: .password)
            }
            .onBridgedSubmit {
                if focus == .username { focus = .password } else { signIn() }
            }
        }

        private func signIn() {}
    }

    // MARK: @FieldFocusState(order:) with an initial value

    /// The initial value is focused as soon as its field appears (no delay);
    /// `order:` is the order of `focusNext()` and `focusPrevious()`.
    struct ShippingForm: View {
        enum Field: Hashable { case name, street, city }

        @State private var name = ""
        @State private var street = ""
        @State private var city = ""
        @FieldFocusState(order: [.name, .street, .city]) private var focus: Field? = .street

        var body: some View {
            Form {
                TextFieldWrapper("Name", text: $name).focused($focus, equals: .name)
                TextFieldWrapper("Street", text: $street).focused($focus, equals: .street)
                TextFieldWrapper("City", text: $city).focused($focus, equals: .city)
                Button("Next") { $focus.focusNext() }
            }
        }
    }

    // MARK: Every writingToolsBehavior case

    struct WritingToolsCases: View {
        @State private var notes = ""
        @State private var reply = ""
        @State private var draft = ""
        @State private var code = ""

        var body: some View {
            Form {
                // .default: the system chooses (what a field gets without the modifier).
                TextFieldWrapper("Notes", text: $notes, axis: .vertical)
                    .writingToolsBehavior(.default)
                // .complete: the inline rewrite, with the compare view and Revert, where the device offers it.
                TextFieldWrapper("Reply", text: $reply, axis: .vertical)
                    .writingToolsBehavior(.complete)
                // .limited: the panel only; the text changes when the person taps Replace.
                TextFieldWrapper("Draft", text: $draft, axis: .vertical)
                    .writingToolsBehavior(.limited)
                // .none: never rewritten (a code, a quoted message).
                TextFieldWrapper("Promo code", text: $code)
                    .writingToolsBehavior(.none)
            }
        }
    }

    // MARK: A timer in a tab ("SwiftUI pages in UIKit", Tab bars)

    @MainActor
    final class TabTimer {
        func resume() {}
        func pause() {}
    }

    struct TimerView: View {
        let timer: TabTimer

        var body: some View {
            Text("00:00")
                .onLifecycle([.didAppear, .didDisappear]) { event in
                    event.phase == .didAppear ? timer.resume() : timer.pause()
                }
        }
    }

    // MARK: A transform applied to app writes ("Limiting, filtering and hiding typed text")

    static let usPhone = TextTransform { text in
        let digits = Array(text.filter(\.isNumber).prefix(10))
        guard digits.count > 3 else { return String(digits) }
        let area = "(" + String(digits[0..<3]) + ") "
        guard digits.count > 6 else { return area + String(digits[3...]) }
        return area + String(digits[3..<6]) + "-" + String(digits[6...])
    }

    @MainActor
    final class ContactModel: ObservableObject {
        @Published var phone = "5551234567"          // loaded unformatted
        var isPhoneComplete: Bool { NewcomerExamples.usPhone(phone).count == 14 }
    }

    struct PhoneField: View {
        @ObservedObject var model: ContactModel

        var body: some View {
            TextFieldWrapper("Phone", text: $model.phone)
                .keyboardType(.phonePad)
                .transform(NewcomerExamples.usPhone, appliesToAppWrites: true)
        }
    }
}
