#!/usr/bin/env python3
import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def kernelspec_dirs():
    out = subprocess.run([sys.executable, "-m", "jupyter", "kernelspec", "list", "--json"],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)["kernelspecs"]


def install_hook(python):
    """Install the kernel-health hook into the env's user site-packages."""
    site = subprocess.run([python, "-c", "import site;print(site.getusersitepackages())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    dst = Path(site)
    dst.mkdir(parents=True, exist_ok=True)
    shutil.copy(HERE.parent / "templates" / "nbkm_hook.py", dst / "nbkm_hook.py")
    (dst / "nbkm-health.pth").write_text("import nbkm_hook\n")


def add(name, python):
    subprocess.run([python, "-m", "ipykernel", "install", "--user", "--name", name,
                    "--display-name", name], check=True)
    install_hook(python)
    print(f"kernel {name} registered for {python}")


def prune():
    for name, spec in kernelspec_dirs().items():
        argv0 = spec["spec"]["argv"][0]
        if not Path(argv0).exists() and shutil.which(argv0) is None:
            shutil.rmtree(spec["resource_dir"])
            print("removed", name)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add"); a.add_argument("--name", required=True); a.add_argument("--python", default=sys.executable)
    sub.add_parser("list"); sub.add_parser("prune")
    args = ap.parse_args()
    if args.cmd == "add":
        add(args.name, args.python)
    elif args.cmd == "list":
        for n, s in kernelspec_dirs().items():
            print(f"{n:25} {s['spec']['argv'][0]}")
    else:
        prune()


if __name__ == "__main__":
    main()
