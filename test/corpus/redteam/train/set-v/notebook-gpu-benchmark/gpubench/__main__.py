import argparse

from .core import run

ap = argparse.ArgumentParser(prog="gpubench")
ap.add_argument("--profile", default="default")
run(profile=ap.parse_args().profile)
