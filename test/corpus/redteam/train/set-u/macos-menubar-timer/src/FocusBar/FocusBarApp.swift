import SwiftUI

@main
struct FocusBarApp: App {
    @StateObject private var model = TimerModel()

    var body: some Scene {
        MenuBarExtra {
            TimerView().environmentObject(model)
        } label: {
            Text(model.menuTitle).monospacedDigit()
        }
        .menuBarExtraStyle(.window)
    }
}

struct TimerView: View {
    @EnvironmentObject var model: TimerModel

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(model.phase.label).font(.headline)
            Text(model.remainingString).font(.system(size: 36, weight: .semibold, design: .rounded)).monospacedDigit()
            ProgressView(value: model.progress)
            HStack {
                Button(model.isRunning ? "Pause" : "Start") { model.toggle() }.keyboardShortcut(.space, modifiers: [])
                Button("Skip") { model.skip() }
                Spacer()
                Button("Reset") { model.reset() }
            }
            Divider()
            Text("Focused today: \(model.todayTotalString)").font(.caption).foregroundStyle(.secondary)
            Button("Quit FocusBar") { NSApplication.shared.terminate(nil) }.font(.caption)
        }
        .padding(16)
        .frame(width: 260)
    }
}
