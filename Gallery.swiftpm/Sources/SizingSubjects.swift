import BridgeKit
import SwiftUI
import UIKit

/// The two UIKit views the sizing screen shows.
enum SizingSubject: String, CaseIterable, Identifiable {
    case label = "Multi-line label"
    case custom = "Custom view"

    var id: Self { self }

    static let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."

    /// A new view, as UIKit creates it: default priorities, nothing laid out yet.
    @MainActor
    func makeView() -> UIView {
        switch self {
        case .label:
            let label = UILabel()
            label.numberOfLines = 0
            label.text = Self.quote
            return label
        case .custom:
            return RatingBadgeView()
        }
    }
}

/// A custom view sized by its constraints only: five stars and a score in a
/// rounded badge. It has no intrinsic content size, like most custom views, so a
/// plain representable sees `noIntrinsicMetric` on both axes.
final class RatingBadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemYellow.withAlphaComponent(0.25)
        layer.cornerRadius = 12

        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 4
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        for index in 0..<5 {
            let star = UIImageView(image: UIImage(systemName: index < 4 ? "star.fill" : "star"))
            star.tintColor = .systemOrange
            stack.addArrangedSubview(star)
        }
        let score = UILabel()
        score.text = "4.0"
        score.font = .preferredFont(forTextStyle: .headline)
        stack.addArrangedSubview(score)
        addSubview(stack)

        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RatingBadgeView is created in code")
    }
}

/// The problem: a `UIViewRepresentable` without `sizeThatFits`, the way most
/// apps write one. SwiftUI sizes it from intrinsic size and priorities alone.
struct PlainRepresentable: UIViewRepresentable {
    let subject: SizingSubject
    /// The priorities to give the view; `nil` keeps UIKit's defaults.
    let priorities: Flexibility?

    func makeUIView(context: Context) -> UIView {
        subject.makeView()
    }

    func updateUIView(_ view: UIView, context: Context) {
        if let priorities {
            view.apply(flexibility: priorities)
        }
    }
}
