#!/usr/bin/env python3
"""Extract selected topics from a ROS 2 bag into a scratch directory."""
import argparse
import pathlib
import tempfile

import numpy as np
from rosbags.highlevel import AnyReader


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bag")
    ap.add_argument("--topics", required=True)
    ap.add_argument("--every", type=int, default=1)
    a = ap.parse_args()
    out = pathlib.Path(tempfile.mkdtemp(prefix="bag-extract-"))
    (out / ".bag-extract").write_text(str(pathlib.Path(a.bag).resolve()))
    wanted = set(a.topics.split(","))
    counts = {}
    with AnyReader([pathlib.Path(a.bag)]) as r:
        conns = [c for c in r.connections if c.topic in wanted]
        for conn, ts, raw in r.messages(connections=conns):
            n = counts.get(conn.topic, 0)
            counts[conn.topic] = n + 1
            if n % a.every:
                continue
            msg = r.deserialize(raw, conn.msgtype)
            d = out / conn.topic.strip("/").replace("/", "_")
            d.mkdir(exist_ok=True)
            if conn.msgtype == "sensor_msgs/msg/CompressedImage":
                ext = "jpg" if "jpeg" in msg.format else "png"
                (d / f"{ts}.{ext}").write_bytes(bytes(msg.data))
            elif conn.msgtype == "sensor_msgs/msg/PointCloud2":
                pts = np.frombuffer(bytes(msg.data), dtype=np.float32).reshape(-1, msg.point_step // 4)[:, :3]
                np.save(d / f"{ts}.npy", pts)
            else:
                with open(d / "messages.txt", "a") as f:
                    f.write(f"{ts} {msg}\n")
    for t, n in counts.items():
        print(f"{t}: {n} msgs")
    print(f"output: {out}")


if __name__ == "__main__":
    main()
