import SwiftUI
import UIKit

// The bridges an app writes by hand, without BridgeKit: what a check's
// control runs the check's body against (`DeviceCheck(control:)`). Each is
// what the feature exists to beat, written plainly; a control must fail.
//
// Apple behaviour they rely on (developer.apple.com, looked up for issue 38):
// a representable with no `sizeThatFits(_:uiView:context:)` gets SwiftUI's
// default sizing (the method's nil answer: "use the default sizing
// algorithm"); `textViewDidChange(_:)` follows user-initiated changes;
// `UIRefreshControl.beginRefreshing()` "updates the state of the refresh
// control", with no word of scrolling; `UIScrollView.refreshControl` attaches
// a control; `focused(_:equals:)` binds SwiftUI's focus, which a
// representable's UIKit first responder is not part of.

/// Which naive bridge a control runs against, and how its lines name it.
enum NaiveBridge: String, Sendable {
    case handWrittenTextField, handWrittenTextView, handWrittenComposer, swiftUIFocusState, swiftUIOnSubmit,
         swiftUIOnAppearFocus, windowWideLookup, immediateRefreshControl, plainRepresentable,
         handPushedNavigation, handPresentedSheet, unkeptPresentation,
         refreshOnAppearOutsideTheModifier, handWrittenDelegateField, truncatingTextView, truncatingTextField,
         handWrittenDelegateTextView, reloadInViewWillAppear, clampingSlider, formattingTextField,
         handEmbeddedHostingController

    var description: String {
        switch self {
        case .handWrittenTextField:
            "UIViewRepresentable UITextField copying text on every change and writing it back on every update"
        case .handWrittenTextView:
            "UIViewRepresentable UITextView copying text on every change, writing it back on every update, no sizeThatFits"
        case .handWrittenComposer: "the hand-written UITextView with Send enabled whenever its text is not empty"
        case .swiftUIFocusState: "SwiftUI @FocusState on a hand-written representable field"
        case .swiftUIOnSubmit: "SwiftUI .onSubmit on a hand-written representable field"
        case .swiftUIOnAppearFocus: "SwiftUI .onAppear setting the focus (at once, or after the half second apps wait)"
        case .windowWideLookup: "a hand-written lookup applying to every matching view in the window"
        case .immediateRefreshControl:
            "UIRefreshControl added to the first scroll view of the window, .valueChanged starting the work at once"
        case .plainRepresentable: "UIViewRepresentable with no sizeThatFits"
        case .handPushedNavigation: "UINavigationController pushed and popped by hand, no write-back"
        case .handPresentedSheet: "a sheet presented and dismissed by hand from an optional"
        case .unkeptPresentation:
            "a presentation following an ObservableObject through a Combine subscription only it keeps"
        case .refreshOnAppearOutsideTheModifier:
            "a refresh on appear calling the pullToRefresh environment action read in the view that applies the modifier"
        case .handWrittenDelegateField:
            "the hand-written UITextField as its own delegate: its selection copied counting Characters, Return running the app's submit"
        case .truncatingTextView:
            "the hand-written UITextView with a length limit cutting the text to its first N characters after each change"
        case .truncatingTextField:
            "the hand-written UITextField with a length limit cutting the text to its first N characters after each change"
        case .handWrittenDelegateTextView:
            "the hand-written UITextView as its own delegate: its selection copied counting Characters, its editing copied into a Bool, Return running the app's submit then resigning"
        case .reloadInViewWillAppear:
            "a UIKit list reloading in viewWillAppear, its SwiftUI page pushed in a plain UIHostingController"
        case .clampingSlider:
            "a hand-written UISlider representable copying its value back into the binding after an update when they differ"
        case .formattingTextField:
            "the hand-written UITextField formatting what is typed at .editingChanged, writing the binding back as it is"
        case .handEmbeddedHostingController:
            "a UIHostingController added as a child by hand, its view pinned to the container's edges"
        }
    }
}

/// A `UITextView` wrapped the way apps first write it: the text copied into
/// the binding at every change (composition included) and written back at
/// every update; no sizing of its own.
struct HandWrittenTextView: UIViewRepresentable {
    @Binding var text: String

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.font = .preferredFont(forTextStyle: .body)
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        context.coordinator.text = $text
        view.text = text
    }

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    @MainActor
    final class Coordinator: NSObject, UITextViewDelegate {
        var text: Binding<String>
        init(text: Binding<String>) { self.text = text }
        func textViewDidChange(_ textView: UITextView) { text.wrappedValue = textView.text }
    }
}

/// A UIKit view in SwiftUI with no sizing of its own: `configure` at make.
struct UnsizedRepresentable<Wrapped: UIView>: UIViewRepresentable {
    let make: () -> Wrapped
    let configure: (Wrapped) -> Void

    func makeUIView(context: Context) -> Wrapped {
        let view = make()
        configure(view)
        return view
    }

    func updateUIView(_ view: Wrapped, context: Context) {}
}

/// Applies `apply` to every view of `type` in the window, after each update:
/// the lookup an app writes by hand, which cannot tell which view it modifies.
struct WindowWideLookup<Target: UIView>: UIViewRepresentable {
    let type: Target.Type
    let apply: @MainActor @Sendable (Target) -> Void

    func makeUIView(context: Context) -> UIView { UIView(frame: .zero) }

    func updateUIView(_ view: UIView, context: Context) {
        let apply = apply
        Task { @MainActor [weak view] in
            guard let window = view?.window else { return }
            var stack: [UIView] = [window]
            while let next = stack.popLast() {
                if let target = next as? Target { apply(target) }
                stack.append(contentsOf: next.subviews)
            }
        }
    }
}

/// A `UIRefreshControl` put on the window's first scroll view after an
/// update; `.valueChanged` runs the action at once; `isRefreshing` is
/// followed with `beginRefreshing()` and `endRefreshing()` when SwiftUI
/// updates this view.
struct ImmediateRefreshControl: UIViewRepresentable {
    @Binding var isRefreshing: Bool
    var title: String?
    let action: @MainActor @Sendable () async -> Void

    func makeUIView(context: Context) -> UIView { UIView(frame: .zero) }

    func updateUIView(_ view: UIView, context: Context) {
        let coordinator = context.coordinator
        coordinator.isRefreshing = $isRefreshing
        coordinator.action = action
        let wanted = isRefreshing
        let title = title
        Task { @MainActor [weak view] in
            guard let window = view?.window else { return }
            if coordinator.control.superview == nil, let scrollView = Self.firstScrollView(in: window) {
                coordinator.control.attributedTitle = title.map { NSAttributedString(string: $0) }
                scrollView.refreshControl = coordinator.control
            }
            if wanted, !coordinator.control.isRefreshing { coordinator.control.beginRefreshing() }
            if !wanted, coordinator.control.isRefreshing { coordinator.control.endRefreshing() }
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    static func firstScrollView(in window: UIWindow) -> UIScrollView? {
        var stack: [UIView] = [window]
        while !stack.isEmpty {
            let next = stack.removeFirst()
            if let scrollView = next as? UIScrollView { return scrollView }
            stack.append(contentsOf: next.subviews)
        }
        return nil
    }

    @MainActor
    final class Coordinator {
        let control = UIRefreshControl()
        var isRefreshing: Binding<Bool>?
        var action: (@MainActor @Sendable () async -> Void)?

        init() {
            control.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                isRefreshing?.wrappedValue = true
                let action = action
                Task { @MainActor in
                    await action?()
                    self.isRefreshing?.wrappedValue = false
                    self.control.endRefreshing()
                }
            }, for: .valueChanged)
        }
    }
}

extension View {
    /// The naive pull to refresh: `ImmediateRefreshControl` in the background.
    func naivePullToRefresh(isRefreshing: Binding<Bool> = .constant(false), title: String? = nil,
                            action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        background(ImmediateRefreshControl(isRefreshing: isRefreshing, title: title, action: action))
    }
}
