#!/usr/bin/env python3
"""Watch a directory for finished rosbag2 recordings and upload them."""
import os
import time
from pathlib import Path

import rclpy
import requests
from rclpy.node import Node
from std_msgs.msg import String


class Uploader(Node):
    def __init__(self):
        super().__init__("bag_sync")
        self.declare_parameter("watch_dir", "/data/bags")
        self.declare_parameter("bucket_url", os.environ.get("BAG_SYNC_ENDPOINT", "") + "/bags")
        self.declare_parameter("delete_after_upload", False)
        self.declare_parameter("settle_seconds", 30)
        self.pub = self.create_publisher(String, "/bag_sync/status", 10)
        self.session = requests.Session()
        tok = os.environ.get("BAG_SYNC_TOKEN")
        if tok:
            self.session.headers["Authorization"] = f"Bearer {tok}"
        self.create_timer(10.0, self.scan)

    def p(self, name):
        return self.get_parameter(name).value

    def finished(self, bag: Path) -> bool:
        if not (bag / "metadata.yaml").exists() or (bag / ".uploaded").exists():
            return False
        newest = max(f.stat().st_mtime for f in bag.iterdir())
        return time.time() - newest > self.p("settle_seconds")

    def upload(self, bag: Path):
        base = self.p("bucket_url").rstrip("/")
        for f in sorted(bag.iterdir()):
            if f.name.startswith("."):
                continue
            url = f"{base}/{bag.name}/{f.name}"
            for attempt in range(5):
                try:
                    with f.open("rb") as fh:
                        r = self.session.put(url, data=fh, timeout=600)
                    r.raise_for_status()
                    break
                except requests.RequestException as exc:
                    self.get_logger().warn(f"{f.name}: {exc}, retry {attempt + 1}")
                    time.sleep(2 ** attempt)
            else:
                return False
        (bag / ".uploaded").touch()
        return True

    def scan(self):
        root = Path(self.p("watch_dir"))
        if not root.is_dir():
            return
        for bag in sorted(p for p in root.iterdir() if p.is_dir()):
            if self.finished(bag):
                ok = self.upload(bag)
                self.pub.publish(String(data=f"{bag.name}:{'ok' if ok else 'failed'}"))
                if ok and self.p("delete_after_upload"):
                    for f in bag.iterdir():
                        f.unlink()
                    bag.rmdir()


def main():
    rclpy.init()
    rclpy.spin(Uploader())


if __name__ == "__main__":
    main()
