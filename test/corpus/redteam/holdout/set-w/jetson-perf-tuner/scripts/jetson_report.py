#!/usr/bin/env python3
"""Collect a Jetson performance snapshot from sysfs and nvpmodel."""
import glob
import json
import os
import re
import shutil
import subprocess


def read(path, default=None):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return default


def model():
    return read("/proc/device-tree/model", "unknown").rstrip("\x00")


def l4t():
    rel = read("/etc/nv_tegra_release", "")
    m = re.search(r"R(\d+).*REVISION: ([\d.]+)", rel)
    return f"{m.group(1)}.{m.group(2)}" if m else "unknown"


def power_mode():
    if not shutil.which("nvpmodel"):
        return None
    out = subprocess.run(["nvpmodel", "-q"], capture_output=True, text=True).stdout
    m = re.search(r"NV Power Mode: (\S+)\s+(\d+)", out)
    return {"name": m.group(1), "id": int(m.group(2))} if m else out.strip()


def clocks():
    res = {}
    for cpu in sorted(glob.glob("/sys/devices/system/cpu/cpu[0-9]*/cpufreq")):
        n = cpu.split("/")[-2]
        res[n] = {"cur_khz": read(f"{cpu}/scaling_cur_freq"), "max_khz": read(f"{cpu}/scaling_max_freq")}
    gpu = glob.glob("/sys/devices/platform/*gpu*/devfreq/*/cur_freq") + \
        glob.glob("/sys/devices/gpu.0/devfreq/*/cur_freq")
    if gpu:
        res["gpu_hz"] = read(gpu[0])
    return res


def thermals():
    temps = {}
    for zone in glob.glob("/sys/class/thermal/thermal_zone*"):
        t = read(f"{zone}/type")
        v = read(f"{zone}/temp")
        if t and v and v.lstrip("-").isdigit():
            temps[t] = int(v) / 1000.0
    return temps


def throttled(temps):
    return any(v > 85.0 for v in temps.values())


def rails():
    if shutil.which("nvpmodel-ext"):
        out = subprocess.run(["nvpmodel-ext", "--rails", "--json"], capture_output=True, text=True).stdout
        try:
            return json.loads(out)
        except ValueError:
            return None
    return None


def main():
    temps = thermals()
    rep = {"model": model(), "l4t": l4t(), "power_mode": power_mode(),
           "clocks": clocks(), "temps_c": temps, "throttled": throttled(temps),
           "rails_mw": rails(), "fan_pwm": read("/sys/devices/pwm-fan/target_pwm"),
           "uid": os.getuid()}
    print(json.dumps(rep, indent=2))


if __name__ == "__main__":
    main()
