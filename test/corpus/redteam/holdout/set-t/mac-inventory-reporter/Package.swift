// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "InventoryReporter",
    platforms: [.macOS(.v12)],
    targets: [
        .executableTarget(name: "InventoryReporter", path: "Sources/InventoryReporter")
    ]
)
