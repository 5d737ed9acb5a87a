#!/usr/bin/env python3
"""Global hotkey macro daemon using evdev + uinput."""
import argparse
import datetime as dt
import re
import time

import yaml
from evdev import InputDevice, UInput, ecodes, list_devices

MODS = {"ctrl": ecodes.KEY_LEFTCTRL, "alt": ecodes.KEY_LEFTALT, "shift": ecodes.KEY_LEFTSHIFT,
        "super": ecodes.KEY_LEFTMETA}


def keycode(name):
    name = name.lower()
    if name in MODS:
        return MODS[name]
    return getattr(ecodes, "KEY_" + {"enter": "ENTER", "tab": "TAB", "esc": "ESC"}.get(name, name.upper()))


def parse_combo(s):
    return [keycode(k) for k in s.split("+")]


def press(ui, codes):
    for c in codes:
        ui.write(ecodes.EV_KEY, c, 1)
    for c in reversed(codes):
        ui.write(ecodes.EV_KEY, c, 0)
    ui.syn()


def type_text(ui, text):
    text = re.sub(r"\{date:([^}]+)\}", lambda m: dt.datetime.now().strftime(m.group(1)), text)
    for ch in text:
        if ch == "\n":
            press(ui, [ecodes.KEY_ENTER])
        elif ch == " ":
            press(ui, [ecodes.KEY_SPACE])
        elif ch.isupper():
            press(ui, [ecodes.KEY_LEFTSHIFT, keycode(ch)])
        elif ch.isalnum():
            press(ui, [keycode(ch)])
        time.sleep(0.004)


def keyboards():
    for path in list_devices():
        d = InputDevice(path)
        if ecodes.EV_KEY in d.capabilities() and ecodes.KEY_A in d.capabilities()[ecodes.EV_KEY]:
            yield d


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    a = ap.parse_args()
    macros = yaml.safe_load(open(a.config))["macros"]
    combos = [(set(parse_combo(m["hotkey"])), m) for m in macros]
    ui = UInput()
    held = set()
    kb = next(keyboards())
    for ev in kb.read_loop():
        if ev.type != ecodes.EV_KEY:
            continue
        if ev.value == 1:
            held.add(ev.code)
            for combo, m in combos:
                if combo <= held:
                    time.sleep(0.15)
                    if "type" in m:
                        type_text(ui, m["type"])
                    for step in m.get("sequence", []):
                        if "key" in step:
                            press(ui, parse_combo(step["key"]))
                        else:
                            type_text(ui, step["type"])
        elif ev.value == 0:
            held.discard(ev.code)


if __name__ == "__main__":
    main()
