import Foundation

/// An edit the session let UIKit apply, kept to recognise its result cheaply.
struct AllowedEdit: Sendable {
    let base: String
    let bounds: Range<String.Index>
    let replacement: String

    /// Whether `text` is `base` with `bounds` replaced by `replacement`,
    /// compared as UTF-8 bytes without building the expected text.
    func produced(_ text: String) -> Bool {
        let lower = base.utf8.distance(from: base.startIndex, to: bounds.lowerBound)
        let upper = base.utf8.distance(from: base.startIndex, to: bounds.upperBound)
        let inserted = replacement.utf8.count
        let tail = base.utf8.count - upper
        guard text.utf8.count == lower + inserted + tail else { return false }
        let compared = text.utf8.withContiguousStorageIfAvailable { text in
            base.utf8.withContiguousStorageIfAvailable { base in
                replacement.utf8.withContiguousStorageIfAvailable { replacement in
                    equal(text, from: 0, base, from: 0, count: lower)
                        && equal(text, from: lower, replacement, from: 0, count: inserted)
                        && equal(text, from: lower + inserted, base, from: upper, count: tail)
                }
            }
        }
        // Strings without contiguous UTF-8 (bridged ones) are simply checked again.
        return compared.flatMap { $0.flatMap { $0 } } ?? false
    }

    private func equal(_ a: UnsafeBufferPointer<UInt8>, from i: Int, _ b: UnsafeBufferPointer<UInt8>, from j: Int, count: Int) -> Bool {
        guard count > 0, let a = a.baseAddress, let b = b.baseAddress else { return true }
        return memcmp(a + i, b + j, count) == 0
    }
}
