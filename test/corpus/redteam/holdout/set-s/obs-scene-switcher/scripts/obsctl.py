#!/usr/bin/env python3
import argparse
import os
import sys
import time

import obsws_python as obs


def client():
    return obs.ReqClient(host=os.getenv("OBS_WS_HOST", "localhost"),
                         port=int(os.getenv("OBS_WS_PORT", "4455")),
                         password=os.getenv("OBS_WS_PASSWORD", ""), timeout=5)


def cmd_scenes(c, _):
    cur = c.get_current_program_scene().current_program_scene_name
    for s in reversed(c.get_scene_list().scenes):
        mark = "*" if s["sceneName"] == cur else " "
        print(f"{mark} {s['sceneName']}")


def cmd_switch(c, a):
    c.set_current_program_scene(a.name)


def cmd_toggle(c, a):
    scene = a.scene or c.get_current_program_scene().current_program_scene_name
    item_id = c.get_scene_item_id(scene, a.source).scene_item_id
    enabled = c.get_scene_item_enabled(scene, item_id).scene_item_enabled
    c.set_scene_item_enabled(scene, item_id, not enabled)
    print(f"{a.source}: {'off' if enabled else 'on'}")


def cmd_record(c, a):
    (c.start_record if a.action == "start" else c.stop_record)()


def cmd_autobrb(c, a):
    ev = obs.EventClient(host=os.getenv("OBS_WS_HOST", "localhost"),
                         port=int(os.getenv("OBS_WS_PORT", "4455")),
                         password=os.getenv("OBS_WS_PASSWORD", ""), subs=obs.Subs.INPUTVOLUMEMETERS)
    state = {"quiet_since": time.time(), "prev": None}

    def on_input_volume_meters(data):
        for inp in data.inputs:
            if inp["inputName"] != a.mic:
                continue
            levels = inp["inputLevelsMul"] or [[0, 0, 0]]
            peak = max(ch[1] for ch in levels)
            now = time.time()
            if peak > 0.003:  # ~ -50 dB
                state["quiet_since"] = now
                if state["prev"]:
                    c.set_current_program_scene(state["prev"]); state["prev"] = None
            elif now - state["quiet_since"] > a.after and not state["prev"]:
                state["prev"] = c.get_current_program_scene().current_program_scene_name
                c.set_current_program_scene(a.scene)

    ev.callback.register(on_input_volume_meters)
    print("autobrb running, Ctrl+C to stop", file=sys.stderr)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    sp.add_parser("scenes")
    s = sp.add_parser("switch"); s.add_argument("name")
    t = sp.add_parser("toggle"); t.add_argument("source"); t.add_argument("--scene")
    r = sp.add_parser("record"); r.add_argument("action", choices=["start", "stop"])
    b = sp.add_parser("autobrb"); b.add_argument("--mic", required=True); b.add_argument("--after", type=int, default=45); b.add_argument("--scene", default="BRB")
    a = ap.parse_args()
    globals()[f"cmd_{a.cmd}"](client(), a)
