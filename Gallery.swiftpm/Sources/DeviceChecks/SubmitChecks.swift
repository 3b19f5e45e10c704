import BridgeKit
import SwiftUI
import UIKit

/// The order in which a form's submit handlers ran.
@MainActor
final class SubmitLog {
    var ran: [String] = []
}

/// A form with handlers at three levels and a scoped field: what reaches a
/// wrapped field is SwiftUI's environment, carried into the representable.
private struct NestedSubmitForm: View {
    let log: SubmitLog
    /// Hand-written fields with SwiftUI's `.onSubmit` instead (a control).
    var naive = false

    var body: some View {
        if naive { naiveForm } else { bridgedForm }
    }

    private var naiveForm: some View {
        VStack {
            VStack {
                HandWrittenTextField(placeholder: "a", text: .constant("typed"))
                    .onSubmit { log.ran.append("field") }
            }
            .onSubmit { log.ran.append("inner") }
            HandWrittenTextField(placeholder: "b", text: .constant(""))
                .onSubmit { log.ran.append("scoped field") }
                .submitScope()
        }
        .onSubmit { log.ran.append("outer") }
    }

    private var bridgedForm: some View {
        VStack {
            VStack {
                TextFieldWrapper("a", text: .constant("typed"))
                    .onCommit { log.ran.append("commit") }
                    .onBridgedSubmit { log.ran.append("field") }
            }
            .onBridgedSubmit { log.ran.append("inner") }
            TextFieldWrapper("b", text: .constant(""))
                .onBridgedSubmit { log.ran.append("scoped field") }
                .bridgedSubmitScope()
        }
        .onBridgedSubmit { log.ran.append("outer") }
    }
}

extension DeviceChecks {
    static let submitChecks: [DeviceCheck] = [
        // Return in a wrapped field: onCommit, then the handlers outermost first,
        // as SwiftUI runs onSubmit ("textfield in form commit2" … "text1 commit").
        DeviceCheck("submitHandlersRunOutermostFirstAfterOnCommit", feature: "Submit", control: .swiftUIOnSubmit) { check in
            let log = SubmitLog()
            let hosted = try await check.host(NestedSubmitForm(log: log, naive: check.isControl))
            let field = try DeviceChecks.field("a", in: hosted, check)
            check.expect(field.becomeFirstResponder(), "a did not become first responder")
            await check.turns(1)
            _ = field.delegate?.textFieldShouldReturn?(field)
            try await check.waitUntil("commit, outer, inner, field ran in that order") {
                log.ran == ["commit", "outer", "inner", "field"]
            }
            await check.expectThroughout("nothing else runs", for: .milliseconds(300)) {
                log.ran == ["commit", "outer", "inner", "field"]
            }
        },

        // .bridgedSubmitScope() keeps Return in the field inside it from the
        // handlers outside; the field's own handler still runs.
        DeviceCheck("aBridgedSubmitScopeKeepsReturnFromTheHandlersOutside", feature: "Submit",
                    control: .swiftUIOnSubmit) { check in
            let log = SubmitLog()
            let hosted = try await check.host(NestedSubmitForm(log: log, naive: check.isControl))
            let field = try DeviceChecks.field("b", in: hosted, check)
            check.expect(field.becomeFirstResponder(), "b did not become first responder")
            await check.turns(1)
            _ = field.delegate?.textFieldShouldReturn?(field)
            try await check.waitUntil("the scoped field's own handler ran") { log.ran.contains("scoped field") }
            await check.expectThroughout("the handler outside the scope does not run", for: .milliseconds(300)) {
                log.ran == ["scoped field"]
            }
        },
    ]
}
