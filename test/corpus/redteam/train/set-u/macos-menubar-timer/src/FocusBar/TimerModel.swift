import Combine
import Foundation
import UserNotifications

enum Phase {
    case focus, shortBreak, longBreak
    var label: String {
        switch self {
        case .focus: return "Focus"
        case .shortBreak: return "Short break"
        case .longBreak: return "Long break"
        }
    }
}

final class TimerModel: ObservableObject {
    @Published var phase: Phase = .focus
    @Published var remaining: TimeInterval = Settings.focusMinutes * 60
    @Published var isRunning = false
    @Published private(set) var todayTotal: TimeInterval = 0

    private var completedFocus = 0
    private var tick: AnyCancellable?
    private let defaults = UserDefaults.standard

    init() {
        let key = Self.dayKey()
        todayTotal = defaults.double(forKey: key)
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) { _, _ in }
    }

    var duration: TimeInterval {
        switch phase {
        case .focus: return Settings.focusMinutes * 60
        case .shortBreak: return Settings.shortBreakMinutes * 60
        case .longBreak: return Settings.longBreakMinutes * 60
        }
    }

    var progress: Double { 1 - remaining / duration }
    var remainingString: String { String(format: "%02d:%02d", Int(remaining) / 60, Int(remaining) % 60) }
    var menuTitle: String { isRunning ? "⏱ \(remainingString)" : "⏱" }
    var todayTotalString: String { "\(Int(todayTotal) / 3600)h \(Int(todayTotal) % 3600 / 60)m" }

    func toggle() { isRunning ? pause() : start() }

    func start() {
        isRunning = true
        tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in self?.step() }
    }

    func pause() { isRunning = false; tick?.cancel() }
    func reset() { pause(); remaining = duration }

    func skip() { advance(notify: false) }

    private func step() {
        remaining -= 1
        if phase == .focus {
            todayTotal += 1
            defaults.set(todayTotal, forKey: Self.dayKey())
        }
        if remaining <= 0 { advance(notify: true) }
    }

    private func advance(notify: Bool) {
        if phase == .focus {
            completedFocus += 1
            phase = completedFocus % Settings.longBreakEvery == 0 ? .longBreak : .shortBreak
        } else {
            phase = .focus
        }
        remaining = duration
        if notify { send("\(phase.label) — \(Int(duration / 60)) min") }
    }

    private func send(_ body: String) {
        let c = UNMutableNotificationContent()
        c.title = "FocusBar"
        c.body = body
        c.sound = .default
        UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: UUID().uuidString, content: c, trigger: nil))
    }

    private static func dayKey() -> String {
        let f = DateFormatter(); f.dateFormat = "yyyy-MM-dd"
        return "total-" + f.string(from: Date())
    }
}
