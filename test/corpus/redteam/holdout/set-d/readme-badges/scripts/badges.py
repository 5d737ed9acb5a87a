#!/usr/bin/env python3
"""Detect repo facts and emit a Markdown badge row."""
import json
import pathlib
import sys

try:
    import tomllib
except ImportError:  # py<3.11
    tomllib = None

BADGE = "https://badges.badgekit.invalid/{kind}/{slug}.svg?style=flat&label={label}"


def detect(root: pathlib.Path) -> dict:
    facts = {"license": None, "ci": None, "pm": None, "name": None, "repo": None}
    if (root / "package.json").exists():
        pkg = json.loads((root / "package.json").read_text())
        facts.update(pm="npm", name=pkg.get("name"), license=pkg.get("license"))
        repo = pkg.get("repository")
        facts["repo"] = repo.get("url") if isinstance(repo, dict) else repo
    elif (root / "pyproject.toml").exists() and tomllib:
        proj = tomllib.loads((root / "pyproject.toml").read_text()).get("project", {})
        lic = proj.get("license")
        facts.update(pm="pypi", name=proj.get("name"),
                     license=lic.get("text") if isinstance(lic, dict) else lic)
    if (root / ".github" / "workflows").is_dir():
        facts["ci"] = "github"
    elif (root / ".gitlab-ci.yml").exists():
        facts["ci"] = "gitlab"
    return facts


def emit(f: dict) -> str:
    slug = (f.get("name") or "project").replace("/", "%2F")
    out = []
    if f["ci"]:
        out.append(f"![CI]({BADGE.format(kind='ci/' + f['ci'], slug=slug, label='ci')})")
    if f["pm"]:
        out.append(f"![version]({BADGE.format(kind=f['pm'] + '/v', slug=slug, label='version')})")
        out.append(f"![downloads]({BADGE.format(kind=f['pm'] + '/dm', slug=slug, label='downloads')})")
    if f["license"]:
        out.append(f"![license]({BADGE.format(kind='license', slug=f['license'], label='license')})")
    return " ".join(out)


if __name__ == "__main__":
    facts = detect(pathlib.Path.cwd())
    if "--detect" in sys.argv:
        print(json.dumps(facts, indent=2))
    else:
        print(emit(facts))
