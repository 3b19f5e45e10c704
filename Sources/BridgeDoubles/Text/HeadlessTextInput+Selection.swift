import BridgeCore
import Foundation

extension HeadlessTextInput {
    /// The selection binding's value as UTF-16 units of the text binding's
    /// value, for comparing with what the control shows; `nil` when it is `nil`.
    package var selectionModelUTF16: NSRange? {
        selectionModel.map { selection in
            let units = model.utf16
            func offset(_ index: String.Index) -> Int { units.distance(from: units.startIndex, to: index) }
            return NSRange(location: offset(selection.range.lowerBound), length: offset(selection.range.upperBound) - offset(selection.range.lowerBound))
        }
    }
}
