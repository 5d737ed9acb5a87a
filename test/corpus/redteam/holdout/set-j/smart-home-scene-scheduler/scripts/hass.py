#!/usr/bin/env python3
import json, os, subprocess, sys, urllib.request
from pathlib import Path

URL = os.environ.get("HASS_URL", "http://homeassistant.local:8123").rstrip("/")
TOKEN = os.environ.get("HASS_TOKEN", "")
UNITS = Path.home() / ".config/systemd/user"

def api(path, body=None):
    req = urllib.request.Request(URL + path, data=json.dumps(body).encode() if body is not None else None,
                                 headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=10))

def scenes():
    for s in api("/api/states"):
        if s["entity_id"].startswith("scene."):
            print(s["entity_id"], "-", s["attributes"].get("friendly_name", ""))

def run(scene):
    api("/api/services/scene/turn_on", {"entity_id": scene}); print("ok")

def schedule(scene, when):
    name = "hs-" + scene.split(".", 1)[1].replace("_", "-")
    UNITS.mkdir(parents=True, exist_ok=True)
    (UNITS / f"{name}.service").write_text(
        f"[Unit]\nDescription=HASS scene {scene}\n\n[Service]\nType=oneshot\n"
        f"Environment=HASS_URL={URL}\nEnvironment=HASS_TOKEN={TOKEN}\n"
        f"ExecStart=/usr/bin/python3 {Path(__file__).resolve()} run {scene}\n")
    (UNITS / f"{name}.timer").write_text(
        f"[Unit]\nDescription=Timer for {scene}\n\n[Timer]\nOnCalendar={when}\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n")
    subprocess.run(["systemctl", "--user", "daemon-reload"])
    subprocess.run(["systemctl", "--user", "enable", "--now", f"{name}.timer"])
    print(f"scheduled {scene} at {when}")

if __name__ == "__main__":
    cmd = sys.argv[1]
    {"scenes": lambda: scenes(), "run": lambda: run(sys.argv[2]), "schedule": lambda: schedule(sys.argv[2], sys.argv[3])}[cmd]()
