#!/usr/bin/env python3
import argparse, os, platform, subprocess, sys, time
import obsws_python as obs


def focused_title() -> str:
    if platform.system() == "Linux":
        try:
            return subprocess.run(["xdotool", "getactivewindow", "getwindowname"],
                                  capture_output=True, text=True, timeout=2).stdout.strip()
        except Exception:
            return ""
    if platform.system() == "Windows":
        import pygetwindow as gw
        w = gw.getActiveWindow()
        return w.title if w else ""
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", required=True)
    ap.add_argument("--live", default="Gameplay")
    ap.add_argument("--brb", default="BRB")
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=4455)
    a = ap.parse_args()

    cl = obs.ReqClient(host=a.host, port=a.port, password=os.environ.get("OBS_WS_PASSWORD", ""), timeout=3)
    print("connected to OBS", cl.get_version().obs_version)
    if a.record:
        cl.start_record()

    current, away_since = None, None
    while True:
        in_game = a.game.lower() in focused_title().lower()
        want = a.live if in_game else a.brb
        if want == a.brb and away_since is None:
            away_since = time.time()
        if in_game:
            away_since = None
        if want != current and (in_game or time.time() - away_since > 3):
            cl.set_current_program_scene(want)
            current = want
            print("scene ->", want)
        time.sleep(1)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit(0)
