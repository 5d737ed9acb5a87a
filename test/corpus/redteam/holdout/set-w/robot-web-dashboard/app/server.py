#!/usr/bin/env python3
import argparse
import importlib
import pkgutil
import threading

import rclpy
from flask import Flask, jsonify, render_template
from nav_msgs.msg import Odometry
from rclpy.node import Node
from sensor_msgs.msg import BatteryState, CompressedImage
from std_msgs.msg import Bool

import routes

STATE = {"battery": None, "pose": None, "twist": None, "jpeg": None, "diag": []}


class Bridge(Node):
    def __init__(self):
        super().__init__("web_dashboard")
        self.create_subscription(BatteryState, "/battery_state", self.on_batt, 10)
        self.create_subscription(Odometry, "/odom", self.on_odom, 10)
        self.create_subscription(CompressedImage, "/camera/image_raw/compressed", self.on_img, 1)
        self.estop_pub = self.create_publisher(Bool, "/estop", 10)

    def on_batt(self, m):
        STATE["battery"] = round(m.percentage * 100, 1)

    def on_odom(self, m):
        p = m.pose.pose.position
        STATE["pose"] = {"x": p.x, "y": p.y}
        STATE["twist"] = {"v": m.twist.twist.linear.x, "w": m.twist.twist.angular.z}

    def on_img(self, m):
        STATE["jpeg"] = bytes(m.data)


def create_app(bridge):
    app = Flask(__name__)
    app.config["BRIDGE"] = bridge
    app.config["STATE"] = STATE

    @app.get("/")
    def index():
        return render_template("index.html")

    @app.get("/api/state")
    def state():
        return jsonify({k: v for k, v in STATE.items() if k != "jpeg"})

    for mod in pkgutil.iter_modules(routes.__path__):
        m = importlib.import_module(f"routes.{mod.name}")
        app.register_blueprint(m.bp)
    return app


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, default=8080)
    a = ap.parse_args()
    rclpy.init()
    bridge = Bridge()
    threading.Thread(target=rclpy.spin, args=(bridge,), daemon=True).start()
    create_app(bridge).run(host="0.0.0.0", port=a.port, threaded=True)


if __name__ == "__main__":
    main()
