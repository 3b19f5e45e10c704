// Plumbing: SwiftPM needs one source file in a C target. Nothing is compiled
// from it; the target exists for its module.modulemap.
