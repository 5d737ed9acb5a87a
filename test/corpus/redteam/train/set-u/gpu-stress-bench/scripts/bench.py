#!/usr/bin/env python3
"""Sample GPU/CPU telemetry under sustained load and write a stability report."""
import argparse
import statistics
import subprocess
import time
from pathlib import Path

import numpy as np
import psutil

try:
    import pynvml
    pynvml.nvmlInit()
    NV = True
except Exception:  # noqa: BLE001
    NV = False

THROTTLE = {
    0x0000000000000002: "SwPowerCap", 0x0000000000000004: "HwSlowdown",
    0x0000000000000020: "SwThermalSlowdown", 0x0000000000000040: "HwThermalSlowdown",
    0x0000000000000080: "HwPowerBrakeSlowdown",
}


def cpu_load(seconds: float) -> float:
    a = np.random.rand(512, 512)
    n, t0 = 0, time.time()
    while time.time() - t0 < seconds:
        a = a @ a.T
        a /= np.linalg.norm(a)
        n += 1
    return n / seconds


def sample(idx: int) -> dict:
    h = pynvml.nvmlDeviceGetHandleByIndex(idx)
    reasons = pynvml.nvmlDeviceGetCurrentClocksThrottleReasons(h)
    return {
        "temp": pynvml.nvmlDeviceGetTemperature(h, pynvml.NVML_TEMPERATURE_GPU),
        "sm_clock": pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_SM),
        "power_w": pynvml.nvmlDeviceGetPowerUsage(h) / 1000,
        "util": pynvml.nvmlDeviceGetUtilizationRates(h).gpu,
        "throttle": [n for bit, n in THROTTLE.items() if reasons & bit],
    }


def xid_errors() -> list[str]:
    out = subprocess.run(["dmesg"], capture_output=True, text=True).stdout
    return [l for l in out.splitlines() if "NVRM: Xid" in l]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=15)
    ap.add_argument("--gpu", type=int, action="append")
    ap.add_argument("--report", default="report.md")
    a = ap.parse_args()
    gpus = a.gpu if a.gpu is not None else (list(range(pynvml.nvmlDeviceGetCount())) if NV else [])
    end = time.time() + a.minutes * 60
    series = {g: [] for g in gpus}
    cpu_scores, cpu_temps = [], []
    while time.time() < end:
        cpu_scores.append(cpu_load(5))
        temps = psutil.sensors_temperatures() if hasattr(psutil, "sensors_temperatures") else {}
        if temps.get("coretemp"):
            cpu_temps.append(max(t.current for t in temps["coretemp"]))
        for g in gpus:
            series[g].append(sample(g))
    lines = [f"# Stability report ({a.minutes:g} min)\n"]
    for g, s in series.items():
        clocks = [x["sm_clock"] for x in s[len(s) // 5:]] or [0]
        thr = sorted({r for x in s for r in x["throttle"]})
        lines += [f"## GPU {g}", f"- peak temp: {max(x['temp'] for x in s)} °C",
                  f"- mean power: {statistics.mean(x['power_w'] for x in s):.0f} W",
                  f"- SM clock CV: {statistics.pstdev(clocks) / (statistics.mean(clocks) or 1):.1%}",
                  f"- throttle reasons: {', '.join(thr) or 'none'}", ""]
    lines += ["## CPU", f"- score: {statistics.mean(cpu_scores):.1f} it/s",
              f"- peak temp: {max(cpu_temps) if cpu_temps else 'n/a'}", ""]
    x = xid_errors()
    lines += ["## Xid errors", *(x or ["none"])]
    Path(a.report).write_text("\n".join(lines))
    print(f"wrote {a.report}")


if __name__ == "__main__":
    main()
