#!/usr/bin/env python3
"""Tiny GPIO dashboard for Raspberry Pi (lgpio)."""
import argparse
import os
from pathlib import Path

import yaml
from flask import Flask, jsonify, request
from rpi_lgpio_helpers import open_chip  # picks gpiochip0/4 automatically

try:
    from w1thermsensor import W1ThermSensor
except Exception:  # no 1-wire overlay
    W1ThermSensor = None

HERE = Path(__file__).parent
PINS = yaml.safe_load((HERE / "pins.yaml").read_text())
app = Flask(__name__)
chip = open_chip()

for pin in PINS.get("outputs", {}).values():
    chip.claim_output(pin, 0)
for pin in PINS.get("inputs", {}).values():
    chip.claim_input(pin, pull="up")

PAGE = """<!doctype html><meta name=viewport content="width=device-width">
<title>GPIO</title><body style="font-family:sans-serif">
<h2>Outputs</h2><div id=o></div><h2>Inputs</h2><pre id=i></pre>
<script>
async function r(){const s=await (await fetch('/api/state')).json();
o.innerHTML=Object.entries(s.outputs).map(([k,v])=>`<label><input type=checkbox ${v?'checked':''}
 onchange="fetch('/api/out/${k}',{method:'POST',body:this.checked?'1':'0'})"> ${k}</label><br>`).join('');
i.textContent=JSON.stringify({...s.inputs,...s.sensors},null,1);}
r();setInterval(r,2000);
</script>"""


@app.get("/")
def index():
    return PAGE


@app.get("/api/state")
def state():
    outs = {k: chip.read(p) for k, p in PINS.get("outputs", {}).items()}
    ins = {k: chip.read(p) for k, p in PINS.get("inputs", {}).items()}
    sensors = {}
    if PINS.get("sensors", {}).get("ds18b20") and W1ThermSensor:
        for s in W1ThermSensor.get_available_sensors():
            sensors[f"ds18b20_{s.id}"] = round(s.get_temperature(), 2)
    return jsonify(outputs=outs, inputs=ins, sensors=sensors)


@app.post("/api/out/<name>")
def set_out(name):
    pin = PINS.get("outputs", {}).get(name)
    if pin is None:
        return "unknown", 404
    chip.write(pin, 1 if request.get_data() == b"1" else 0)
    return "ok"


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=int(os.environ.get("PORT", 8080)))
    args = ap.parse_args()
    app.run(host="::", port=args.port)
