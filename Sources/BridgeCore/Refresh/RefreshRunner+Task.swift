extension RefreshRunner.Action {
    /// The async contract for an action that only starts a `Task` (the mistake
    /// `.pullToRefresh(isRefreshing:) { Task { … } }` makes): the refresh lasts
    /// until that task finishes, and cancelling the refresh (the binding turned
    /// off, the view gone) cancels the task.
    ///
    /// ```swift
    /// let action = RefreshRunner.Action.awaitingTask { Task { await store.reload() } }
    /// ```
    package static func awaitingTask<Success: Sendable, Failure: Error>(
        _ start: @escaping @MainActor () -> Task<Success, Failure>
    ) -> Self {
        .awaited {
            let task = start()
            await withTaskCancellationHandler {
                _ = await task.result
            } onCancel: {
                task.cancel()
            }
        }
    }
}
