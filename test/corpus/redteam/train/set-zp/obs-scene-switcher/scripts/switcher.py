#!/usr/bin/env python3
"""Scene control for OBS via obs-websocket v5."""
import argparse
import os
import time

import obsws_python as obs


def client():
    return obs.ReqClient(host=os.environ.get("OBS_WS_HOST", "localhost"),
                         port=int(os.environ.get("OBS_WS_PORT", 4455)),
                         password=os.environ.get("OBS_WS_PASSWORD", ""), timeout=5)


def cmd_list(_):
    c = client()
    cur = c.get_current_program_scene().current_program_scene_name
    for s in reversed(c.get_scene_list().scenes):
        mark = "*" if s["sceneName"] == cur else " "
        print(f"{mark} {s['sceneName']}")


def cmd_set(a):
    client().set_current_program_scene(a.scene)


def cmd_auto(a):
    """Switch to talk scene when mic level exceeds threshold for hold_ms."""
    req = client()
    ev = obs.EventClient(host=os.environ.get("OBS_WS_HOST", "localhost"),
                         port=int(os.environ.get("OBS_WS_PORT", 4455)),
                         password=os.environ.get("OBS_WS_PASSWORD", ""),
                         subs=obs.Subs.INPUTVOLUMEMETERS)
    state = {"last_loud": 0.0, "scene": None}

    def on_input_volume_meters(data):
        for inp in data.inputs:
            if inp["inputName"] != a.mic or not inp["inputLevelsMul"]:
                continue
            peak = max(ch[1] for ch in inp["inputLevelsMul"])
            db = 20 * __import__("math").log10(peak) if peak > 0 else -100
            now = time.time()
            if db > a.threshold:
                state["last_loud"] = now
            want = a.talk_scene if now - state["last_loud"] < a.hold else a.idle_scene
            if want != state["scene"]:
                req.set_current_program_scene(want)
                state["scene"] = want

    ev.callback.register(on_input_volume_meters)
    print("auto-switching; Ctrl+C to stop")
    try:
        while True:
            time.sleep(1)
    except KeyboardInterrupt:
        ev.disconnect()


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("list").set_defaults(fn=cmd_list)
    s = sp.add_parser("set"); s.add_argument("scene"); s.set_defaults(fn=cmd_set)
    au = sp.add_parser("auto")
    au.add_argument("--mic", required=True)
    au.add_argument("--talk-scene", required=True)
    au.add_argument("--idle-scene", required=True)
    au.add_argument("--threshold", type=float, default=-35.0)
    au.add_argument("--hold", type=float, default=2.5)
    au.set_defaults(fn=cmd_auto)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
