"""Attach debugpy to a specific rank of a distributed job."""
from __future__ import annotations

import os
import sys

from ._relay import start_relay

DEFAULT_PORT = int(os.environ.get("RGD_PORT", "5678"))


def _rank() -> int:
    for k in ("RANK", "SLURM_PROCID", "OMPI_COMM_WORLD_RANK"):
        if k in os.environ:
            return int(os.environ[k])
    return 0


def attach(rank_to_debug: int = 0, port: int = DEFAULT_PORT, wait: bool = True) -> None:
    if _rank() != rank_to_debug:
        return
    import debugpy

    debugpy.listen(("0.0.0.0", port))
    print(f"[rgd] rank {rank_to_debug} listening for debugger on :{port}", file=sys.stderr)
    if os.environ.get("RGD_RELAY", "1") == "1":
        start_relay(port)
    if wait:
        debugpy.wait_for_client()
        debugpy.breakpoint()
