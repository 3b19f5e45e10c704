extension FocusSession {
    /// The fields in focus order, as the user sees them: fields on screen,
    /// measured for this move (``Event/positioned(_:y:x:)``, in window
    /// coordinates), top to bottom, then leading to trailing; a field out of
    /// view (scrolled away, hidden) where it was in the last move's order,
    /// after the field it followed then; a declared field never on screen
    /// during a move in its declared place; the rest in the order they were
    /// created.
    ///
    /// Window coordinates taken together at one moment compare any two fields on
    /// screen, inside a scroll view or not (a header, a toolbar, a paging
    /// `TabView`'s inner list). A field out of view has no position comparable
    /// with them (an old one is from another scroll offset), so it keeps the
    /// place among its neighbours the user last saw.
    ///
    /// ```swift
    /// // name at y 0, phone at y 88, then a row inserted between them:
    /// session.handle(.positioned("email", y: 44, x: 0))
    /// session.fields   // ["name", "email", "phone"]
    /// ```
    @inlinable public var fields: [Field] {
        let all = declaredOrder + undeclared
        guard !measured.isEmpty || !lastOrder.isEmpty else { return all }
        var order = all.enumerated()
            .compactMap { rank, field in
                measured.contains(field) ? positions[field].map { (field: field, position: $0, rank: rank) } : nil
            }
            .sorted { ($0.position, $0.rank) < ($1.position, $1.rank) }
            .map(\.field)
        // Out of view: after the field it followed last time.
        for (rank, field) in lastOrder.enumerated() where !order.contains(field) && knows(field) {
            order.insert(field, at: Self.index(after: lastOrder[..<rank], in: order))
        }
        for (rank, field) in declaredOrder.enumerated() where !order.contains(field) {
            order.insert(field, at: Self.index(after: declaredOrder[..<rank], in: order))
        }
        return order + undeclared.filter { !order.contains($0) }
    }

    /// Where a field goes in `order`: after the last of `before` placed there.
    @inlinable static func index(after before: ArraySlice<Field>, in order: [Field]) -> Int {
        before.last { order.contains($0) }.flatMap(order.firstIndex(of:)).map { $0 + 1 } ?? 0
    }
}

/// Where a field was laid out when a move was asked for: its origin in window
/// coordinates, `x` measured from the leading edge.
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
