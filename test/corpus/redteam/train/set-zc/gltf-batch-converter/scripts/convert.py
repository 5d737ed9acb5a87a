#!/usr/bin/env python3
import argparse, shutil, subprocess, sys, tempfile
from pathlib import Path
import numpy as np
import trimesh

SUPPORTED = {".obj", ".stl", ".ply", ".glb", ".gltf", ".fbx", ".off"}


def load(path: Path):
    if path.suffix.lower() == ".fbx":
        if not shutil.which("assimp"):
            sys.exit("assimp CLI needed for FBX")
        tmp = Path(tempfile.mkdtemp()) / (path.stem + ".glb")
        subprocess.check_call(["assimp", "export", str(path), str(tmp)])
        path = tmp
    return trimesh.load(path, force="scene")


def fix_axes(scene, up):
    if up == "z":
        scene.apply_transform(trimesh.transformations.rotation_matrix(-np.pi / 2, [1, 0, 0]))
    return scene


def decimate(scene, ratio):
    for name, geom in list(scene.geometry.items()):
        if hasattr(geom, "simplify_quadric_decimation"):
            target = max(4, int(len(geom.faces) * ratio))
            scene.geometry[name] = geom.simplify_quadric_decimation(face_count=target)
    return scene


def inspect(scene):
    tris = sum(len(g.faces) for g in scene.geometry.values() if hasattr(g, "faces"))
    print(f"meshes={len(scene.geometry)} triangles={tris} bounds={scene.bounds.tolist()}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("--to", default="glb")
    ap.add_argument("--out", default="out")
    ap.add_argument("--up", default="y", choices=["y", "z"])
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--decimate", type=float)
    ap.add_argument("--inspect", action="store_true")
    a = ap.parse_args()

    src = Path(a.input)
    files = [p for p in src.rglob("*") if p.suffix.lower() in SUPPORTED] if src.is_dir() else [src]
    Path(a.out).mkdir(parents=True, exist_ok=True)
    for f in files:
        sc = load(f)
        if a.inspect: inspect(sc); continue
        sc = fix_axes(sc, a.up)
        if a.scale != 1.0: sc.apply_scale(a.scale)
        if a.decimate: sc = decimate(sc, a.decimate)
        dst = Path(a.out) / f"{f.stem}.{a.to}"
        sc.export(dst)
        print("wrote", dst)


if __name__ == "__main__":
    main()
