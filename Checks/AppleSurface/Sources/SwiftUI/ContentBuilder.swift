// Mirrors: https://developer.apple.com/documentation/swiftui/contentbuilder
public typealias ContentBuilder = ViewBuilder
