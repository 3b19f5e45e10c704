extension FocusSession {
    /// The fields in focus order, as the user sees them: fields laid out on
    /// screen top to bottom, then leading to trailing; a declared field with no
    /// position yet (a lazy row not created) in its declared place among them;
    /// the rest in the order they were created.
    ///
    /// ```swift
    /// // name at y 0, phone at y 88, then a row inserted between them:
    /// session.handle(.positioned("email", y: 44, x: 0))
    /// session.fields   // ["name", "email", "phone"]
    /// ```
    @inlinable public var fields: [Field] {
        guard !positions.isEmpty else { return declaredOrder + undeclared }
        var order = (declaredOrder + undeclared).enumerated()
            .compactMap { rank, field in positions[field].map { (field: field, position: $0, rank: rank) } }
            .sorted { ($0.position, $0.rank) < ($1.position, $1.rank) }
            .map(\.field)
        for (rank, field) in declaredOrder.enumerated() where positions[field] == nil {
            let before = declaredOrder[..<rank].last { order.contains($0) }
            let index = before.flatMap(order.firstIndex(of:)).map { $0 + 1 } ?? 0
            order.insert(field, at: index)
        }
        return order + undeclared.filter { positions[$0] == nil }
    }
}

/// Where a field was laid out: its origin in its scroll view's content (so it
/// stays put while the user scrolls), `x` measured from the leading edge.
@usableFromInline struct ScreenPosition: Hashable, Sendable, Comparable {
    @usableFromInline let y: Double
    @usableFromInline let x: Double

    @inlinable init(y: Double, x: Double) {
        self.y = y
        self.x = x
    }

    @inlinable static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.y, lhs.x) < (rhs.y, rhs.x)
    }
}
