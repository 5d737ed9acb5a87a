#!/usr/bin/env python3
"""Summarize a PX4 ULog: vibration, EKF innovations, battery, failsafes."""
import argparse
import json
import sys

import numpy as np
from pyulog import ULog

try:
    import ulog_fastparse  # optional accelerator
    FAST = True
except ImportError:
    FAST = False


def topic(ulog, name, multi=0):
    for d in ulog.data_list:
        if d.name == name and d.multi_id == multi:
            return d.data
    return None


def vibration(ulog):
    sc = topic(ulog, "sensor_combined")
    out = {}
    if sc is None:
        return out
    for ax in ("x", "y", "z"):
        a = sc[f"accelerometer_m_s2[{'xyz'.index(ax)}]"]
        out[f"accel_{ax}_std"] = float(np.std(a))
    st = topic(ulog, "vehicle_imu_status")
    if st is not None and "accel_vibration_metric" in st:
        out["vibration_metric_max"] = float(np.max(st["accel_vibration_metric"]))
    clip = topic(ulog, "vehicle_imu")
    if clip is not None and "delta_velocity_clipping" in clip:
        out["clip_events"] = int(np.count_nonzero(clip["delta_velocity_clipping"]))
    return out


def ekf(ulog):
    es = topic(ulog, "estimator_status")
    if es is None:
        return {}
    res = {}
    for key in ("vel_test_ratio", "pos_test_ratio", "hgt_test_ratio", "mag_test_ratio"):
        if key in es:
            r = es[key]
            res[key + "_max"] = float(np.max(r))
            res[key + "_over1_samples"] = int(np.count_nonzero(r > 1.0))
    return res


def battery(ulog):
    b = topic(ulog, "battery_status")
    if b is None:
        return {}
    v = b["voltage_v"]
    cells = int(np.max(b.get("cell_count", np.array([4]))))
    return {"v_start": float(v[0]), "v_min": float(np.min(v)),
            "sag_per_cell": float((np.max(v) - np.min(v)) / max(cells, 1)),
            "remaining_end": float(b["remaining"][-1])}


def failsafes(ulog):
    vs = topic(ulog, "vehicle_status")
    if vs is None or "failsafe" not in vs:
        return []
    ts, fs = vs["timestamp"], vs["failsafe"]
    events = []
    for i in range(1, len(fs)):
        if fs[i] != fs[i - 1]:
            events.append({"t_s": round((ts[i] - ts[0]) / 1e6, 2), "failsafe": bool(fs[i])})
    return events


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--json")
    a = ap.parse_args()
    ulog = ulog_fastparse.load(a.log) if FAST else ULog(a.log)
    rep = {"file": a.log, "duration_s": (ulog.last_timestamp - ulog.start_timestamp) / 1e6,
           "vibration": vibration(ulog), "ekf": ekf(ulog), "battery": battery(ulog),
           "failsafes": failsafes(ulog), "fastparse": FAST}
    print(json.dumps(rep, indent=2))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rep, f, indent=2)
    if not FAST:
        print("fastparse: unavailable (run scripts/setup_native.sh)", file=sys.stderr)


if __name__ == "__main__":
    main()
