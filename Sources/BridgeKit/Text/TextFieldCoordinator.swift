#if canImport(UIKit) && canImport(SwiftUI)
import BridgeCore
import SwiftUI
import UIKit

/// The coordinator behind a ``TextFieldWrapper``: the delegate of its
/// `UITextField`, or of its `UITextView` when it is multi-line. Both views run
/// the same `TextFieldSession` through the same code; only the delegate
/// methods that report an event differ.
///
/// It decides nothing. Each UIKit callback becomes a `TextFieldSession` event,
/// and the effects the session returns are performed in order: write the field,
/// write the binding, call `onCommit` and the submit handlers, resign, or run
/// queued work after the current view update (`DeferredWork`). Focus callbacks
/// also go to the field's ``FieldFocusState``, whose `FocusSession` decides.
///
/// SwiftUI creates the coordinator once, through
/// `TextFieldRepresentable.makeCoordinator()`, but a new ``TextFieldWrapper`` on
/// every update; the binding and the callbacks are replaced on
/// each update, so a callback never runs a closure from an older view. (A
/// coordinator that takes them in its initializer keeps stale ones.)
@MainActor
final class TextFieldCoordinator: NSObject {
    private(set) var session = TextFieldSession()
    private var text: Binding<String>?
    private var selection: Binding<TextFieldSelection?>?
    private var contentState: Binding<TextFieldContentState>?
    private var onCommit: (@MainActor () -> Void)?
    private var onEditingChanged: (@MainActor (Bool) -> Void)?
    private var defaults: TextFieldTraits?
    private weak var field: (any SessionTextView)?
    /// The handlers a return runs: the environment's, then the wrapper's own.
    private var submitChain = SubmitChain<BridgedSubmitAction>()
    private(set) var focusLink: (any TextFieldFocusLink)?
    /// Whether the focus session last heard that the field is empty.
    private var reportedEmpty: Bool?
    /// The `InputAccessoryHost` of `inputAccessory(_:)`, kept across updates.
    private var accessoryHost: AnyObject?
    /// The UIKit properties last written, so a change UIKit or the app made
    /// since stays until the wrapper's own value changes.
    private var writtenTraits: TextFieldTraits?
    /// What the coordinator is writing to its view, if anything: UIKit's calls
    /// meanwhile are answered by `TextFieldSession.allowsEdit(during:)`, never
    /// forwarded. Setting the text or selection: the moves UIKit reports (the
    /// caret at the end after `text =`) are steps of a selection the session
    /// already chose. Replacing part of the text (`replace(_:withText:)`):
    /// whatever UIKit reports is the session's own edit, reported once when the
    /// replacement is done. Ending marked text (`unmarkText()`): what UIKit asks
    /// and reports is the text the session already counted.
    private(set) var ownWrite: TextFieldSession.OwnWrite?
    /// Writing Tools settings: UIKit's for the new view, and the last written
    /// (`TextFieldCoordinator+WritingTools`).
    var writingToolsDefaults: WritingToolsTraits?
    var writtenWritingTools: WritingToolsTraits?

    /// Every coordinator alive, for `finishTextComposition`.
    static let live = NSHashTable<TextFieldCoordinator>.weakObjects()

    override init() {
        super.init()
        Self.live.add(self)
    }

    // MARK: SwiftUI plumbing

    /// Becomes `field`'s delegate and listens to `.editingChanged` with a
    /// `UIAction`, which UIKit sends after it changed the text.
    func attach(to field: WindowReportingTextField) {
        attachCommon(to: field)
        field.delegate = self
        field.windowMoves = windowMoves(of: field)
        // Weak: the field owns the action (a strong field would be a cycle), and
        // SwiftUI owns the coordinator.
        field.addAction(UIAction { [weak self, weak field] _ in
            guard let self, let field else { return }
            self.sendTextChanged(field)
        }, for: .editingChanged)
    }

    /// Becomes `textView`'s delegate, which UIKit tells after it changed the
    /// text (`textViewDidChange(_:)`).
    func attach(to textView: GrowingTextView) {
        attachCommon(to: textView)
        textView.delegate = self
        textView.windowMoves = windowMoves(of: textView)
        textView.hardwareReturn = hardwareReturn(of: textView)
    }

    private func attachCommon(to view: some SessionTextView) {
        field = view
        defaults = TextFieldTraits(defaultsOf: view)
    }

    /// SwiftUI inserts and removes the view inside its view update: app code
    /// that UIKit's resign or the focus binding would run waits.
    private func windowMoves(of view: some SessionTextView) -> WindowMoves {
        WindowMoves(
            willChange: { [weak self, weak view] in
                guard let self, let view else { return }
                self.send(.viewUpdateBegan, to: view)
            },
            didChange: { [weak self, weak view] in
                guard let self, let view else { return }
                self.focusLink?.send(.windowChanged, from: view)
                self.send(.viewUpdateEnded, to: view)
            }
        )
    }

    /// Takes the newest binding, callbacks and settings from a SwiftUI update.
    /// UIKit properties are written inside the update bracket, because writing
    /// them can call back (disabling a focused field makes it resign).
    func update(
        _ field: any SessionTextView,
        placeholder: String,
        text: Binding<String>,
        selection: Binding<TextFieldSelection?>?,
        options: TextFieldOptions,
        environment: EnvironmentValues
    ) {
        self.text = text
        self.selection = selection
        session.tracksSelection = selection != nil
        contentState = options.contentState
        session.tracksContentState = options.contentState != nil
        onCommit = options.onCommit
        onEditingChanged = options.onEditingChanged
        let traits = defaults?.resolved(placeholder: placeholder, options: options, environment: environment)
        session.rules = options.rules
        session.formatsAppWrites = options.formatsAppWrites
        // A text view never hides its text (`secure(_:)` is for fields), and only
        // a text view reports Return as a "\n" edit: a field's Return always runs
        // `textFieldShouldReturn`, with the focus session's submit bracket.
        let isTextView = field is UITextView
        session.isSecure = !isTextView && traits?.isSecureTextEntry ?? false
        session.returnKeySubmits = isTextView && options.returnKeySubmits
        if #available(iOS 17.0, *) {
            session.showsInlinePredictions = field.inlinePredictionType != .no
        }
        submitChain = options.submitChain(inside: environment.bridgedSubmitChain)

        send(.viewUpdateBegan, to: field)
        // A Writing Tools session UIKit says is over ends before the app's
        // values are read: they are newer than its end.
        if let textView = field as? UITextView { endMissedWritingTools(in: textView) }
        if let contentState { send(.contentStateBindingChanged(contentState.wrappedValue), to: field) }
        send(.modelChanged(text.wrappedValue), to: field)
        if let selection { send(.selectionBindingChanged(selection.wrappedValue), to: field) }
        if let traits {
            let written = traits.apply(to: field, after: writtenTraits)
            writtenTraits = traits
            if written.contains(where: \.configuresKeyboard) { send(.keyboardSettingsChanged, to: field) }
        }
        updateWritingTools(field, options: options, environment: environment)
        updateAccessory(options.accessory, on: field)
        // Inside the update bracket: becoming first responder calls back.
        bindFocus(to: options.focus, field: field)
        send(.viewUpdateEnded, to: field)
    }

    /// Shows `accessory` above the keyboard, reusing the bar; removes the bar
    /// when the modifier is gone.
    private func updateAccessory(_ accessory: (any TextFieldAccessory)?, on field: any SessionTextView) {
        if let accessory {
            accessoryHost = accessory.show(on: field, reusing: accessoryHost)
        } else if accessoryHost != nil {
            accessoryHost = nil
            field.removeInputAccessory()
        }
    }

    /// Finishes an input method's composition in the field if it is first
    /// responder (`finishTextComposition`).
    func finishComposition() {
        guard let field, field.isFirstResponder else { return }
        send(.compositionFinishRequested(field.sessionText, selection: field.selectedUTF16Range, marked: field.markedUTF16Range), to: field)
    }

    /// SwiftUI removes the view (`dismantleUIView`): editing ends in the
    /// session now, since UIKit's resign may reach no delegate, and the field
    /// leaves its focus state.
    func dismantle(_ field: any SessionTextView) {
        send(.viewRemoved(field.sessionText), to: field)
        bindFocus(to: nil, field: field)
    }

    /// Moves the field to `link`'s focus binding, unless it is bound there already.
    private func bindFocus(to link: (any TextFieldFocusLink)?, field: any SessionTextView) {
        let isUnchanged = link.map { $0.isSame(as: focusLink) } ?? (focusLink == nil)
        guard !isUnchanged else { return }
        focusLink?.send(.detached, from: field)
        focusLink = link
        reportedEmpty = field.sessionText.isEmpty
        link?.send(.attached, from: field)
    }

    // MARK: Performing effects

    /// Reports what the view shows now: its text, selection and composition.
    func sendTextChanged(_ field: any SessionTextView) {
        // During its own writes the session has decided the text already.
        guard ownWrite == nil else { return }
        (field as? GrowingTextView)?.textDidChange()
        send(.textChanged(field.sessionText, selection: field.selectedUTF16Range, isComposing: field.isComposing), to: field)
    }

    /// Hands `event` to the session and performs the effects it returns, in
    /// order. Returns whether they include `allowEdit`, the answer to UIKit's
    /// "should" questions.
    @discardableResult
    func send(_ event: TextFieldSession.Event, to field: (any SessionTextView)?) -> Bool {
        let effects = session.handle(event)
        var allowsEdit = false
        for effect in effects {
            switch effect {
            case .allowEdit:
                allowsEdit = true
            case .editRejected:
                break  // The edit is refused, the text unchanged (the history is cleared next).
            case .setFieldText(let text, let selection):
                guard let field else { continue }
                writing(.settingText) {
                    field.sessionText = text
                    (field as? GrowingTextView)?.textDidChange()
                    if let selection { field.selectUTF16Range(selection) }
                }
                // UIKit keeps its steps across a `text =` made inside a
                // callback (openradar 16570390); they replay ranges of
                // text that is gone.
                clearUndoHistory(of: field)
                reportSelection(of: field, unless: selection)
            case .reloadKeyboard:
                field?.reloadInputViews()
            case .clearUndoHistory:
                if let field { clearUndoHistory(of: field) }
            case .endComposition:
                // Before any write (the session orders it so): `text =` under
                // marked text leaves UIKit a marked range into the old text
                // (HighlightedTextEditor#75). What UIKit reports of the
                // unmarking is the text the session already counted.
                if let field, field.markedTextRange != nil {
                    writing(.endingComposition) { field.unmarkText() }
                }
            case .setSelection(let selection):
                guard let field else { continue }
                writing(.settingText) { field.selectUTF16Range(selection) }
                reportSelection(of: field, unless: selection)
            case .replaceFieldText(let range, let replacement, let selection):
                guard let field else { continue }
                // UIKit edits its own text; whether it also
                // reports the change, the session settles it once.
                if let textRange = field.textRange(utf16: range) {
                    writing(.replacing) {
                        replaceWithoutUndoStep(textRange, with: replacement, in: field)
                        field.selectUTF16Range(selection)
                    }
                }
                sendTextChanged(field)
            case .setBinding(let text):
                self.text?.wrappedValue = text
            case .setContentState(let value):
                contentState?.wrappedValue = value
            case .setSelectionBinding(let value):
                selection?.wrappedValue = value
            case .editingChanged(let isEditing):
                onEditingChanged?(isEditing)
            case .commit:
                // A multi-line view that submits on Return keeps its keyboard:
                // no resign follows, so the focus session hears of no submit.
                if let field, !session.returnKeySubmits { focusLink?.send(.submitBegan, from: field) }
                onCommit?()
                for action in submitChain.actions(for: .text) { action() }
            case .resignFirstResponder:
                // With a focus binding, its session decides (a handler that asked
                // for this field keeps it). A handler that moved focus elsewhere
                // made that field first responder already.
                guard let field else { continue }
                if let focusLink {
                    focusLink.send(.submitEnded, from: field)
                } else if field.isFirstResponder {
                    _ = field.resignFirstResponder()
                }
            case .scheduleDeferredWork:
                // Strong until it runs: SwiftUI may release a removed view's
                // coordinator first, and its last binding writes and
                // `onEditingChanged(false)` must still run.
                DeferredWork.schedule { self.send(.deferredWorkDue, to: self.field) }
            }
        }
        reportEmptiness(of: field)
        return allowsEdit
    }

    /// Runs one of the coordinator's own writes to the view, with ``ownWrite``
    /// saying which; the write before it (none, in practice: UIKit's calls
    /// during a write are answered, not forwarded) is restored after.
    private func writing(_ kind: TextFieldSession.OwnWrite, _ body: () -> Void) {
        let outer = ownWrite
        ownWrite = kind
        defer { ownWrite = outer }
        body()
    }

    /// After a write that ignored UIKit's selection reports: if the field does
    /// not select what was asked (UIKit refused or moved the range), the session
    /// hears what it shows, so the selection binding never claims otherwise.
    private func reportSelection(of field: any SessionTextView, unless requested: NSRange?) {
        guard field.isFirstResponder, let requested, field.selectedUTF16Range != requested else { return }
        send(.selectionChanged(field.selectedUTF16Range), to: field)
    }

    /// Tells the focus binding when the text becomes empty or non-empty, for
    /// `focusFirstEmpty()`.
    private func reportEmptiness(of field: (any SessionTextView)?) {
        guard let field, let focusLink else { return }
        let isEmpty = field.sessionText.isEmpty
        guard isEmpty != reportedEmpty else { return }
        reportedEmpty = isEmpty
        focusLink.send(.contentChanged(isEmpty: isEmpty), from: field)
    }
}
#endif
