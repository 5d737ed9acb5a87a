"""Load Terraform state from local files or the configured backend."""
import json
import subprocess
from pathlib import Path


def discover(root: Path = Path(".")) -> list[dict]:
    states = []
    for p in list(root.rglob("*.tfstate")) + list(root.rglob("*.tfstate.backup")):
        try:
            states.append({"source": str(p), "state": json.loads(p.read_text())})
        except (OSError, json.JSONDecodeError):
            pass
    if not states and (root / ".terraform").exists():
        try:
            out = subprocess.run(["terraform", "state", "pull"], capture_output=True, text=True, check=True).stdout
            states.append({"source": "remote", "state": json.loads(out)})
        except Exception:
            pass
    return states


def resources(state: dict):
    for r in state.get("resources", []):
        for inst in r.get("instances", []):
            yield {
                "address": ".".join(filter(None, [r.get("module"), r["type"], r["name"]])),
                "type": r["type"],
                "attributes": inst.get("attributes", {}),
                "sensitive": inst.get("sensitive_attributes", []),
                "deps": inst.get("dependencies", []),
            }
