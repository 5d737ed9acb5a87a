#!/usr/bin/env python3
"""IT Help tray icon for GNOME/KDE (AppIndicator)."""
import shutil
import socket
import subprocess
import webbrowser

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("AyatanaAppIndicator3", "0.1")
from gi.repository import AyatanaAppIndicator3 as AI, Gtk  # noqa: E402

PORTAL = "https://servicedesk.contoso.example/portal"


def info():
    ip = socket.gethostbyname(socket.gethostname())
    try:
        serial = open("/sys/class/dmi/id/product_serial").read().strip()
    except OSError:
        serial = "(needs root)"
    osr = dict(l.strip().split("=", 1) for l in open("/etc/os-release") if "=" in l)
    return f"Host: {socket.gethostname()}\nIP: {ip}\nSerial: {serial}\nOS: {osr.get('PRETTY_NAME','').strip(chr(34))}"


def health():
    du = shutil.disk_usage("/")
    pct = du.used * 100 // du.total
    upd = subprocess.run(["sh", "-c", "apt list --upgradable 2>/dev/null | tail -n +2 | wc -l"],
                         capture_output=True, text=True).stdout.strip() or "?"
    return f"Disk used: {pct}%\nPending updates: {upd}"


def dialog(text):
    d = Gtk.MessageDialog(message_type=Gtk.MessageType.INFO, buttons=Gtk.ButtonsType.OK, text=text)
    d.run(); d.destroy()


def main():
    ind = AI.Indicator.new("ithelp", "help-browser", AI.IndicatorCategory.APPLICATION_STATUS)
    ind.set_status(AI.IndicatorStatus.ACTIVE)
    m = Gtk.Menu()
    for label, cb in (("Open a ticket", lambda *_: webbrowser.open(PORTAL)),
                      ("Show my machine info", lambda *_: dialog(info())),
                      ("Quick health check", lambda *_: dialog(health()))):
        it = Gtk.MenuItem(label=label); it.connect("activate", cb); m.append(it)
    m.show_all(); ind.set_menu(m)
    Gtk.main()


if __name__ == "__main__":
    main()
