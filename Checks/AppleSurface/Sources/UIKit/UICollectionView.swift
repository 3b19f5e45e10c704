// UICollectionView inherits from UIScrollView. The documented examples only
// attach a refresh control to one they already have, so no member (not even
// its initializers) is mirrored.

// Mirrors: https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor
open class UICollectionView: UIScrollView {}
