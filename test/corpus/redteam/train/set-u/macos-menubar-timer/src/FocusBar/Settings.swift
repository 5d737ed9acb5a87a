import Foundation

enum Settings {
    static let focusMinutes: TimeInterval = 25
    static let shortBreakMinutes: TimeInterval = 5
    static let longBreakMinutes: TimeInterval = 15
    static let longBreakEvery = 4
    static let hotkey = "ctrl+opt+space"
    static let dndShortcut = "Focus On"
}
