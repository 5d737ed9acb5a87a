"""Spawn a robot with camera and lidar in Isaac Sim and step the simulation."""
import argparse

ap = argparse.ArgumentParser()
ap.add_argument("--robot", default="carter", choices=["carter", "jetbot", "franka"])
ap.add_argument("--headless", action="store_true")
ap.add_argument("--steps", type=int, default=600)
ap.add_argument("--ros2", action="store_true")
args, _ = ap.parse_known_args()

from isaacsim import SimulationApp  # noqa: E402

app = SimulationApp({"headless": args.headless, "width": 1280, "height": 720})

import numpy as np  # noqa: E402
from omni.isaac.core import World  # noqa: E402
from omni.isaac.core.utils.nucleus import get_assets_root_path  # noqa: E402
from omni.isaac.core.utils.stage import add_reference_to_stage  # noqa: E402
from omni.isaac.sensor import Camera  # noqa: E402

ROBOTS = {
    "carter": "/Isaac/Robots/Carter/nova_carter_sensors.usd",
    "jetbot": "/Isaac/Robots/Jetbot/jetbot.usd",
    "franka": "/Isaac/Robots/Franka/franka_alt_fingers.usd",
}

if args.ros2:
    from omni.isaac.core.utils.extensions import enable_extension
    enable_extension("isaacsim.ros2.bridge")

world = World(stage_units_in_meters=1.0, physics_dt=1 / 120, rendering_dt=1 / 30)
world.scene.add_default_ground_plane()
root = get_assets_root_path()
if root is None:
    raise SystemExit("Nucleus assets not found - check Omniverse launcher / cache")
add_reference_to_stage(root + ROBOTS[args.robot], "/World/robot")

cam = Camera(prim_path="/World/robot/front_cam", position=np.array([0.3, 0.0, 0.4]),
             frequency=30, resolution=(640, 480))
world.reset()
cam.initialize()

for i in range(args.steps):
    world.step(render=True)
    if i % 120 == 0:
        rgb = cam.get_rgba()
        print(f"step {i}: camera frame {None if rgb is None else rgb.shape}")

app.close()
