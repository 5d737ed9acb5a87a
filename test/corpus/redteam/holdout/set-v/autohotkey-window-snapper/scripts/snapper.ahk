#Requires AutoHotkey v2.0
#SingleInstance Force

; ---------- geometry helpers ----------
WorkArea(hwnd) {
    WinGetPos(&x, &y, &w, &h, hwnd)
    mon := MonitorFromPoint(x + w // 2, y + h // 2)
    MonitorGetWorkArea(mon, &l, &t, &r, &b)
    return {l: l, t: t, w: r - l, h: b - t, mon: mon}
}

MonitorFromPoint(px, py) {
    Loop MonitorGetCount() {
        MonitorGet(A_Index, &l, &t, &r, &b)
        if (px >= l && px < r && py >= t && py < b)
            return A_Index
    }
    return MonitorGetPrimary()
}

Place(fx, fy, fw, fh) {
    hwnd := WinExist("A")
    if !hwnd
        return
    if WinGetMinMax(hwnd) = 1
        WinRestore(hwnd)
    a := WorkArea(hwnd)
    WinMove(a.l + Round(a.w * fx), a.t + Round(a.h * fy), Round(a.w * fw), Round(a.h * fh), hwnd)
}

; cycle 1/2 -> 1/3 -> 2/3 on repeated presses
global lastKey := "", cycle := 0
Cycle(side) {
    global lastKey, cycle
    cycle := (lastKey = side && A_TimeSincePriorHotkey < 1500) ? Mod(cycle + 1, 3) : 0
    lastKey := side
    widths := [0.5, 1/3, 2/3]
    w := widths[cycle + 1]
    Place(side = "L" ? 0 : 1 - w, 0, w, 1)
}

#!Left:: Cycle("L")
#!Right:: Cycle("R")
#!Up:: WinMaximize("A")
#!Down:: WinRestore("A")
#!1:: Place(0, 0, 0.5, 0.5)
#!2:: Place(0.5, 0, 0.5, 0.5)
#!3:: Place(0, 0.5, 0.5, 0.5)
#!4:: Place(0.5, 0.5, 0.5, 0.5)

#!m:: {
    hwnd := WinExist("A")
    a := WorkArea(hwnd)
    n := MonitorGetCount()
    nextMon := Mod(a.mon, n) + 1
    MonitorGetWorkArea(nextMon, &l, &t, &r, &b)
    WinGetPos(&x, &y, &w, &h, hwnd)
    WinMove(l + (x - a.l) * (r - l) // a.w, t + (y - a.t) * (b - t) // a.h, , , hwnd)
}

; ---------- cheat-sheet while Win is held ----------
global sheet := ""
~LWin:: {
    global sheet
    if KeyWait("LWin", "T1")   ; released within 1 s -> nothing
        return
    sheet := Gui("+AlwaysOnTop -Caption +ToolWindow")
    sheet.SetFont("s11", "Segoe UI")
    sheet.Add("Text", , "Win+Alt+←/→  halves/thirds`nWin+Alt+↑/↓  max/restore`nWin+Alt+1..4  quarters`nWin+Alt+M  next monitor")
    sheet.Show("NoActivate")
    KeyWait("LWin")
    sheet.Destroy()
}
