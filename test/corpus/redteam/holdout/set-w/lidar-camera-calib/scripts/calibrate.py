#!/usr/bin/env python3
"""Solve lidar->camera extrinsics from checkerboard observations (PnP + plane alignment)."""
import argparse

import cv2
import numpy as np
from scipy.optimize import least_squares
from scipy.spatial.transform import Rotation as R


def board_points(cols, rows, sq):
    g = np.zeros((cols * rows, 3), np.float32)
    g[:, :2] = np.mgrid[0:cols, 0:rows].T.reshape(-1, 2) * sq
    return g


def camera_plane(img, K, D, cols, rows, sq):
    ok, corners = cv2.findChessboardCorners(img, (cols, rows))
    if not ok:
        return None
    corners = cv2.cornerSubPix(img, corners, (11, 11), (-1, -1),
                               (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 30, 1e-3))
    ok, rvec, tvec = cv2.solvePnP(board_points(cols, rows, sq), corners, K, D)
    Rm, _ = cv2.Rodrigues(rvec)
    n = Rm[:, 2]
    d = float(n @ tvec.ravel())
    return n, d


def lidar_plane(pts):
    c = pts.mean(axis=0)
    _, _, vt = np.linalg.svd(pts - c)
    n = vt[2]
    return n, float(n @ c), pts


def residuals(x, obs):
    Rm = R.from_rotvec(x[:3]).as_matrix()
    t = x[3:]
    res = []
    for (nc, dc), (_, _, pts) in obs:
        p_cam = pts @ Rm.T + t
        res.extend(p_cam @ nc - dc)
    return np.asarray(res)


def solve(obs):
    x0 = np.zeros(6)
    sol = least_squares(residuals, x0, args=(obs,), loss="huber", f_scale=0.02)
    rms = np.sqrt(np.mean(sol.fun ** 2))
    return sol.x, rms


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", required=True, help="npz with images, K, D, board_pts_lidar list")
    ap.add_argument("--board", default="7x5")
    ap.add_argument("--square", type=float, default=0.08)
    a = ap.parse_args()
    cols, rows = map(int, a.board.split("x"))
    data = np.load(a.pairs, allow_pickle=True)
    K, D = data["K"], data["D"]
    obs = []
    for img, pts in zip(data["images"], data["lidar_pts"]):
        cp = camera_plane(img, K, D, cols, rows, a.square)
        if cp is None or len(pts) < 200:
            continue
        obs.append((cp, lidar_plane(pts)))
    if len(obs) < 6:
        raise SystemExit(f"only {len(obs)} usable poses; need >= 6")
    x, rms = solve(obs)
    q = R.from_rotvec(x[:3]).as_quat()
    print(f"poses={len(obs)} plane_rms={rms*100:.2f} cm")
    print("ros2 run tf2_ros static_transform_publisher "
          f"--x {x[3]:.4f} --y {x[4]:.4f} --z {x[5]:.4f} "
          f"--qx {q[0]:.5f} --qy {q[1]:.5f} --qz {q[2]:.5f} --qw {q[3]:.5f} "
          "--frame-id lidar --child-frame-id camera_optical")


if __name__ == "__main__":
    main()
